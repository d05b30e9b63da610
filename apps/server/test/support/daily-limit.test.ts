import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportThreads } from '../../src/db/schema';
import { signedInAs } from '../factories/users';
import { clockAt, restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { openThread } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());
restoreClockAfterEach();

const body = { topic: 'other', subject: 'A question', message: 'Hello kitchen' };
const threadsOf = (userId: string) =>
  t.db.$count(supportThreads, eq(supportThreads.userId, userId));

describe('opening threads: 5 a day per resident', SLOW_MACHINE, () => {
  it('accepts exactly 5 of 20 simultaneous opens from one resident', async () => {
    clockAt('2026-05-10T06:00:00Z'); // noon in Dhaka: the burst cannot straddle midnight
    const resident = await signedInAs(t.app, { badge: 'Platinum' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => openThread(t.app, resident, body)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await threadsOf(resident.user._id)).toBe(5);
    expect(answers.find((res) => res.statusCode === 429)?.json()).toMatchObject({
      code: 'SUPPORT_THREAD_LIMIT',
      message:
        'You can open 5 support threads a day. You can still reply in the threads you have. ' +
        'Your limit resets at midnight (Asia/Dhaka), in 12 h.',
    });
  });

  it("starts over at midnight in Dhaka, not at midnight UTC, and counts nobody else's", async () => {
    const resident = await signedInAs(t.app);
    const neighbour = await signedInAs(t.app);
    clockAt('2026-05-11T17:59:00Z'); // 23:59 in Dhaka
    for (let n = 0; n < 5; n += 1) {
      expect((await openThread(t.app, resident, body)).statusCode).toBe(201);
    }
    expect((await openThread(t.app, resident, body)).statusCode).toBe(429);
    expect((await openThread(t.app, neighbour, body)).statusCode).toBe(201);
    clockAt('2026-05-11T18:00:00Z'); // 00:00 the next day in Dhaka
    expect((await openThread(t.app, resident, body)).statusCode).toBe(201);
    expect(await threadsOf(resident.user._id)).toBe(6);
  });
});
