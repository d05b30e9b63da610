import { startBenchServer } from './bench-server';
import { benchCases } from './cases';
import type { BenchDatabase } from './databases';
import type { LoadOptions } from './load';
import { cpuMs, cpuMsOf, cpuMsSince, watchPeakMemory } from './memory';
import type { BenchOptions } from './options';
import { prepareReader, runReadCase } from './read-case';
import type { CaseResult, SizeResult } from './results';
import { checkRushes, planRushes, rushOn } from './rush-case';
import { rushPaceText } from './rush-results';
import { addAnalyticsReaders } from './analytics-readers';
import { addRushResidents, rushResidentEmail } from './rush-residents';
import { growRequests } from './seed-requests';
import type { RushCaseResult } from './rush-results';

// What Chromium sends; Node's fetch below also decompresses, so the baseline stores plain bytes.
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface BenchOutput {
  cases: CaseResult[];
  sizes: SizeResult[];
  rushes: RushCaseResult[];
}

/** One size of one database: grows it, loads every chosen case, runs the rushes, checks them. */
export async function benchSize(
  database: BenchDatabase,
  target: number,
  options: BenchOptions,
  out: BenchOutput,
): Promise<void> {
  const kind = database.kind;
  console.log(`\n${kind}: growing to ${target} meals`);
  const started = performance.now();
  const counts = await database.grow(target);
  const seedSeconds = (performance.now() - started) / 1000;
  const wants = (group: string) => options.groups.includes(group as never);
  const plans = wants('rush')
    ? await planRushes(database, counts.meals, options.rushSizes, options.rushWindows)
    : [];
  const readerLabel = `reader-${counts.meals}`;
  const reader = wants('signed-in')
    ? await database.use((db) => addRushResidents(db, readerLabel, 1))
    : undefined;
  const analytics = wants('analytics')
    ? await database.use(async (db) => {
        const readers = await addAnalyticsReaders(db, `analytics-${counts.meals}`);
        const { requests } = await growRequests(db, counts.meals, readers.memberId);
        console.log(`  ${requests} meal requests`);
        return readers;
      })
    : undefined;
  const server = await startBenchServer(options.port, {
    ...database.serverEnv,
    ...(options.answerCache ? {} : { PUBLIC_ANSWER_CACHE_MS: '0' }),
  });
  const loadOptions: LoadOptions = { ...options, headers: {} };
  const encoding =
    options.encoding === 'browser' ? BROWSER_ENCODING : { 'accept-encoding': 'identity' };
  const token = reader?.tokens[0];
  let peakRssMb = 0;
  const rushRuns = [];
  try {
    if (token) await prepareReader(server, token, counts.busiestMealId);
    for (const [index, benchCase] of benchCases(
      counts.busiestMealId,
      rushResidentEmail(readerLabel, 0),
    ).entries()) {
      if (!wants(benchCase.group)) continue;
      const bearer =
        benchCase.group === 'signed-in'
          ? token
          : benchCase.caller
            ? analytics?.tokens[benchCase.caller]
            : undefined;
      const signedIn: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
      const result = await runReadCase(
        server,
        benchCase,
        index,
        { ...encoding, ...signedIn },
        loadOptions,
      );
      peakRssMb = Math.max(peakRssMb, result.route.peakRssMb, result.baseline.peakRssMb);
      out.cases.push({
        database: kind,
        meals: counts.meals,
        name: benchCase.name,
        group: benchCase.group,
        ...result,
      });
      console.log(
        `  ${benchCase.name}: ${result.route.requestsPerSecond.toFixed(0)} req/s, p99 ${result.route.p99Ms} ms, ratio ${result.ratio.toFixed(2)}, server CPU ${result.route.serverCpuUsPerRequest.toFixed(0)} µs/request (baseline ${result.baseline.serverCpuUsPerRequest.toFixed(0)})`,
      );
    }
    for (const plan of plans) {
      const stopWatching = watchPeakMemory(server.pid);
      const databaseBefore = cpuMsOf(await database.backendPids());
      const cpuBefore = cpuMs(server.pid);
      const rush = await rushOn(server, plan, options.connections);
      const perWrite = (ms: number) => (ms * 1000) / Math.max(rush.requests, 1);
      const serverCpuUsPerWrite = perWrite(cpuMs(server.pid) - cpuBefore);
      const databaseCpuUsPerWrite = perWrite(
        cpuMsSince(databaseBefore, await database.backendPids()),
      );
      peakRssMb = Math.max(peakRssMb, stopWatching());
      const run = {
        ...rush,
        warmUp: plan.warmUp === true,
        serverCpuUsPerWrite,
        databaseCpuUsPerWrite,
      };
      rushRuns.push(run);
      console.log(
        `  rush, ${rush.residents} residents, ${rushPaceText(run)}: ${rush.requests} writes, ${rush.failures} failed, ${rush.requestsPerSecond.toFixed(0)}/s, p50 ${rush.p50Ms.toFixed(1)} ms (first writes ${rush.firstWriteP50Ms.toFixed(1)}), p99 ${rush.p99Ms.toFixed(1)} ms, max ${rush.maxMs.toFixed(0)} ms, CPU µs/write: server ${serverCpuUsPerWrite.toFixed(0)}, database ${databaseCpuUsPerWrite.toFixed(0)}, load generator ${rush.clientCpuUsPerWrite.toFixed(0)}`,
      );
      for (const sample of rush.failureSamples) console.log(`    ${sample}`);
      for (const slow of rush.slowest)
        console.log(
          `    slow: ${slow.write} due at ${slow.dueMs} ms took ${slow.ms.toFixed(0)} ms`,
        );
    }
  } finally {
    await server.stop();
  }
  const checks = await checkRushes(database, plans);
  rushRuns.forEach((rush, index) =>
    out.rushes.push({ ...rush, database: kind, meals: counts.meals, checks: checks[index] ?? [] }),
  );
  out.sizes.push({
    database: kind,
    meals: counts.meals,
    likes: counts.likes,
    reviews: counts.reviews,
    seedSeconds,
    peakRssMb,
  });
}
