import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../src/db/schema';
import { signedInAs, type SignedIn } from '../factories/users';
import { clockAt, restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { notificationsOf } from '../notifications/helpers';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { listThreads, openedThread, reply } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());
restoreClockAfterEach();

const ofKind = async (who: SignedIn, kind: string) =>
  (await notificationsOf(t.app, who)).filter((n) => n.kind === kind);

describe("the kitchen's queue", SLOW_MACHINE, () => {
  it('puts Gold and Platinum first, then the longest waiting, and filters by status and topic', async () => {
    const topic = 'payment';
    const bronze = await signedInAs(t.app, { badge: 'Bronze', name: 'Bronze Early' });
    const silver = await signedInAs(t.app, { badge: 'Silver', name: 'Silver Later' });
    const gold = await signedInAs(t.app, { badge: 'Gold', name: 'Gold Latest' });
    const platinum = await signedInAs(t.app, { badge: 'Platinum', name: 'Platinum Mid' });
    clockAt('2026-03-01T04:00:00Z');
    const oldest = await openedThread(t.app, bronze, { topic });
    clockAt('2026-03-01T05:00:00Z');
    const platinumThread = await openedThread(t.app, platinum, { topic });
    clockAt('2026-03-01T06:00:00Z');
    const silverThread = await openedThread(t.app, silver, { topic });
    clockAt('2026-03-01T07:00:00Z');
    const goldThread = await openedThread(t.app, gold, { topic });
    vi.useRealTimers();
    expect([platinumThread.priority, goldThread.priority, silverThread.priority]).toEqual([
      'priority',
      'priority',
      'standard',
    ]);

    const queue = (await listThreads(t.app, admin, { topic })).json<
      { _id: string; badge: string }[]
    >();
    expect(queue.map((row) => row._id)).toEqual([
      platinumThread._id,
      goldThread._id,
      oldest._id,
      silverThread._id,
    ]);
    expect(queue.map((row) => row.badge)).toEqual(['Platinum', 'Gold', 'Bronze', 'Silver']);

    await reply(t.app, admin, platinumThread._id, 'Refunded.');
    const open = (await listThreads(t.app, admin, { topic, status: 'open' })).json<
      { _id: string }[]
    >();
    expect(open.map((row) => row._id)).toEqual([goldThread._id, oldest._id, silverThread._id]);
    const bad = await listThreads(t.app, admin, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be open, answered or closed.');
  });

  it('keeps the priority of the badge at the time of writing', async () => {
    const resident = await signedInAs(t.app, { badge: 'Gold' });
    const thread = await openedThread(t.app, resident, { topic: 'account' });
    await t.db.update(user).set({ badge: 'Bronze' }).where(eq(user.id, resident.user._id));
    const later = await openedThread(t.app, resident, { topic: 'account' });
    const mine = (await listThreads(t.app, resident)).json<{ _id: string; priority: string }[]>();
    expect(mine.find((row) => row._id === thread._id)?.priority).toBe('priority');
    expect(mine.find((row) => row._id === later._id)?.priority).toBe('standard');
  });
});

describe('the bell', SLOW_MACHINE, () => {
  it("tells every admin of a new thread and a resident's reply, and the resident of the kitchen's answer", async () => {
    const secondAdmin = await signedInAs(t.app, { role: 'admin' });
    const resident = await signedInAs(t.app, { badge: 'Gold', name: 'Nadia' });
    const neighbour = await signedInAs(t.app);
    const thread = await openedThread(t.app, resident, { subject: 'Missing plate' });
    const link = `/dashboard/admin/support/${thread._id}`;
    for (const who of [admin, secondAdmin]) {
      expect(await ofKind(who, 'support_thread_opened')).toContainEqual(
        expect.objectContaining({
          title: 'New priority support thread',
          body: 'Nadia asks: "Missing plate".',
          link,
        }),
      );
    }
    expect(await ofKind(resident, 'support_reply')).toEqual([]);

    await reply(t.app, admin, thread._id, 'Found it at the counter.');
    expect(await ofKind(resident, 'support_reply')).toMatchObject([
      {
        title: 'The kitchen answered you',
        body: 'There is a reply to "Missing plate".',
        link: `/dashboard/support/${thread._id}`,
        read: false,
      },
    ]);
    expect(await ofKind(neighbour, 'support_reply')).toEqual([]);

    await reply(t.app, resident, thread._id, 'Thanks!');
    expect(await ofKind(secondAdmin, 'support_resident_reply')).toContainEqual(
      expect.objectContaining({ body: 'Nadia replied in "Missing plate".', link }),
    );
    expect(await ofKind(resident, 'support_resident_reply')).toEqual([]);
  });

  it('puts a thread back in the queue from the moment the resident writes after an answer', async () => {
    const resident = await signedInAs(t.app);
    clockAt('2026-04-01T04:00:00Z');
    const thread = await openedThread(t.app, resident);
    clockAt('2026-04-01T05:00:00Z');
    await reply(t.app, admin, thread._id, 'Answered.');
    clockAt('2026-04-01T06:00:00Z');
    const again = (await reply(t.app, resident, thread._id, 'Not fixed')).json();
    expect(again).toMatchObject({ status: 'open', waitingSince: '2026-04-01T06:00:00.000Z' });
  });
});
