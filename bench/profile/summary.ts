// node --import tsx bench/profile/summary.ts <file.cpuprofile> [--cases "a,b,..."] [--top 12]
// What a bench server's CPU went on, case by case: a bench run loads each case and then its
// baseline (bench/api/baseline-plugin.ts), so the baseline's samples mark where one case ends;
// whatever follows the last baseline is the mealtime rush. Shares, not times: on a busy machine
// only the proportions mean something. Summarise before the next bench run: it bundles the server
// again, and the source map that names the bundle's functions then describes the new bundle.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { samplesOf, type CpuProfile, type Sample } from './cpu-profile';
import { layerOf } from './layers';
import { caseWindows } from './windows';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { cases: { type: 'string', default: '' }, top: { type: 'string', default: '12' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: summary.ts <file.cpuprofile> [--cases "a,b"] [--top 12]');
const top = Number(values.top);
const names = values.cases ? values.cases.split(',').map((name) => name.trim()) : [];
const samples = samplesOf(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);

const IDLE = new Set(['(idle)', '(program)']);
const percent = (part: number, whole: number) =>
  `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

function ranked(counts: Map<string, number>, busy: number): string[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([label, count]) => `    ${percent(count, busy).padStart(6)}  ${label}`);
}

function summarise(name: string, window: Sample[]): string {
  const busy = window.filter((sample) => !IDLE.has(sample.stack[0]?.label ?? ''));
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const layers = new Map<string, number>();
  for (const sample of busy) {
    const layer = layerOf(sample.stack);
    layers.set(layer, (layers.get(layer) ?? 0) + 1);
    const leaf = sample.stack[0]?.label ?? '?';
    self.set(leaf, (self.get(leaf) ?? 0) + 1);
    for (const label of new Set(sample.stack.map((frame) => frame.label)))
      total.set(label, (total.get(label) ?? 0) + 1);
  }
  const seconds = window.length
    ? (window.at(-1)?.atMs ?? 0) / 1000 - (window[0]?.atMs ?? 0) / 1000
    : 0;
  return [
    `\n## ${name}: ${seconds.toFixed(1)} s, busy ${percent(busy.length, window.length)} of ${window.length} samples`,
    '  by layer (the nearest frame, from the leaf up, whose code says):',
    ...ranked(layers, busy.length),
    '  self time (share of busy samples):',
    ...ranked(self, busy.length),
    '  total time (the function and what it called):',
    ...ranked(total, busy.length),
  ].join('\n');
}

const windows = caseWindows(samples);
console.log(`${file}: ${samples.length} samples, ${windows.length} windows`);
windows.forEach((window, index) => {
  const name =
    window.kind === 'rest'
      ? 'after the last baseline (the rush)'
      : (names[index] ?? `case ${index + 1}`);
  console.log(summarise(name, window.samples));
});
