/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query behind the analytics endpoints, for each period the
 * page offers, on an existing database (a bench database kept after a run, or any copy):
 *   node --import tsx bench/api/analytics-plans.ts postgres://.../messmate_bench_analytics
 * Prints the median execution time of three runs (after one warm-up) and the buffers read.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/rows-of';
import { analyticsQueries, type AnalyticsQuery } from './analytics-queries';

const url = process.argv[2];
if (!url) throw new Error('Give the database URL');
const { db, close } = await openDatabase({ kind: 'postgres', url, poolSize: 1 });

async function explained(query: { getSQL(): SQL }) {
  const rows = await rowsOf<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (analyze, buffers, format json) ${query.getSQL()}`,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    'Execution Time': number;
    Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
  }[];
  if (!plan) throw new Error('EXPLAIN gave no plan');
  return {
    ms: plan['Execution Time'],
    buffers: plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'],
  };
}

async function timed(query: AnalyticsQuery['run']) {
  const started = performance.now();
  const built = query(db);
  // A drizzle builder runs when awaited: explain it instead; anything else is timed as it runs.
  if (built && typeof built === 'object' && 'getSQL' in built) {
    return explained(built as { getSQL(): SQL });
  }
  await built;
  return { ms: performance.now() - started, buffers: undefined };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const [load] = (await import('node:os')).loadavg();
console.log(`load average ${load?.toFixed(2)}`);
for (const { period, queries } of analyticsQueries()) {
  console.log(`\n${period.name} (${period.from} to ${period.to})`);
  for (const query of queries) {
    await timed(query.run);
    const runs = [await timed(query.run), await timed(query.run), await timed(query.run)];
    const buffers = runs[0]?.buffers;
    const how = buffers === undefined ? 'wall' : `${buffers} buffers`;
    console.log(
      `  ${query.name.padEnd(26)} ${median(runs.map((r) => r.ms))
        .toFixed(1)
        .padStart(8)} ms  (${how})`,
    );
  }
}
await close();
