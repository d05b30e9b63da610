import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushPayloadSchema, type PublishWeekResult } from '@messmate/shared';
import { menuPublications, notifications, user } from '../../src/db/schema';
import { boardCalls, dhaka } from '../board/board-calls';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { optedIn } from './helpers';
import { startLocalPushService, type LocalPushService } from './local-push-service';
import { menuNewsCalls } from './menu-news-calls';

let pushService: LocalPushService;
let t: TestApp;
let board: ReturnType<typeof boardCalls>;
let news: ReturnType<typeof menuNewsCalls>;
let admin: SignedIn;
let rice: { id: string };
let dal: { id: string };
// Thursday 2031-02-27 in Dhaka: the week of Monday 2031-03-03 is next week.
const NOW = dhaka('2031-02-27', '09:00');
beforeAll(async () => {
  pushService = await startLocalPushService();
  t = await createTestApp({ TEST_CLOCK_HEADER: 'true' }, { pushAgent: pushService.agent });
  board = boardCalls(t.app);
  news = menuNewsCalls(t.app);
  admin = await signedInAs(t.app, { role: 'admin', name: 'Kitchen Admin' });
  rice = await createMeal(t.db, { title: 'Plain rice', category: 'Lunch' });
  dal = await createMeal(t.db, { title: 'Masoor dal', category: 'Dinner' });
}, SLOW_MACHINE.timeout * 2);
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const menuNotesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'menu_published')));
const publicationsOf = (weekStart: string) =>
  t.db.select().from(menuPublications).where(eq(menuPublications.weekStart, weekStart));
const residentCount = () => t.db.$count(user, eq(user.role, 'student'));

async function plan(date: string, mealIds: string[], sitting: 'Lunch' | 'Dinner' = 'Lunch') {
  const res = await board.plan(admin, date, sitting, mealIds, NOW);
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /api/menu/publish', SLOW_MACHINE, () => {
  it('tells every resident in the bell (in their language) and pushes to their browsers, once', async () => {
    const english = await signedInAs(t.app, { name: 'Rahim' });
    const bangla = await signedInAs(t.app, { name: 'Karim' });
    await t.db.update(user).set({ language: 'bn' }).where(eq(user.id, bangla.user._id));
    const englishPhone = await optedIn(t.app, english, pushService.endpoint('menu-en'));
    const banglaPhone = await optedIn(t.app, bangla, pushService.endpoint('menu-bn'));
    await plan('2031-03-04', [rice.id, dal.id]);
    await plan('2031-03-06', [dal.id], 'Dinner');

    const res = await news.publish(admin, { from: '2031-03-03' }, NOW);

    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<PublishWeekResult>();
    expect(result).toMatchObject({
      weekStart: '2031-03-03',
      last: { publishedBy: 'Kitchen Admin' },
      changedSince: false,
      told: await residentCount(),
      alreadyPublished: false,
    });
    expect(result.last?.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+06:00$/);
    expect(await menuNotesOf(english.user._id)).toMatchObject([
      {
        title: "Next week's menu is out",
        body: "See what's cooking from Mon 3 Mar to Sun 9 Mar, and turn your meals on or off before each cut-off.",
        link: '/menu',
        readAt: null,
      },
    ]);
    expect(await menuNotesOf(bangla.user._id)).toMatchObject([
      { title: 'আগামী সপ্তাহের মেনু প্রকাশিত হয়েছে', link: '/menu' },
    ]);
    expect(await menuNotesOf(admin.user._id)).toEqual([]);

    const [enPush] = await pushService.until(pushService.endpoint('menu-en'));
    const [bnPush] = await pushService.until(pushService.endpoint('menu-bn'));
    if (!enPush || !bnPush) throw new Error('no push arrived');
    expect(PushPayloadSchema.parse(JSON.parse(englishPhone.decrypt(enPush.body)))).toEqual({
      title: "Next week's menu is out",
      body: "See what's cooking from Mon 3 Mar to Sun 9 Mar, and turn your meals on or off before each cut-off.",
      link: '/menu',
      tag: 'menu-2031-03-03',
    });
    const bn = PushPayloadSchema.parse(JSON.parse(banglaPhone.decrypt(bnPush.body)));
    expect(bn.title).toBe('আগামী সপ্তাহের মেনু প্রকাশিত হয়েছে');
    expect(bn.body).toContain('সোম 3 মার্চ');
  });

  it('answers 200 and tells nobody again for the same plan; a changed plan is published and told again', async () => {
    const resident = await signedInAs(t.app);
    const endpoint = pushService.endpoint(`again-${resident.user._id}`);
    const phone = await optedIn(t.app, resident, endpoint);
    await plan('2031-03-11', [rice.id]);
    // Thursday of the week before: "this week's" is the week of 2031-03-03.
    const now = dhaka('2031-03-06', '12:00');

    expect((await news.publish(admin, { from: '2031-03-10' }, now)).statusCode).toBe(201);
    const again = await news.publish(admin, { from: '2031-03-10' }, now);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ told: 0, alreadyPublished: true, changedSince: false });
    expect(await publicationsOf('2031-03-10')).toHaveLength(1);
    expect(await menuNotesOf(resident.user._id)).toHaveLength(1);

    await plan('2031-03-12', [dal.id], 'Dinner');
    const status = await news.publication(admin, '2031-03-10');
    expect(status.json()).toMatchObject({ weekStart: '2031-03-10', changedSince: true });
    const changed = await news.publish(admin, { from: '2031-03-10' }, now);
    expect(changed.statusCode).toBe(201);
    expect(changed.json()).toMatchObject({ alreadyPublished: false, changedSince: false });
    expect(await publicationsOf('2031-03-10')).toHaveLength(2);
    expect(await menuNotesOf(resident.user._id)).toHaveLength(2);

    const pushes = await pushService.until(endpoint, 2);
    await t.app.push.settle();
    expect(pushService.received.filter((p) => p.path === new URL(endpoint).pathname)).toHaveLength(
      2,
    );
    expect(JSON.parse(phone.decrypt(pushes[1]?.body ?? Buffer.alloc(0)))).toMatchObject({
      title: "Next week's menu is out",
    });
  });

  it("words this week's menu as this week's", async () => {
    const resident = await signedInAs(t.app);
    await plan('2031-03-19', [rice.id]);
    const res = await news.publish(admin, { from: '2031-03-17' }, dhaka('2031-03-17', '07:00'));
    expect(res.statusCode).toBe(201);
    expect(await menuNotesOf(resident.user._id)).toMatchObject([
      { title: "This week's menu is out" },
    ]);
  });

  it('refuses an empty week, a week that is over and a day that is not a Monday, changing nothing', async () => {
    const resident = await signedInAs(t.app);
    const empty = await news.publish(admin, { from: '2031-04-07' }, NOW);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({
      code: 'NOTHING_PLANNED',
      message:
        'Nothing is planned for the week of 7 Apr: plan at least one sitting before publishing it.',
    });

    await plan('2031-03-04', [rice.id]);
    const over = await news.publish(admin, { from: '2031-03-03' }, dhaka('2031-03-10', '08:00'));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'WEEK_OVER' });

    const tuesday = await news.publish(admin, { from: '2031-03-04' }, NOW);
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().message).toBe('A week starts on a Monday: 2031-03-04 is a Tuesday.');
    for (const body of [{}, { from: '2031-02-30' }, { from: 'next week' }, { from: 20310303 }]) {
      expect((await news.publish(admin, body, NOW)).statusCode).toBe(400);
    }
    expect(await publicationsOf('2031-04-07')).toEqual([]);
    expect(await publicationsOf('2031-03-04')).toEqual([]);
    expect(await menuNotesOf(resident.user._id)).toEqual([]);
  });

  it('is for admins only: a resident gets 403 and a visitor 401, and nobody is told', async () => {
    const resident = await signedInAs(t.app);
    await plan('2031-03-25', [rice.id]);
    const refused = await news.publish(resident, { from: '2031-03-24' }, NOW);
    expect(refused.statusCode).toBe(403);
    expect((await news.publish(null, { from: '2031-03-24' }, NOW)).statusCode).toBe(401);
    expect((await news.publication(resident, '2031-03-24')).statusCode).toBe(403);
    expect((await news.publication(null, '2031-03-24')).statusCode).toBe(401);
    expect(await publicationsOf('2031-03-24')).toEqual([]);
    expect(await menuNotesOf(resident.user._id)).toEqual([]);
  });

  it('GET /api/menu/publication says a week was never published', async () => {
    const res = await news.publication(admin, '2031-05-05');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ weekStart: '2031-05-05', last: null, changedSince: false });
    expect((await news.publication(admin, '2031-05-06')).statusCode).toBe(400);
  });
});
