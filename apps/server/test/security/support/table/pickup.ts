import { communityDay } from '../../../../src/lib/community-day';
import { makePickupCode } from '../../../../src/modules/pickup-codes/code-maker';
import { mealRequests, pickupCodes } from '../../../../src/db/schema';
import type { MatrixCase } from '../matrix-case';
import { adminOnly, signedIn } from '../outcomes';
import type { World } from '../world';
import { get } from './requests';

/** A code for a pending request the owner made today, made in the database. */
async function ownerCodeForToday(world: World): Promise<string> {
  const { id: mealId, title } = await world.meal();
  const today = communityDay(new Date(), world.app.env.TZ_COMMUNITY);
  const [request] = await world.db
    .insert(mealRequests)
    .values({ mealId, mealTitle: title, userId: world.ownerId(), communityDay: today })
    .returning({ id: mealRequests.id });
  if (!request) throw new Error('request insert returned nothing');
  const made = makePickupCode();
  await world.db.insert(pickupCodes).values({
    ...made,
    kind: 'request',
    requestId: request.id,
    userId: world.ownerId(),
    title,
    communityDay: today,
  });
  return made.code;
}

/** Pickup codes: each resident sees their own; only admins look them up and hand plates over. */
export const PICKUP_ROWS: MatrixCase[] = [
  {
    route: 'GET /api/pickup-codes',
    label: "the caller's pickup codes",
    request: get('/api/pickup-codes'),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/counter/lookup',
    label: "look up the owner's pickup code",
    request: async (world) => ({
      method: 'POST',
      url: '/api/counter/lookup',
      payload: { code: await ownerCodeForToday(world) },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/counter/collect',
    label: "collect the owner's pickup code",
    request: async (world) => ({
      method: 'POST',
      url: '/api/counter/collect',
      payload: { code: await ownerCodeForToday(world) },
    }),
    expect: adminOnly(200),
  },
];
