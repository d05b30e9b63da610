import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/** The parts of a V8 .cpuprofile (node --cpu-prof) the summary reads. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** One function as a profile names it: `name (file:line)`. */
export interface Frame {
  label: string;
  url: string;
}

/** One sample: when it was taken (ms from the profile's start) and its stack, leaf first. */
export interface Sample {
  atMs: number;
  stack: Frame[];
}

const sourceMaps = new Map<string, SourceMap | null>();

/** The bundle's source map (the bench server is one bundled file), when there is one. */
function sourceMapOf(file: string): SourceMap | null {
  if (!sourceMaps.has(file)) {
    const mapFile = `${file}.map`;
    sourceMaps.set(
      file,
      existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(file) ?? null;
}

/** Where a frame's code was written: through the bundle's source map, back to its own file. */
function sourceOf(url: string, line: number, column: number): { file: string; line: number } {
  const file = url.replace(/^file:\/\//, '');
  // An empty object when the position maps to nothing.
  const entry: { originalSource?: string; originalLine?: number } | undefined = file.startsWith('/')
    ? sourceMapOf(file)?.findEntry(line, column)
    : undefined;
  if (entry?.originalSource !== undefined && entry.originalLine !== undefined) {
    return {
      file: path.resolve(path.dirname(file), entry.originalSource),
      line: entry.originalLine,
    };
  }
  return { file, line };
}

function frameOf(node: ProfileNode): Frame {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const source = sourceOf(url, lineNumber, columnNumber);
  const short = source.file
    .replace(/^.*\/node_modules\//, '~/')
    .replace(/^.*\/(apps|bench|packages)\//, '$1/');
  const name = functionName || '(anonymous)';
  return { label: short ? `${name} (${short}:${source.line + 1})` : name, url: source.file };
}

/** The profile's samples in time order, each with its whole stack. */
export function samplesOf(profile: CpuProfile): Sample[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stacks = new Map<number, Frame[]>();
  const stackOf = (id: number): Frame[] => {
    let stack = stacks.get(id);
    if (!stack) {
      const node = byId.get(id);
      const parent = parentOf.get(id);
      stack = node ? [frameOf(node), ...(parent === undefined ? [] : stackOf(parent))] : [];
      stacks.set(id, stack);
    }
    return stack;
  };
  let atUs = 0;
  return profile.samples.map((id, index) => {
    atUs += profile.timeDeltas[index] ?? 0;
    return { atMs: atUs / 1000, stack: stackOf(id) };
  });
}
