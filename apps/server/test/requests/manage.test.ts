import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MealRequestSchema } from '@messmate/shared';
import { mealRequests, notifications } from '../../src/db/schema';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from './slow-machine';
import { cancelRequest, listRequests, requestMeal, serveRequest } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Kitchen Admin' });
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

async function newRequest(who?: SignedIn, title?: string) {
  const resident = who ?? (await signedInAs(t.app, { badge: 'Gold' }));
  const meal = await createMeal(t.db, title ? { title } : {});
  const res = await requestMeal(t.app, resident, { mealId: meal.id });
  if (res.statusCode !== 201) throw new Error(`request answered ${res.statusCode}: ${res.body}`);
  return { resident, meal, id: res.json().insertedId as string };
}

async function storedRequest(id: string) {
  const [row] = await t.db.select().from(mealRequests).where(eq(mealRequests.id, id));
  return row;
}

describe('GET /api/serve-meals', SLOW_MACHINE, () => {
  it("gives a resident their own requests and refuses anyone else's", async () => {
    const { resident, id } = await newRequest(undefined, 'Bhuna Khichuri');
    const other = await newRequest();
    const own = await listRequests(t.app, resident, { email: resident.user.email });
    expect(own.statusCode).toBe(200);
    expect(own.json().map((item: unknown) => MealRequestSchema.parse(item))).toMatchObject([
      { _id: id, mealTitle: 'Bhuna Khichuri', email: resident.user.email, status: 'pending' },
    ]);
    const theirs = await listRequests(t.app, resident, { email: other.resident.user.email });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('You can only see your own meal requests.');
    expect((await listRequests(t.app, undefined, { email: resident.user.email })).statusCode).toBe(
      401,
    );
  });

  it('lists everyone for an admin, searchable by resident or meal and filterable by status', async () => {
    const rahim = await signedInAs(t.app, { badge: 'Silver', name: 'Rahimuddin Qx' });
    const first = await newRequest(rahim, 'Panta Bhat Special');
    const second = await newRequest(undefined, 'Chingri Malai Qx');
    await serveRequest(t.app, second.id, admin);

    const all = await listRequests(t.app, admin);
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((item: { _id: string }) => item._id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));

    const ids$ = async (query: Record<string, string>) =>
      (await listRequests(t.app, admin, query)).json().map((item: { _id: string }) => item._id);
    expect(await ids$({ search: 'rahimuddin' })).toEqual([first.id]);
    expect(await ids$({ search: rahim.user.email.toUpperCase() })).toEqual([first.id]);
    expect(await ids$({ search: 'panta bhat' })).toEqual([first.id]);
    expect(await ids$({ search: 'Qx' })).toEqual([second.id, first.id]);
    expect(await ids$({ search: 'Qx', status: 'delivered' })).toEqual([second.id]);
    expect(await ids$({ search: 'Qx', status: 'pending' })).toEqual([first.id]);
    expect(await ids$({ email: rahim.user.email })).toEqual([first.id]);

    const bad = await listRequests(t.app, admin, { status: 'eaten' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be pending or delivered.');
  });
});

describe('PATCH /api/serve-meals/:id (serve)', SLOW_MACHINE, () => {
  it('moves a pending request to delivered once, recording who and when, and tells the resident', async () => {
    const { resident, meal, id } = await newRequest(undefined, 'Dal Puri');
    const res = await serveRequest(t.app, id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      acknowledged: true,
      modifiedCount: 1,
      request: { _id: id, status: 'delivered', servedAt: expect.any(String) },
    });
    const row = await storedRequest(id);
    expect(row).toMatchObject({ status: 'delivered', servedBy: admin.user._id });
    expect(row?.servedAt).toBeInstanceOf(Date);

    const again = await serveRequest(t.app, id, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request has already been served.');
    expect((await storedRequest(id))?.servedAt).toEqual(row?.servedAt);

    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, resident.user._id));
    expect(notes).toMatchObject([
      {
        kind: 'request_served',
        body: 'Dal Puri has been served. Enjoy your meal!',
        link: `/meals/${meal.id}`,
      },
    ]);
  });

  it('serves once when two admins press Serve at the same moment', async () => {
    const { id } = await newRequest();
    const second = await signedInAs(t.app, { role: 'admin' });
    const answers = await Promise.all([
      serveRequest(t.app, id, admin),
      serveRequest(t.app, id, second),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    const unknown = await serveRequest(t.app, '00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
    const malformed = await serveRequest(t.app, 'nope', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The meal request id is not valid.');
  });
});

describe('DELETE /api/serve-meals/:id (cancel)', SLOW_MACHINE, () => {
  it('lets the requester cancel a pending request', async () => {
    const { resident, id } = await newRequest();
    const res = await cancelRequest(t.app, id, resident);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await storedRequest(id)).toBeUndefined();
  });

  it("refuses someone else's request without revealing that it exists", async () => {
    const { id } = await newRequest();
    const stranger = await signedInAs(t.app, { badge: 'Platinum' });
    const res = await cancelRequest(t.app, id, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Meal request not found.');
    const unknown = await cancelRequest(t.app, '00000000-0000-4000-8000-000000000000', stranger);
    expect(unknown.json()).toEqual(res.json());
    const byAdmin = await cancelRequest(t.app, id, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(await storedRequest(id)).toMatchObject({ status: 'pending' });
  });

  it('refuses to cancel a delivered request', async () => {
    const { resident, id } = await newRequest();
    await serveRequest(t.app, id, admin);
    const res = await cancelRequest(t.app, id, resident);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This meal has already been served, so the request cannot be cancelled.',
    );
    expect(await storedRequest(id)).toMatchObject({ status: 'delivered' });
  });
});
