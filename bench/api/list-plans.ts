/**
 * EXPLAIN (ANALYZE, BUFFERS) of the meals list's statement for each list case of the bench, the
 * rows it reads (listQuery) and the answer the database writes as JSON (listAnswerQuery), on an
 * existing database (a bench database kept after a run, or any copy at the bench's shape):
 *   node --import tsx bench/api/list-plans.ts postgres://.../database [--text]
 * Prints each plan's median execution and planning time of five runs (after one warm-up) and
 * its buffers; --text prints the first run's plan too.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MealListQuerySchema } from '@messmate/shared';
import { openDatabase } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/rows-of';
import { listAnswerQuery } from '../../apps/server/src/modules/meals/list-answer-repository';
import { mealsRepository } from '../../apps/server/src/modules/meals/repository';
import { toListFilters } from '../../apps/server/src/modules/meals/service';
import { benchCases } from './cases';

const url = process.argv[2];
if (!url) throw new Error('Give the database URL');
const withText = process.argv.includes('--text');
const { db, close } = await openDatabase({ kind: 'postgres', url, poolSize: 1 });

interface Explained {
  'Execution Time': number;
  'Planning Time': number;
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
}

async function explained(query: { getSQL(): SQL }): Promise<Explained> {
  const rows = await rowsOf<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (analyze, buffers, format json) ${query.getSQL()}`,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Explained[];
  if (!plan) throw new Error('EXPLAIN gave no plan');
  return plan;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const benchCase of benchCases('', '').filter((one) => one.group === 'list')) {
  const query = Object.fromEntries(new URL(benchCase.path, 'http://bench').searchParams);
  const filters = toListFilters(MealListQuerySchema.parse(query));
  for (const [kind, build] of [
    ['rows', () => mealsRepository.listQuery(db, filters)],
    ['json', () => listAnswerQuery(db, filters)],
  ] as const) {
    await explained(build());
    const runs: Explained[] = [];
    for (let i = 0; i < 5; i++) runs.push(await explained(build()));
    const first = runs[0];
    if (!first) continue;
    console.log(
      `${benchCase.name} [${kind}]: execution ${median(runs.map((run) => run['Execution Time'])).toFixed(3)} ms, planning ${median(runs.map((run) => run['Planning Time'])).toFixed(3)} ms, buffers ${first.Plan['Shared Hit Blocks'] + first.Plan['Shared Read Blocks']}`,
    );
    if (withText) {
      const rows = await rowsOf<{ 'QUERY PLAN': string }>(
        db,
        sql`explain (analyze, buffers) ${build().getSQL()}`,
      );
      console.log(rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
    }
  }
}
await close();
