// `npm run bench:api`: seeds 1k/10k/100k meals, loads each API case and its baseline, reports.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer, type RunningServer } from './bench-server';
import { benchCases, type BenchCase } from './cases';
import {
  pgliteBenchDatabase,
  postgresBenchDatabase,
  type BenchDatabase,
  type DatabaseKind,
} from './databases';
import { measure, type LoadOptions } from './load';
import { parseOptions, type BenchOptions } from './options';
import {
  casesTable,
  checkTargets,
  sizesTable,
  targetsTable,
  type CaseResult,
  type SizeResult,
} from './results';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results');
// What Chromium sends; Node's fetch below also decompresses, so the baseline stores plain bytes.
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function signUp(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({
      name: 'Bench Resident',
      email: `bench-${Date.now()}@example.test`,
      password: 'bench password 1',
    }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function runCase(
  server: RunningServer,
  benchCase: BenchCase,
  index: number,
  headers: Record<string, string>,
  options: LoadOptions,
) {
  const res = await fetch(`${server.baseUrl}${benchCase.path}`, { headers });
  if (!res.ok) throw new Error(`${benchCase.name}: ${benchCase.path} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const baselinePath = `/__bench/baseline/${index}`;
  const stored = await fetch(`${server.baseUrl}${baselinePath}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      contentType: res.headers.get('content-type') ?? 'application/json',
      base64: body.toString('base64'),
    }),
  });
  if (stored.status !== 204) throw new Error(`storing the baseline answered ${stored.status}`);
  const route = await measure(`${server.baseUrl}${benchCase.path}`, server.pid, {
    ...options,
    headers,
  });
  const baseline = await measure(`${server.baseUrl}${baselinePath}`, server.pid, {
    ...options,
    headers,
  });
  if (route.failures > 0 || baseline.failures > 0) {
    // Kept in the results (and failing its targets) rather than ending the whole run.
    console.log(
      `  ${benchCase.name}: ${route.failures} requests failed or timed out (baseline ${baseline.failures})`,
    );
  }
  return {
    responseBytes: body.length,
    route,
    baseline,
    ratio: route.requestsPerSecond / Math.max(baseline.requestsPerSecond, 1),
  };
}

async function openBenchDatabase(
  kind: DatabaseKind,
  options: BenchOptions,
): Promise<BenchDatabase> {
  if (kind === 'pglite') return pgliteBenchDatabase(options.dataRoot);
  if (!options.postgresUrl) throw new Error('PostgreSQL needs DATABASE_URL');
  return postgresBenchDatabase(options.postgresUrl);
}

async function benchDatabase(
  kind: DatabaseKind,
  options: BenchOptions,
  cases: CaseResult[],
  sizes: SizeResult[],
) {
  const database = await openBenchDatabase(kind, options);
  const loadOptions: LoadOptions = { ...options, headers: {} };
  const encoding =
    options.encoding === 'browser' ? BROWSER_ENCODING : { 'accept-encoding': 'identity' };
  try {
    for (const target of options.sizes) {
      console.log(`\n${kind}: growing to ${target} meals`);
      const started = performance.now();
      const counts = await database.grow(target);
      const seedSeconds = (performance.now() - started) / 1000;
      const server = await startBenchServer(options.port, {
        ...database.serverEnv,
        ...(options.answerCache ? {} : { PUBLIC_ANSWER_CACHE_MS: '0' }),
      });
      let peakRssMb = 0;
      try {
        const token = await signUp(server);
        const list = benchCases(counts.busiestMealId);
        for (const [index, benchCase] of list.entries()) {
          const headers = {
            ...encoding,
            ...(benchCase.signedIn ? { authorization: `Bearer ${token}` } : {}),
          };
          const result = await runCase(server, benchCase, index, headers, loadOptions);
          peakRssMb = Math.max(peakRssMb, result.route.peakRssMb, result.baseline.peakRssMb);
          cases.push({
            database: kind,
            meals: counts.meals,
            name: benchCase.name,
            targeted: benchCase.targeted,
            ...result,
          });
          console.log(
            `  ${benchCase.name}: ${result.route.requestsPerSecond.toFixed(0)} req/s, p99 ${result.route.p99Ms} ms, ratio ${result.ratio.toFixed(2)}`,
          );
        }
      } finally {
        await server.stop();
      }
      sizes.push({
        database: kind,
        meals: counts.meals,
        likes: counts.likes,
        reviews: counts.reviews,
        seedSeconds,
        peakRssMb,
      });
    }
  } finally {
    await database.drop();
  }
}

const options = parseOptions(process.argv.slice(2), process.env);
const startedAt = new Date().toISOString();
const loadAtStart = os.loadavg();
const cases: CaseResult[] = [];
const sizes: SizeResult[] = [];
for (const kind of options.databases) await benchDatabase(kind, options, cases, sizes);
const targets = checkTargets(cases, sizes);
const machine = {
  cpus: os.cpus().length,
  node: process.version,
  loadAverageAtStart: loadAtStart,
  loadAverageAtEnd: os.loadavg(),
};
const { postgresUrl: _url, ...shownOptions } = options;
const report = [
  `API bench, ${startedAt}; ${options.connections} connections, ${options.durationSeconds} s per run, encoding ${options.encoding}, public answer cache ${options.answerCache ? 'on (as served)' : 'off (the database path)'}`,
  `machine: ${machine.cpus} cores, node ${machine.node}, load average ${loadAtStart.map((n) => n.toFixed(1)).join(' ')} at start, ${machine.loadAverageAtEnd.map((n) => n.toFixed(1)).join(' ')} at end`,
  '',
  casesTable(cases),
  '',
  sizesTable(sizes),
  '',
  targetsTable(targets),
].join('\n');
console.log(`\n${report}`);
mkdirSync(resultsDir, { recursive: true });
const stem = `api-${options.databases.join('-')}${options.answerCache ? '' : '-uncached'}`;
writeFileSync(
  path.join(resultsDir, `${stem}.json`),
  `${JSON.stringify({ startedAt, machine, options: shownOptions, sizes, cases, targets }, null, 2)}\n`,
);
writeFileSync(path.join(resultsDir, `${stem}.md`), `${report}\n`);
console.log(`\nWritten: bench/results/${stem}.json and .md`);
