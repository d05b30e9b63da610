import { PersonalDataSchema } from '@messmate/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session } from '../../src/db/schema';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { download, residentWithData, type Resident } from './helpers';

let t: TestApp;
let admin: SignedIn;
let ana: Resident;
let bilal: Resident;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin' });
  ana = await residentWithData(t.app, admin, 'Ana Resident');
  bilal = await residentWithData(t.app, admin, 'Bilal Resident', ana.reviewId);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/users/me/data', () => {
  it('is a JSON attachment named with the day, never cached', async () => {
    const res = await download(t.app, ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="messmate-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('holds every kind of the person’s own rows, and only theirs', async () => {
    for (const [me, other] of [
      [ana, bilal],
      [bilal, ana],
    ] as const) {
      const res = await download(t.app, me);
      expect(res.statusCode).toBe(200);
      const data = PersonalDataSchema.parse(res.json());
      expect(data.profile).toMatchObject({ _id: me.user._id, email: me.user.email });
      expect(data.likes.map((row) => row.mealId)).toEqual([me.mealId]);
      expect(data.upcomingLikes).toHaveLength(1);
      expect(data.reviews.map((row) => row._id)).toEqual([me.reviewId]);
      expect(data.reviews[0]).toMatchObject({ rating: 4, content: `Lovely ${me.marker}` });
      expect(data.payments).toHaveLength(1);
      expect(data.payments[0]).toMatchObject({ package: 'Silver' });
      expect(data.paymentIntents).toHaveLength(1);
      expect(data.requests.map((row) => row.status).sort()).toEqual(['delivered', 'pending']);
      expect(data.pickupCodes.length).toBeGreaterThanOrEqual(1);
      expect(data.notifications.some((row) => row.kind === 'request_served')).toBe(true);
      expect(data.pushSubscriptions).toEqual([
        { endpoint: me.pushEndpoint, createdAt: expect.any(String) },
      ]);
      expect(data.boardChoices).toEqual([
        expect.objectContaining({ date: '2032-02-02', sitting: 'Lunch', eating: false }),
      ]);
      expect(data.supportThreads.map((row) => row._id)).toEqual([me.threadId]);
      expect(data.supportThreads[0]?.messages.map((row) => row.fromKitchen)).toEqual([false, true]);
      expect(data.signInMethods.map((row) => row.provider)).toEqual(['credential']);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      // Nothing of the other resident's: not their marker, id, email or endpoint.
      expect(res.body).not.toContain(other.marker);
      expect(res.body).not.toContain(other.user._id);
      expect(res.body).not.toContain(other.user.email);
    }
    // Bilal's helpful mark is his; Ana's review shows it only as a count.
    const bilalData = PersonalDataSchema.parse((await download(t.app, bilal)).json());
    expect(bilalData.helpfulMarks.map((row) => row.reviewId)).toEqual([ana.reviewId]);
    const anaData = PersonalDataSchema.parse((await download(t.app, ana)).json());
    expect(anaData.helpfulMarks).toEqual([]);
    expect(anaData.reviews[0]?.helpful).toBe(1);
  });

  it('holds no secret: no password hash, token, push key or processor secret', async () => {
    const res = await download(t.app, ana);
    const [credential] = await t.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, ana.user._id));
    const tokens = await t.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, ana.user._id));
    expect(credential?.password).toBeTruthy();
    expect(tokens.length).toBeGreaterThan(0);
    const secrets = [
      credential?.password ?? 'hash',
      ...tokens.map((row) => row.token),
      ana.clientSecret,
      `p256dh-${ana.marker}`,
      `auth-${ana.marker}`,
      (await t.app.auth.instance.$context).secret,
    ];
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/scrypt|"password"|"token"|clientSecret|p256dh/i);
  });

  it('allows a few downloads an hour per account, then 429 with a message, others unaffected', async () => {
    const carol = await signedInAs(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await download(t.app, carol)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await download(t.app, carol);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_DOWNLOADS',
      message: expect.stringMatching(/5 times an hour\. Please wait \d+ minutes?/),
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await download(t.app, await signedInAs(t.app))).statusCode).toBe(200);
  });

  it('answers a visitor 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/data' });
    expect(res.statusCode).toBe(401);
  });
});
