import { createImage } from '../../../factories/images';
import { createUser } from '../../../factories/users';
import type { App } from '../../../../src/app';
import { readSecrets, type Secrets } from '../leak-scan';
import { createWorld, type World } from '../world';
import type { OpenApiDocument } from './json-schema';
import type { IdPools } from './valid-arbitrary';

export interface FuzzWorld {
  world: World;
  doc: OpenApiDocument;
  pools: IdPools;
  secrets: Secrets;
}

async function repeat<T>(times: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let n = 0; n < times; n += 1) made.push(await make());
  return made;
}

/** The matrix's people and a few of each object, whose ids the hostile calls draw on. */
export async function createFuzzWorld(app: App): Promise<FuzzWorld> {
  const world = await createWorld(app);
  const meals = await repeat(4, async () => (await world.meal()).id);
  meals.push(...(await repeat(2, () => world.mealTouchedByOthers())));
  const intents = await repeat(2, async () => (await world.ownerIntent()).paymentIntentId);
  const images = await repeat(2, async () => `${(await createImage(app.db)).hash}.webp`);
  const pools: IdPools = {
    meal: meals,
    review: await repeat(3, () => world.ownerReview()),
    request: await repeat(3, () => world.ownerRequest()),
    upcoming: await repeat(3, () => world.upcomingTouchedByOthers()),
    notification: await repeat(3, () => world.ownerNotification()),
    intent: intents,
    image: images,
    // Only people outside the matrix may be promoted: the matrix's own roles stay as they are.
    email: await repeat(3, async () => (await createUser(app.db)).email),
    mealId: meals,
    transactionId: intents,
  };
  return {
    world,
    doc: app.swagger() as unknown as OpenApiDocument,
    pools,
    secrets: await readSecrets(world),
  };
}

/** Which pool a route's path parameter draws real ids from. */
export function paramPoolOf(url: string): string | undefined {
  const pools: [RegExp, string][] = [
    [/^\/api\/reviews\//, 'review'],
    [/^\/api\/serve-meals\//, 'request'],
    [/^\/api\/upcoming-meals\//, 'upcoming'],
    [/^\/api\/notifications\//, 'notification'],
    [/^\/api\/payment-intents\//, 'intent'],
    [/^\/api\/images\//, 'image'],
    [/^\/api\/users\//, 'email'],
    [/^\/api\/meals\//, 'meal'],
  ];
  return pools.find(([pattern]) => pattern.test(url))?.[1];
}
