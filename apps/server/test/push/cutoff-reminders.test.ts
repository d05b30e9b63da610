import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushPayloadSchema, type PushPayload } from '@messmate/shared';
import { cutoffReminderOptIns, cutoffRemindersSent, user } from '../../src/db/schema';
import { boardCalls, dhaka } from '../board/board-calls';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { clockAt, restoreClockAfterEach } from '../helpers/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { optedIn } from './helpers';
import { startLocalPushService, type LocalPushService } from './local-push-service';
import { menuNewsCalls } from './menu-news-calls';

restoreClockAfterEach();

let pushService: LocalPushService;
let t: TestApp;
let board: ReturnType<typeof boardCalls>;
let news: ReturnType<typeof menuNewsCalls>;
let admin: SignedIn;
let meal: { id: string };
const PLANNING = dhaka('2031-03-01', '09:00');
beforeAll(async () => {
  pushService = await startLocalPushService();
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true' }, { pushAgent: pushService.agent });
  board = boardCalls(t.app);
  news = menuNewsCalls(t.app);
  admin = await signedInAs(t.app, { role: 'admin' });
  meal = await createMeal(t.db, { title: 'Bhuna khichuri', category: 'Lunch' });
}, SLOW_MACHINE.timeout * 2);
afterAll(async () => {
  await t.close();
  await pushService.close();
});

async function plan(date: string, sitting: 'Breakfast' | 'Lunch' | 'Dinner') {
  const res = await board.plan(admin, date, sitting, [meal.id], PLANNING);
  expect(res.statusCode, res.body).toBe(200);
}

/** A resident with a browser at the local push service, and the reminder on unless told. */
async function resident(name: string, options: { remind?: boolean; phone?: boolean } = {}) {
  const who = await signedInAs(t.app, { name });
  const endpoint = pushService.endpoint(`${name}-${who.user._id}`);
  const phone = options.phone === false ? null : await optedIn(t.app, who, endpoint);
  if (options.remind !== false) {
    expect((await news.setReminder(who, { on: true })).json()).toEqual({ on: true });
  }
  return { who, endpoint, phone };
}

type Resident = Awaited<ReturnType<typeof resident>>;

function pushesTo({ endpoint, phone }: Resident): PushPayload[] {
  const path = new URL(endpoint).pathname;
  return pushService.received
    .filter((push) => push.path === path)
    .map((push) => PushPayloadSchema.parse(JSON.parse(phone?.decrypt(push.body) ?? '{}')));
}

describe('GET and PUT /api/users/me/cutoff-reminder', SLOW_MACHINE, () => {
  it("keeps a resident's choice on the server", async () => {
    const who = await signedInAs(t.app);
    expect((await news.reminder(who)).json()).toEqual({ on: false });
    expect((await news.setReminder(who, { on: true })).json()).toEqual({ on: true });
    expect((await news.setReminder(who, { on: true })).json()).toEqual({ on: true });
    expect((await news.reminder(who)).json()).toEqual({ on: true });
    expect((await news.setReminder(who, { on: false })).json()).toEqual({ on: false });
    expect((await news.reminder(who)).json()).toEqual({ on: false });
  });

  it('refuses a visitor (401), an admin (403) and a body that is not on/off (400), storing nothing', async () => {
    const who = await signedInAs(t.app);
    for (const visitor of [await news.reminder(null), await news.setReminder(null, { on: true })]) {
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().message).toBe('Sign in to get a reminder before the cut-off.');
    }
    const kitchen = await news.setReminder(admin, { on: true });
    expect(kitchen.statusCode).toBe(403);
    expect(kitchen.json()).toMatchObject({ code: 'RESIDENTS_ONLY' });
    expect((await news.reminder(admin)).json()).toEqual({ on: false });
    for (const body of [{}, { on: 'yes' }, { on: 1 }, { on: null }]) {
      const bad = await news.setReminder(who, body);
      expect(bad.statusCode).toBe(400);
    }
    expect((await news.setReminder(who, { on: 'yes' })).json().message).toContain(
      'on must be true or false.',
    );
    const stored = await t.db
      .select()
      .from(cutoffReminderOptIns)
      .where(eq(cutoffReminderOptIns.userId, who.user._id));
    expect(stored).toEqual([]);
    expect((await news.reminder(who)).json()).toEqual({ on: false });
  });
});

describe('the reminder before a cut-off', SLOW_MACHINE, () => {
  it('goes an hour before, on the community clock, once, to opted-in residents with a browser, saying on or off', async () => {
    await plan('2031-03-04', 'Lunch');
    await plan('2031-03-04', 'Dinner');
    const on = await resident('on');
    const off = await resident('off');
    expect((await board.choose(off.who, '2031-03-04', 'Lunch', false, PLANNING)).statusCode).toBe(
      200,
    );
    const bangla = await resident('bangla');
    await t.db.update(user).set({ language: 'bn' }).where(eq(user.id, bangla.who.user._id));
    const notAsked = await resident('not-asked', { remind: false });
    const noPhone = await resident('no-phone', { phone: false });

    // Lunch closes at 10:30 in Dhaka: the window opens at 09:30.
    const before = await t.app.cutoffReminders.tick(new Date(dhaka('2031-03-04', '09:29:59')));
    expect(before.claimed).toBe(0);

    const inside = await t.app.cutoffReminders.tick(new Date(dhaka('2031-03-04', '09:30')));
    expect(inside).toEqual({ claimed: 3, outcome: { sent: 3, removed: 0, failed: 0 } });
    expect(pushesTo(on)).toEqual([
      {
        title: 'Lunch closes at 10:30',
        body: "You're on the board for Lunch on Tue 4 Mar. Turn it off before 10:30 if you won't eat.",
        link: '/menu',
        tag: 'cutoff-2031-03-04-Lunch',
      },
    ]);
    expect(pushesTo(off)).toMatchObject([
      {
        title: 'Lunch closes at 10:30',
        body: "You're off the board for Lunch on Tue 4 Mar. Turn it on before 10:30 if you want to eat.",
      },
    ]);
    expect(pushesTo(bangla)).toMatchObject([
      {
        title: 'দুপুরের খাবার: 10:30-এ সময়সীমা শেষ',
        body: 'দুপুরের খাবার, মঙ্গল 4 মার্চ: আপনি বোর্ডে আছেন। না খেলে 10:30-এর আগে বন্ধ করুন।',
      },
    ]);
    expect(pushesTo(notAsked)).toEqual([]);
    expect(
      await t.db.$count(cutoffRemindersSent, eq(cutoffRemindersSent.userId, noPhone.who.user._id)),
    ).toBe(0);

    // Later ticks in the same window send nothing more; Dinner (17:00) is not due yet.
    expect((await t.app.cutoffReminders.tick(new Date(dhaka('2031-03-04', '10:29')))).claimed).toBe(
      0,
    );
    expect(pushesTo(on)).toHaveLength(1);

    const dinner = await t.app.cutoffReminders.tick(new Date(dhaka('2031-03-04', '16:00:30')));
    expect(dinner.claimed).toBe(3);
    expect(pushesTo(on).map((push) => push.title)).toEqual([
      'Lunch closes at 10:30',
      'Dinner closes at 17:00',
    ]);
  });

  it('reminds of Breakfast the evening before, when its cut-off is; a sitting past its cut-off is not reminded', async () => {
    await plan('2031-03-06', 'Breakfast');
    const early = await resident('early');
    expect(
      (await t.app.cutoffReminders.tick(new Date(dhaka('2031-03-05', '20:59:59')))).claimed,
    ).toBe(0);
    expect((await t.app.cutoffReminders.tick(new Date(dhaka('2031-03-06', '07:00')))).claimed).toBe(
      0,
    );
    await t.app.cutoffReminders.tick(new Date(dhaka('2031-03-05', '21:00')));
    expect(pushesTo(early)).toMatchObject([
      {
        title: 'Breakfast closes at 22:00',
        body: "You're on the board for Breakfast on Thu 6 Mar. Turn it off before 22:00 if you won't eat.",
      },
    ]);
  });
});

describe('the scheduler', SLOW_MACHINE, () => {
  it('ticks by itself every CUTOFF_REMINDER_TICK_SECONDS', async () => {
    const ticking = await createTestApp(
      { TEST_CLOCK_HEADER: 'true', CUTOFF_REMINDER_TICK_SECONDS: '1' },
      { pushAgent: pushService.agent },
    );
    try {
      const kitchen = await signedInAs(ticking.app, { role: 'admin' });
      const dish = await createMeal(ticking.db, { title: 'Tehari', category: 'Dinner' });
      const planned = await boardCalls(ticking.app).plan(
        kitchen,
        '2031-03-07',
        'Dinner',
        [dish.id],
        PLANNING,
      );
      expect(planned.statusCode).toBe(200);
      const who = await signedInAs(ticking.app);
      const endpoint = pushService.endpoint(`ticking-${who.user._id}`);
      const phone = await optedIn(ticking.app, who, endpoint);
      await menuNewsCalls(ticking.app).setReminder(who, { on: true });

      clockAt(dhaka('2031-03-07', '16:10'));
      const [push] = await pushService.until(endpoint, 1, 5_000);
      expect(JSON.parse(phone.decrypt(push?.body ?? Buffer.alloc(0)))).toMatchObject({
        title: 'Dinner closes at 17:00',
      });
    } finally {
      await ticking.close();
    }
  });
});
