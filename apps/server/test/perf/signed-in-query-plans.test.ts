import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStateQuery } from '../../src/modules/meal-requests/day-state-repository';
import { mealRequestsRepository } from '../../src/modules/meal-requests/repository';
import { notificationsRepository } from '../../src/modules/notifications/repository';
import { reviewsRepository } from '../../src/modules/reviews/repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { planOf } from './explain';
import { insertManyMeals } from './many-meals';

/**
 * The signed-in reads at a size where reading a whole table costs far more than an index:
 * 5,000 meals with their reviews and about 20,000 likes, 20,000 requests and 30,000 notifications (most read) among
 * the 50 perf residents, statistics refreshed as autovacuum would.
 */
const RESIDENT = 'perf-user-7';
const DAY = '2026-03-12';
let t: TestApp;
let mealId: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertManyMeals(t.db, 5000);
  await t.db.execute(sql`
    insert into meal_requests (meal_id, meal_title, user_id, requested_at, community_day)
    select m.id, m.title, 'perf-user-' || (n % 50), m.created_at, date '2026-03-12' - (n % 60)
    from generate_series(1, 20000) as n
    join meals m on m.id = (select id from meals order by created_at offset (n % 5000) limit 1)`);
  await t.db.execute(sql`
    insert into meal_likes (meal_id, user_id)
    select m.id, 'perf-user-' || ((j * 13 + m.likes) % 50) from meals m cross join generate_series(0, 3) as j
    on conflict do nothing`);
  await t.db.execute(sql`
    insert into notifications (user_id, kind, title, body, read_at)
    select 'perf-user-' || (n % 50), 'menu', 'Menu', 'The week is out.',
           case when n % 20 = 0 then null else now() end
    from generate_series(1, 30000) as n`);
  await t.db.execute(sql`vacuum analyze`);
  const [meal] = await t.db
    .execute(sql`select id from meals limit 1`)
    .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
  if (!meal) throw new Error('no meal was inserted');
  mealId = meal.id;
}, 240_000);
afterAll(() => t.close());

describe('signed-in read query plans', () => {
  it("counts the bell's unread notifications on the unread-only index", async () => {
    const plan = await planOf(t.db, notificationsRepository.countUnreadQuery(t.db, RESIDENT));
    expect(plan).toContain('notifications_unread_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('pages the bell and replays a reconnecting stream in write order on (user_id, seq), unsorted', async () => {
    const [note] = await t.db
      .execute(
        sql`select id from notifications where user_id = ${RESIDENT} order by seq offset 300 limit 1`,
      )
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    const id = note?.id ?? '';
    for (const query of [
      notificationsRepository.listNewestFirst(t.db, RESIDENT, { limit: 21 }),
      notificationsRepository.listNewestFirst(t.db, RESIDENT, { before: id, limit: 21 }),
      notificationsRepository.listNewerThan(t.db, RESIDENT, id, 50),
    ]) {
      const plan = await planOf(t.db, query);
      expect(plan).toContain('notifications_user_seq_idx');
      expect(plan).not.toMatch(/Seq Scan on notifications|Sort/);
    }
  });

  it("reads one resident's requests (My Requests) through their index, newest first", async () => {
    const plan = await planOf(t.db, mealRequestsRepository.listQuery(t.db, { userId: RESIDENT }));
    // Either index led by user_id serves it: a few hundred rows sort in no time.
    expect(plan).toMatch(/meal_requests_user_(requested|day)_idx/);
    expect(plan).not.toMatch(/Seq Scan on meal_requests/);
  });

  it("reads one author's reviews (My Reviews) through their index, newest first", async () => {
    const plan = await planOf(t.db, reviewsRepository.listQuery(t.db, RESIDENT));
    expect(plan).toMatch(/reviews_user_idx/);
    expect(plan).not.toMatch(/Seq Scan on reviews/);
  });

  it("reads the caller's day on a meal without scanning a big table", async () => {
    const plan = await planOf(t.db, dayStateQuery(t.db, RESIDENT, mealId, DAY));
    // The perf residents (50) and their helpful marks (none) are small enough to scan.
    expect(plan).not.toMatch(/Seq Scan on (meals|meal_likes|meal_requests|reviews)\b/);
    expect(plan).toContain('meal_requests_user_day_idx');
  });
});
