import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoPlan } from '@messmate/demo-seed';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../..');
const NOW = '2025-04-14T06:00:00.000Z';

let outDir: string;
const built = (file: string) => path.join(outDir, file);
const sourcesOf = async (file: string): Promise<string[]> =>
  (JSON.parse(await readFile(built(`${file}.map`), 'utf8')) as { sources: string[] }).sources;

// Built into the server's own dist/ (under a folder of its own), so the files resolve sharp and
// the other packages from node_modules as the real build's do.
beforeAll(async () => {
  await mkdir(path.join(serverRoot, 'dist'), { recursive: true });
  outDir = await mkdtemp(path.join(serverRoot, 'dist', 'bundle-check-'));
  await run(process.execPath, [
    path.join(serverRoot, 'scripts/build.mjs'),
    path.join(serverRoot, 'src/server.ts'),
    built('server.js'),
  ]);
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('holds none of the demo community, which has a file of its own', async () => {
    const serverSources = await sourcesOf('server.js');
    expect(serverSources.some((source) => source.includes('src/startup.ts'))).toBe(true);
    expect(serverSources.filter((source) => source.includes('packages/demo-seed/'))).toEqual([]);
    const demoSources = await sourcesOf('demo-seed.js');
    expect(demoSources.some((source) => source.endsWith('packages/demo-seed/src/plan.ts'))).toBe(
      true,
    );
    expect(demoSources.filter((source) => source.includes('apps/server/'))).toEqual([]);
  });

  it('reads the demo file only through import(), never as a static import', async () => {
    const server = await readFile(built('server.js'), 'utf8');
    expect(server.match(/import\("\.\/demo-seed\.js"\)/g)).toHaveLength(1);
    expect(server).not.toMatch(/(from|import)\s*"\.\/demo-seed\.js"/);
    expect(server).not.toContain('@messmate/demo-seed');
  });

  it('gives plain Node (no TypeScript loader) a demo file that plans the same community', async () => {
    const script =
      `const demo = await import(${JSON.stringify(built('demo-seed.js'))});` +
      `process.stdout.write(JSON.stringify(demo.buildDemoPlan(new Date(${JSON.stringify(NOW)}))));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(stdout).toBe(JSON.stringify(buildDemoPlan(new Date(NOW))));
  });
});
