import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Badge, PaymentIntent, Role } from '@messmate/shared';
import type { App } from '../../../src/app';
import type { Database } from '../../../src/db/client';
import { mealRequests, notifications, user } from '../../../src/db/schema';
import { createImage } from '../../factories/images';
import { createMeal, createReview, likeMeal } from '../../factories/meals';
import { createUpcomingMeal, likeUpcomingMeal } from '../../factories/upcoming-meals';
import { createUser, originOf, signUpUser, type SignedIn } from '../../factories/users';
import { confirmCard, startPayment } from '../../payments/helpers';

export const ACTORS = ['anonymous', 'bronze', 'silver', 'other', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];
export type Person = Exclude<ActorName, 'anonymous'>;

export interface Member extends SignedIn {
  password: string;
}

/**
 * The people of the matrix, each signed up through the real endpoint: a Bronze student, a
 * Silver student who owns every object the matrix points at, another Silver student who
 * owns nothing, and an admin. Objects are made fresh for each call, so no call depends on
 * what an earlier one did.
 */
export interface World {
  app: App;
  db: Database;
  people: Record<Person, Member>;
  /** Text put in the owner's private objects; a refusal must never echo it. */
  marker: string;
  headersOf(actor: ActorName): Record<string, string>;
  ownerId(): string;
  meal(): Promise<{ id: string; title: string }>;
  /** A meal the admin added, reviewed and liked by the other student: public, but not their emails. */
  mealTouchedByOthers(): Promise<string>;
  /** An upcoming meal the admin posted, liked by the other student. */
  upcomingTouchedByOthers(): Promise<string>;
  ownerReview(): Promise<string>;
  ownerRequest(): Promise<string>;
  ownerNotification(): Promise<string>;
  ownerIntent(): Promise<PaymentIntent>;
  ownerPaidIntent(): Promise<PaymentIntent>;
  upcomingMeal(): Promise<string>;
  imageUrl(): Promise<string>;
  newStudentEmail(): Promise<string>;
  /** A second session of the owner, as signing in on another device makes it. */
  ownerSecondSession(): Promise<string>;
}

async function member(app: App, role: Role, badge: Badge, name: string): Promise<Member> {
  const signedUp = await signUpUser(app, { name });
  await app.db.update(user).set({ role, badge }).where(eq(user.id, signedUp.user._id));
  await app.signedInCaughtUp();
  return { ...signedUp, user: { ...signedUp.user, role, badge } };
}

export async function createWorld(app: App): Promise<World> {
  const db = app.db;
  const people: Record<Person, Member> = {
    bronze: await member(app, 'student', 'Bronze', 'Bronze Bilkis'),
    silver: await member(app, 'student', 'Silver', 'Silver Sadia'),
    other: await member(app, 'student', 'Silver', 'Other Omar'),
    admin: await member(app, 'admin', 'Bronze', 'Admin Arif'),
  };
  const marker = `private-${randomBytes(6).toString('hex')}`;
  const owner = people.silver;
  const meal = () => createMeal(db);
  const backToSilver = async () => {
    await db.update(user).set({ badge: 'Silver' }).where(eq(user.id, owner.user._id));
    await app.signedInCaughtUp();
  };

  return {
    app,
    db,
    people,
    marker,
    headersOf: (actor) => (actor === 'anonymous' ? {} : { ...people[actor].headers }),
    ownerId: () => owner.user._id,
    meal,
    async mealTouchedByOthers() {
      const { admin, other } = people;
      const made = await createMeal(db, {
        distributorName: admin.user.name,
        distributorEmail: admin.user.email,
      });
      await createReview(db, made, { id: other.user._id }, { content: 'Lovely', rating: 5 });
      await likeMeal(db, made.id, other.user._id);
      return made.id;
    },
    async upcomingTouchedByOthers() {
      const made = await createUpcomingMeal(db, { postedBy: people.admin.user.email });
      await likeUpcomingMeal(db, made.id, people.other.user._id);
      return made.id;
    },
    async ownerReview() {
      const review = await createReview(
        db,
        await meal(),
        { id: owner.user._id },
        {
          content: `Review ${marker}`,
          rating: 4,
        },
      );
      return review.id;
    },
    async ownerRequest() {
      const { id, title } = await meal();
      const [row] = await db
        .insert(mealRequests)
        .values({
          mealId: id,
          mealTitle: title,
          userId: owner.user._id,
          communityDay: '2000-01-01',
        })
        .returning({ id: mealRequests.id });
      if (!row) throw new Error('request insert returned nothing');
      return row.id;
    },
    async ownerNotification() {
      const [row] = await db
        .insert(notifications)
        .values({ userId: owner.user._id, kind: 'request_served', title: marker, body: marker })
        .returning({ id: notifications.id });
      if (!row) throw new Error('notification insert returned nothing');
      return row.id;
    },
    // The owner is a Silver member, and only upgrades can be bought: each intent is for Gold,
    // from Silver again (a paid one made the owner Gold).
    async ownerIntent() {
      await backToSilver();
      return startPayment(app, owner, 'gold');
    },
    async ownerPaidIntent() {
      await backToSilver();
      const intent = await startPayment(app, owner, 'gold');
      const confirmed = await confirmCard(app, owner, intent);
      if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}`);
      return intent;
    },
    upcomingMeal: async () => (await createUpcomingMeal(db)).id,
    imageUrl: async () => (await createImage(db)).url,
    newStudentEmail: async () => (await createUser(db)).email,
    async ownerSecondSession() {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: originOf(app),
        payload: { email: owner.user.email, password: owner.password },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
      return res.json<{ token: string }>().token;
    },
  };
}
