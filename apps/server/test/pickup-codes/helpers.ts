import type { CounterLookup, PickupCode } from '@messmate/shared';
import type { App } from '../../src/app';
import { createMeal } from '../factories/meals';
import { signedInAs, type SignedIn } from '../factories/users';

export const pickupCodesOf = async (app: App, who: SignedIn) => {
  const res = await app.inject({ method: 'GET', url: '/api/pickup-codes', headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`pickup codes: ${res.statusCode} ${res.body}`);
  return res.json<PickupCode[]>();
};

export const counter = (app: App, action: 'lookup' | 'collect', who: SignedIn, code: string) =>
  app.inject({
    method: 'POST',
    url: `/api/counter/${action}`,
    headers: who.headers,
    payload: { code },
  });

export const lookupOf = (res: { json: <T>() => T }) => res.json<CounterLookup>();

/** A Platinum resident with one pending request, and its pickup code. */
export async function residentWithCode(app: App, name = 'Rina Resident') {
  const resident = await signedInAs(app, { badge: 'Platinum', name });
  const meal = await createMeal(app.db, { title: `Khichuri for ${name}` });
  const made = await app.inject({
    method: 'POST',
    url: '/api/serve-meals',
    headers: resident.headers,
    payload: { mealId: meal.id },
  });
  const requestId = made.json<{ insertedId: string }>().insertedId;
  const codes = await pickupCodesOf(app, resident);
  const code = codes.find((c) => c.requestId === requestId);
  if (!code) throw new Error('no pickup code for the new request');
  return { resident, meal, requestId, code };
}
