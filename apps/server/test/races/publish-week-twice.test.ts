import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { menuPublications, notifications } from '../../src/db/schema';
import { boardCalls, dhaka } from '../board/board-calls';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import type { TestApp } from '../helpers/test-app';
import { optedIn } from '../push/helpers';
import type { LocalPushService } from '../push/local-push-service';
import { menuNewsCalls } from '../push/menu-news-calls';
import { startTwoInstancesWithPush } from '../push/two-instances';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { statuses } from './calls';

let pushService: LocalPushService;
let t: TestApp;
/** A second instance on the same database, as behind a load balancer. */
let other: App;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ pushService, t, other, close } = await startTwoInstancesWithPush());
}, SLOW_MACHINE.timeout * 2);
afterAll(() => close());

const NOW = dhaka('2031-02-27', '09:00');

it(
  'a double click and a second instance publishing the same plan at once make one publication: one bell note and one push each',
  async () => {
    const first = await signedInAs(t.app, { role: 'admin' });
    const second = await signedInAs(t.app, { role: 'admin' });
    const meal = await createMeal(t.db, { title: 'Khichuri', category: 'Lunch' });
    const residents: SignedIn[] = [];
    for (let n = 0; n < 3; n += 1) residents.push(await signedInAs(t.app));
    const endpoints = residents.map((resident) =>
      pushService.endpoint(`race-${resident.user._id}`),
    );
    for (const [n, resident] of residents.entries()) {
      await optedIn(t.app, resident, endpoints[n] ?? '');
    }
    const here = menuNewsCalls(t.app);
    const there = menuNewsCalls(other);
    const board = boardCalls(t.app);

    const days = ['2031-03-03', '2031-03-04', '2031-03-05', '2031-03-06'];
    for (const [round, date] of days.entries()) {
      // Each round changes the plan, so each is a new publication.
      expect((await board.plan(first, date, 'Lunch', [meal.id], NOW)).statusCode).toBe(200);
      const answers = await Promise.all([
        here.publish(first, { from: '2031-03-03' }, NOW),
        here.publish(first, { from: '2031-03-03' }, NOW),
        there.publish(second, { from: '2031-03-03' }, NOW),
      ]);
      expect(statuses(answers).sort(), answers.map((a) => a.body).join('\n')).toEqual([
        200, 200, 201,
      ]);
      expect(
        await t.db.$count(menuPublications, eq(menuPublications.weekStart, '2031-03-03')),
      ).toBe(round + 1);
      for (const resident of residents) {
        const notes = await t.db.$count(
          notifications,
          and(
            eq(notifications.userId, resident.user._id),
            eq(notifications.kind, 'menu_published'),
          ),
        );
        expect(notes).toBe(round + 1);
      }
      for (const endpoint of endpoints) await pushService.until(endpoint, round + 1);
    }
    await Promise.all([t.app.push.settle(), other.push.settle()]);
    for (const endpoint of endpoints) {
      const path = new URL(endpoint).pathname;
      expect(pushService.received.filter((push) => push.path === path)).toHaveLength(days.length);
    }
  },
  SLOW_MACHINE.timeout * 2,
);
