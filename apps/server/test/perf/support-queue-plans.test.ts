import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRepository } from '../../src/modules/support/repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { planOf } from './explain';

// A busy hostel group after a year or two: far more threads than one page of the queue.
const THREADS = 20_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    insert into "user" (id, name, email, badge)
    select 'queue-user-' || n, 'Queue Resident ' || n, 'queue-user-' || n || '@example.test',
           (array['Bronze','Silver','Gold','Platinum'])[1 + n % 4]
    from generate_series(0, 499) as n`);
  await t.db.execute(sql`
    insert into support_threads (user_id, topic, subject, status, priority, author_badge,
                                 community_day, waiting_since)
    select 'queue-user-' || n % 500, (array['food','request','payment','account','other']::support_topic[])[1 + n % 5],
           'Question ' || n, (array['open','answered','closed','closed','closed']::support_status[])[1 + n % 5],
           (array['standard','standard','priority','priority']::support_priority[])[1 + n % 4], 'Bronze',
           date '2026-01-01' + n / 50, now() - n * interval '1 minute'
    from generate_series(1, ${THREADS}::int) as n`);
  await t.db.execute(sql`
    insert into support_messages (thread_id, author_name, from_kitchen, body)
    select id, 'Queue Resident', j = 2, 'Message ' || j from support_threads cross join generate_series(1, 2) as j`);
  await t.db.execute(sql`vacuum analyze`);
}, 120_000);
afterAll(() => t.close());

describe(`support query plans at ${THREADS} threads`, () => {
  it("walks the queue index for the kitchen's order instead of sorting every thread", async () => {
    const plan = await planOf(t.db, supportRepository.listThreads(t.db, {}));
    expect(plan).toContain('support_threads_queue_idx');
    expect(plan).not.toMatch(/Seq Scan on support_threads/);
  });

  it("reads one resident's threads through the author index", async () => {
    const plan = await planOf(
      t.db,
      supportRepository.listThreads(t.db, { userId: 'queue-user-7' }),
    );
    expect(plan).toMatch(/support_threads_user_\w+_idx/);
    expect(plan).not.toMatch(/Seq Scan on support_threads/);
  });

  it("reads a thread's messages through the messages-by-thread index", async () => {
    const [thread] = await supportRepository.listThreads(t.db, {});
    if (!thread) throw new Error('no thread was inserted');
    const plan = await planOf(t.db, supportRepository.listMessages(t.db, thread.id));
    expect(plan).toContain('support_messages_thread_idx');
    expect(plan).not.toMatch(/Seq Scan on support_messages/);
  });
});
