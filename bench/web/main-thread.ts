// `node --import tsx bench/web/main-thread.ts --dist <built app> --name <results name>`: each
// page's main-thread work in thread CPU time, which a shared machine's load barely moves, where
// Lighthouse's scores multiply the wall time the load stretches. See bench/README.md "Web".
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startSeededProduct } from './bench-pages';
import { traceLoad, withChromium, type MainThreadLoad } from './main-thread-trace';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    port: { type: 'string', default: '3133' },
    runs: { type: 'string', default: '5' },
    name: { type: 'string', default: 'web-main-thread' },
    // `--pages 'meal details,menu'`: only the pages so named, as bench:web's --pages.
    pages: { type: 'string' },
  },
});
if (!values.dist) throw new Error('--dist <folder of a built web app> is required');
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const work = path.join(process.env.BENCH_DATA_DIR ?? os.tmpdir(), 'main-thread', values.name);
const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[(numbers.length - 1) >> 1] ?? 0;

const loadAtStart = loadAverage();
const { server, publicUrl, pages } = await startSeededProduct(
  Number(values.port),
  work,
  path.resolve(values.dist),
);
const lines: string[] = [];
try {
  await withChromium(async (browser) => {
    const wanted = values.pages?.split(',').map((name) => name.trim());
    for (const [page, pathname, headers] of pages) {
      if (wanted && !wanted.includes(page)) continue;
      const loads: MainThreadLoad[] = [];
      await traceLoad(browser, `${publicUrl}${pathname}`, headers); // warms the server's caches
      for (let n = 0; n < Number(values.runs); n++)
        loads.push(await traceLoad(browser, `${publicUrl}${pathname}`, headers));
      const middle = loads.find(
        (l) => l.blockingAt4xMs === median(loads.map((x) => x.blockingAt4xMs)),
      );
      const row = `| ${page} | ${median(loads.map((l) => l.cpuMs)).toFixed(0)} | ${median(loads.map((l) => l.blockingAt4xMs)).toFixed(0)} | ${median(loads.map((l) => l.longestTaskMs)).toFixed(0)} | ${loads.map((l) => l.blockingAt4xMs.toFixed(0)).join(' ')} | ${loadAverage()} |`;
      console.log(row);
      lines.push(row, ...(middle?.tasks ?? []).map((task) => `|   task | ${task} | | | | |`));
    }
  });
} finally {
  await server.stop();
}

const report = [
  `Main-thread work per page load, ${new Date().toISOString()}; ${values.runs} runs per page (median), 390 px phone window, no throttling; load average ${loadAtStart} at the start, ${loadAverage()} at the end`,
  "CPU = the renderer main thread's thread time over the load; \"blocking at 4x\" = Σ max(0, 4 × task − 50 ms), the total blocking time of a phone 4x slower (Lighthouse mobile's CPU slowdown), from thread time, so the machine's load does not inflate it. Under each page, the blocking tasks of its median run (thread ms: what ran inside).",
  '',
  '| page | CPU ms | blocking at 4x ms | longest task ms | blocking at 4x, each run | load after |',
  '| --- | --- | --- | --- | --- | --- |',
  ...lines,
].join('\n');
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, `${values.name}.md`), `${report}\n`);
console.log(`\n${report}\n\nWritten: bench/results/${values.name}.md`);
