// `npm run bench:api`: seeds 1k/10k/100k meals, loads each API case and its baseline, runs the
// mealtime rushes, reports. `npm run bench:api -- --help` says how to run one target's cases.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchSize, type BenchOutput } from './bench-size';
import { DEFAULT_CASE_GROUPS } from './cases';
import {
  pgliteBenchDatabase,
  postgresBenchDatabase,
  type BenchDatabase,
  type DatabaseKind,
} from './databases';
import { parseOptions, type BenchOptions } from './options';
import { casesTable, checkTargets, sizesTable, targetsTable } from './results';
import { checkRushTargets, rushTable } from './rush-results';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results');

async function openBenchDatabase(
  kind: DatabaseKind,
  options: BenchOptions,
): Promise<BenchDatabase> {
  if (kind === 'pglite') return pgliteBenchDatabase(options.dataRoot);
  if (!options.postgresUrl) throw new Error('PostgreSQL needs DATABASE_URL');
  return postgresBenchDatabase(options.postgresUrl);
}

const options = parseOptions(process.argv.slice(2), process.env);
const startedAt = new Date().toISOString();
const loadAtStart = os.loadavg();
const out: BenchOutput = { cases: [], sizes: [], rushes: [] };
for (const kind of options.databases) {
  const database = await openBenchDatabase(kind, options);
  try {
    for (const target of options.sizes) await benchSize(database, target, options, out);
  } finally {
    await database.drop();
  }
}
const targets = [...checkTargets(out.cases, out.sizes), ...checkRushTargets(out.rushes)];
const machine = {
  cpus: os.cpus().length,
  node: process.version,
  loadAverageAtStart: loadAtStart,
  loadAverageAtEnd: os.loadavg(),
};
const { postgresUrl: _url, ...shownOptions } = options;
const sections = [
  `API bench, ${startedAt}; ${options.connections} connections, ${options.durationSeconds} s per run, encoding ${options.encoding}, public answer cache ${options.answerCache ? 'on (as served)' : 'off (the database path)'}; cases: ${options.groups.join(', ')}`,
  `machine: ${machine.cpus} cores, node ${machine.node}, load average ${loadAtStart.map((n) => n.toFixed(1)).join(' ')} at start, ${machine.loadAverageAtEnd.map((n) => n.toFixed(1)).join(' ')} at end`,
  out.cases.length > 0 ? `\n${casesTable(out.cases)}` : '',
  out.rushes.length > 0 ? `\n${rushTable(out.rushes)}` : '',
  `\n${sizesTable(out.sizes)}`,
  `\n${targetsTable(targets)}`,
];
const report = sections.filter(Boolean).join('\n');
console.log(`\n${report}`);
mkdirSync(resultsDir, { recursive: true });
const defaultGroups =
  options.groups.length === DEFAULT_CASE_GROUPS.length &&
  DEFAULT_CASE_GROUPS.every((group) => options.groups.includes(group));
const stem = [
  `api-${options.databases.join('-')}`,
  defaultGroups ? '' : `-${options.groups.join('-')}`,
  options.answerCache ? '' : '-uncached',
  process.env.BENCH_RESULTS_SUFFIX ? `-${process.env.BENCH_RESULTS_SUFFIX}` : '',
].join('');
writeFileSync(
  path.join(resultsDir, `${stem}.json`),
  `${JSON.stringify({ startedAt, machine, options: shownOptions, ...out, targets }, null, 2)}\n`,
);
writeFileSync(path.join(resultsDir, `${stem}.md`), `${report}\n`);
console.log(`\nWritten: bench/results/${stem}.json and .md`);
