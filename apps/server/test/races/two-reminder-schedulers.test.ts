import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { cutoffRemindersSent } from '../../src/db/schema';
import { boardCalls, dhaka } from '../board/board-calls';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import type { TestApp } from '../helpers/test-app';
import { optedIn } from '../push/helpers';
import type { LocalPushService } from '../push/local-push-service';
import { menuNewsCalls } from '../push/menu-news-calls';
import { startTwoInstancesWithPush } from '../push/two-instances';
import { SLOW_MACHINE } from '../requests/slow-machine';

let pushService: LocalPushService;
let t: TestApp;
/** A second instance on the same database: its scheduler ticks at the same moments. */
let other: App;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ pushService, t, other, close } = await startTwoInstancesWithPush());
}, SLOW_MACHINE.timeout * 2);
afterAll(() => close());

it(
  'two instances ticking at the same moment send each resident one reminder per sitting',
  async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    const meal = await createMeal(t.db, { title: 'Shorshe ilish', category: 'Lunch' });
    const planning = dhaka('2031-03-01', '09:00');
    const endpoints: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const resident = await signedInAs(t.app);
      const endpoint = pushService.endpoint(`two-schedulers-${resident.user._id}`);
      await optedIn(t.app, resident, endpoint);
      await menuNewsCalls(t.app).setReminder(resident, { on: true });
      endpoints.push(endpoint);
    }
    const days = ['2031-03-03', '2031-03-04', '2031-03-05'];
    for (const [round, date] of days.entries()) {
      const planned = await boardCalls(t.app).plan(admin, date, 'Lunch', [meal.id], planning);
      expect(planned.statusCode).toBe(200);
      const now = new Date(dhaka(date, '09:45'));
      const [here, there] = await Promise.all([
        t.app.cutoffReminders.tick(now),
        other.cutoffReminders.tick(now),
      ]);
      expect(here.claimed + there.claimed).toBe(endpoints.length);
      expect(here.outcome.sent + there.outcome.sent).toBe(endpoints.length);
      const claims = await t.db.$count(
        cutoffRemindersSent,
        and(eq(cutoffRemindersSent.date, date), eq(cutoffRemindersSent.sitting, 'Lunch')),
      );
      expect(claims).toBe(endpoints.length);
      for (const endpoint of endpoints) {
        const path = new URL(endpoint).pathname;
        expect(pushService.received.filter((push) => push.path === path)).toHaveLength(round + 1);
      }
    }
  },
  SLOW_MACHINE.timeout * 2,
);
