// node --import tsx bench/profile/trigger-cost.ts [--statements 400] [--rounds 7] [--size 200]
// What the change triggers of migration 0025 (decision 0054) cost a writer: the same update of a
// meal request (Serve) and of a review's helpful count, timed with the trigger on, with it off,
// and with it off plus the separate pg_notify statement that announced a serve before 0025; and
// the rush's like (its update of meals sets no column the meals trigger watches) with the meals
// triggers on and off.
// PGlite in $BENCH_DATA_DIR/trigger-cost runs in this process, so its CPU time is counted; on
// PostgreSQL (DATABASE_URL set; database BENCH_PG_DATABASE) only the client's is. The variants
// of one write take turns, round after round, and each one's median round is reported, so the
// load of a shared machine falls on all of them alike.
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/client';
import { mealLikesRepository } from '../../apps/server/src/modules/meal-likes/repository';
import { injectBenchDatabase } from './inject-app';

const { values } = parseArgs({
  options: {
    statements: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '7' },
    size: { type: 'string', default: '200' },
  },
});
const statements = Number(values.statements);
const rounds = Number(values.rounds);
const database = await injectBenchDatabase('trigger-cost');
const { busiestMealId } = await database.grow(Number(values.size));

type Rows<Row> = { rows: Row[] };
const ids = async (db: Executor, query: SQL) =>
  ((await db.execute(query)) as unknown as Rows<{ id: string }>).rows.map((row) => row.id);

/** CPU and wall time per statement of one round of `run`. */
async function round(run: (n: number) => Promise<unknown>, from: number) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let n = from; n < from + statements; n += 1) await run(n);
  const used = process.cpuUsage(cpu);
  return {
    cpu: (used.user + used.system) / statements,
    wall: ((performance.now() - started) * 1000) / statements,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

interface Variant {
  label: string;
  /** Puts the database in this variant's state (a trigger on or off). */
  setUp(): Promise<unknown>;
  run(n: number): Promise<unknown>;
}

/** The variants in turns, `rounds` times; each one's median CPU and wall time per statement. */
async function compare(variants: Variant[]) {
  const cpu = variants.map(() => [] as number[]);
  const wall = variants.map(() => [] as number[]);
  let n = 0;
  for (let r = -1; r < rounds; r += 1) {
    for (const [i, variant] of variants.entries()) {
      await variant.setUp();
      const measured = await round(variant.run, n);
      n += statements;
      // The first round warms every variant up and is not counted.
      if (r < 0) continue;
      cpu[i]?.push(measured.cpu);
      wall[i]?.push(measured.wall);
    }
  }
  for (const [i, variant] of variants.entries()) {
    console.log(
      `${variant.label.padEnd(62)} ${median(cpu[i] ?? [])
        .toFixed(0)
        .padStart(5)} µs CPU  (wall ${median(wall[i] ?? []).toFixed(0)} µs)`,
    );
  }
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
  const triggers = (on: boolean, table: string, names: string[]) => async () => {
    for (const name of names) {
      await db.execute(
        sql`alter table ${sql.identifier(table)} ${on ? sql`enable` : sql`disable`} trigger ${sql.identifier(name)}`,
      );
    }
  };
  // Each run changes the row (the triggers fire only when a row really changes).
  const serve = (n: number) =>
    db.execute(sql`update meal_requests set status = ${n % 2 ? 'pending' : 'delivered'},
      served_at = ${n % 2 ? null : sql`now()`} where id = ${pick(requestIds, n)}`);
  const helpful = (n: number) =>
    db.execute(sql`update reviews set likes = ${n} where id = ${pick(reviewIds, n)}`);
  const announce = (n: number) =>
    db.execute(sql`select pg_notify('messmate_person_changes', json_build_object('type',
      'meal-request', 'userId', ${`bench-user-${n % 200}`}::text)::text)`);
  // Like, then take it back: each statement changes a like and the meal's count.
  const like = (n: number) =>
    mealLikesRepository.setLike(
      db,
      { mealId: busiestMealId, userId: `bench-user-${Math.floor(n / 2) % 200}` },
      n % 2 === 0,
    );

  console.log(`${rounds} rounds of ${statements} statements, medians, ${database.kind}`);
  const requestTrigger = (on: boolean) => triggers(on, 'meal_requests', ['meal_request_updated']);
  await compare([
    { label: 'serve a request, trigger on', setUp: requestTrigger(true), run: serve },
    { label: 'serve a request, trigger off', setUp: requestTrigger(false), run: serve },
    {
      label: 'serve a request, trigger off, + pg_notify statement (before)',
      setUp: requestTrigger(false),
      run: async (n) => {
        await serve(n);
        await announce(n);
      },
    },
  ]);
  await requestTrigger(true)();
  const reviewTrigger = (on: boolean) => triggers(on, 'reviews', ['review_updated']);
  await compare([
    { label: "a review's helpful count, trigger on", setUp: reviewTrigger(true), run: helpful },
    { label: "a review's helpful count, trigger off", setUp: reviewTrigger(false), run: helpful },
  ]);
  await reviewTrigger(true)();
  const mealTriggers = (on: boolean) =>
    triggers(on, 'meals', ['meal_bangla_title_changed', 'meal_deleted']);
  await compare([
    {
      label: 'like and unlike (the rush), meals triggers on',
      setUp: mealTriggers(true),
      run: like,
    },
    {
      label: 'like and unlike (the rush), meals triggers off',
      setUp: mealTriggers(false),
      run: like,
    },
  ]);
  await mealTriggers(true)();
});
await database.drop();
