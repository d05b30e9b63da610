// `npm run bench:web`: builds the app, reports each route's first-load JS/CSS, runs Lighthouse.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startSeededProduct } from './bench-pages';
import { buildWebApp } from './build';
import { lighthouse, type FormFactor } from './lighthouse';
import { medianRun, type MedianResult, type TimedRun } from './median-run';
import { auditsList, bundlesTable, lighthouseTable } from './report';
import { routeBundles } from './route-bundles';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3132' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // Lighthouse runs per page; the report shows the median one (an odd number is best).
    runs: { type: 'string', default: '1' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    // The results' file names: bench/results/<name>.md and .json.
    name: { type: 'string', default: 'web' },
    // Only these pages (their names in the report, comma-separated), for a shorter run.
    pages: { type: 'string' },
    // A web app built already (for example the build before a change, for paired runs) instead
    // of building this checkout's.
    dist: { type: 'string' },
  },
});
const onlyPages = values.pages?.split(',');
const runs = Number(values.runs);
const formFactors = values['form-factors'].split(',') as FormFactor[];
const loadAverageNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const loadAtStart = loadAverageNow();
const port = Number(values.port);
const work = path.join(
  process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'messmate-bench'),
  'web',
);
const distDir = values.dist ? path.resolve(values.dist) : path.join(work, 'dist');
// Lighthouse's own JSON of every run, kept to read the traces' findings (long tasks, bootup time).
const reportsDir = path.join(work, '..', 'lighthouse', values.name);
rmSync(work, { recursive: true, force: true });
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

if (!values.dist) {
  console.log('Building the web app…');
  await buildWebApp(distDir);
}
const bundles = routeBundles(distDir);
console.log(
  `\nFirst-load JS and CSS per route (gzip -9, kB = 1000 bytes)\n${bundlesTable(bundles)}`,
);

const results: MedianResult[] = [];
if (!values['skip-lighthouse']) {
  const { server, publicUrl, pages: allPages } = await startSeededProduct(port, work, distDir);
  const pages = allPages.filter(([page]) => !onlyPages || onlyPages.includes(page));
  try {
    for (const formFactor of formFactors) {
      for (const [page, pathname, headers] of pages) {
        const pageRuns: TimedRun[] = [];
        for (let n = 1; n <= runs; n++) {
          const file = `${page.replace(/\W+/g, '-')}-${formFactor}-${n}.json`;
          const one = await lighthouse(
            page,
            `${publicUrl}${pathname}`,
            formFactor,
            headers,
            path.join(reportsDir, file),
          );
          console.log(
            `  ${page} (${formFactor}, run ${n}, load ${loadAverageNow()}): performance ${one.performance}, TBT ${one.metrics.tbtMs.toFixed(0)} ms, accessibility ${one.accessibility}, best practices ${one.bestPractices}`,
          );
          pageRuns.push({ ...one, load: os.loadavg()[0] ?? 0 });
        }
        results.push(medianRun(pageRuns));
      }
    }
  } finally {
    await server.stop();
  }
}

const report = [
  `Web bench, ${new Date().toISOString()}; load average ${loadAtStart} at the start, ${loadAverageNow()} at the end`,
  '',
  'First-load JS and CSS per route (gzip -9, kB = 1000 bytes)',
  bundlesTable(bundles),
  ...(results.length
    ? [
        '',
        `Lighthouse 12 (mobile: simulated slow 4G and 4x CPU slowdown; desktop preset); median of ${runs} run(s) per page, every run's score and the 1-minute load average after it under "perf runs (load)"`,
        lighthouseTable(results),
        '',
        'Audits that cost points:',
        auditsList(results),
      ]
    : []),
].join('\n');
console.log(`\n${report}`);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, `${values.name}.json`),
  `${JSON.stringify({ loadAverage: os.loadavg(), bundles, lighthouse: results }, null, 2)}\n`,
);
writeFileSync(path.join(resultsDir, `${values.name}.md`), `${report}\n`);
console.log(
  `\nWritten: bench/results/${values.name}.json and .md; Lighthouse's reports in ${reportsDir}`,
);
