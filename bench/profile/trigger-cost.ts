// node --import tsx bench/profile/trigger-cost.ts [--statements 2000] [--size 200]
// What the change triggers of migration 0026 (decision 0054) cost a writer: the same update of a
// meal request (Serve) and of a review's helpful count, timed with the trigger on, with it off,
// and with it off plus the separate pg_notify statement that announced a serve before 0026.
// PGlite in $BENCH_DATA_DIR/trigger-cost runs in this process, so its CPU time is counted; on
// PostgreSQL (DATABASE_URL set; database BENCH_PG_DATABASE) only the wall time per statement is.
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/client';
import { injectBenchDatabase } from './inject-app';

const { values } = parseArgs({
  options: {
    statements: { type: 'string', default: '2000' },
    size: { type: 'string', default: '200' },
  },
});
const statements = Number(values.statements);
const database = await injectBenchDatabase('trigger-cost');
const { busiestMealId } = await database.grow(Number(values.size));

type Rows<Row> = { rows: Row[] };
const ids = async (db: Executor, query: SQL) =>
  ((await db.execute(query)) as unknown as Rows<{ id: string }>).rows.map((row) => row.id);

async function timed(label: string, run: (n: number) => Promise<unknown>) {
  for (let n = 0; n < 100; n += 1) await run(n);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let n = 0; n < statements; n += 1) await run(n);
  const used = process.cpuUsage(cpu);
  const wall = ((performance.now() - started) * 1000) / statements;
  const micros = (used.user + used.system) / statements;
  console.log(
    `${label.padEnd(58)} ${micros.toFixed(0).padStart(5)} µs CPU  (wall ${wall.toFixed(0)} µs)`,
  );
}

await database.use(async (db) => {
  await db.execute(sql`
    insert into meal_requests (meal_id, meal_title, user_id, community_day, requested_at)
    select ${busiestMealId}::uuid, 'Trigger bench', 'bench-user-' || n, current_date, now()
    from generate_series(0, 199) as n`);
  await db.execute(sql`
    insert into reviews (meal_id, meal_title, user_id, content, rating)
    select ${busiestMealId}::uuid, 'Trigger bench', 'bench-user-' || n, 'Trigger bench', null
    from generate_series(0, 199) as n`);
  const requestIds = await ids(
    db,
    sql`select id from meal_requests where meal_title = 'Trigger bench'`,
  );
  const reviewIds = await ids(db, sql`select id from reviews where meal_title = 'Trigger bench'`);
  const pick = (list: string[], n: number) => list[n % list.length] ?? '';
  // Each run changes the row (the triggers fire only when a row really changes).
  const serve = (n: number) =>
    db.execute(sql`update meal_requests set status = ${n % 2 ? 'pending' : 'delivered'},
      served_at = ${n % 2 ? null : sql`now()`} where id = ${pick(requestIds, n)}`);
  const helpful = (n: number) =>
    db.execute(sql`update reviews set likes = ${n} where id = ${pick(reviewIds, n)}`);
  const announce = (n: number) =>
    db.execute(sql`select pg_notify('messmate_person_changes', json_build_object('type',
      'meal-request', 'userId', ${`bench-user-${n % 200}`}::text)::text)`);

  console.log(`${statements} statements each, ${database.kind}`);
  for (const trigger of ['on', 'off'] as const) {
    const toggle = trigger === 'on' ? sql`enable` : sql`disable`;
    await db.execute(sql`alter table meal_requests ${toggle} trigger meal_request_updated`);
    await db.execute(sql`alter table reviews ${toggle} trigger review_updated`);
    await timed(`serve a request, trigger ${trigger}`, serve);
    await timed(`a review's helpful count, trigger ${trigger}`, helpful);
  }
  await timed('serve a request, trigger off, + pg_notify statement (before)', async (n) => {
    await serve(n);
    await announce(n);
  });
  await db.execute(sql`alter table meal_requests enable trigger meal_request_updated`);
  await db.execute(sql`alter table reviews enable trigger review_updated`);
});
await database.drop();
