import type { ActorName, World } from '../world';

/** better-auth counts calls per address in rate_limit; sign-in attempts are kept per account. */
export const AUTH_COUNTERS = ['rate_limit', 'auth_attempts'] as const;
export const NOT_OWNERS: readonly ActorName[] = ['bronze', 'other', 'admin'];

export const get = (url: string) => () => ({ method: 'GET' as const, url });

export async function mealBody(world: World) {
  return {
    title: 'Khichuri',
    category: 'Lunch',
    price: 120,
    image: await world.imageUrl(),
    ingredients: 'rice, lentils',
    description: 'Rainy-day rice and lentils.',
  };
}
