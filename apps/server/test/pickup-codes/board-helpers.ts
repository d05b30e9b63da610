import { addDays, type PickupCode } from '@messmate/shared';
import type { App } from '../../src/app';
import { boardCalls, dhaka } from '../board/board-calls';
import { createMeal } from '../factories/meals';
import type { SignedIn } from '../factories/users';

export { dhaka };

/** Plans a far-future day's lunch (Dal, Rice) and dinner (Khichuri), the day before, as an admin. */
export async function planDay(app: App, admin: SignedIn, date: string) {
  const api = boardCalls(app);
  const planning = dhaka(addDays(date, -1), '09:00');
  const dal = await createMeal(app.db, { title: 'Dal', category: 'Lunch' });
  const rice = await createMeal(app.db, { title: 'Rice', category: 'Lunch' });
  const khichuri = await createMeal(app.db, { title: 'Khichuri', category: 'Dinner' });
  for (const [sitting, ids] of [
    ['Lunch', [dal.id, rice.id]],
    ['Dinner', [khichuri.id]],
  ] as const) {
    const res = await api.plan(admin, date, sitting, [...ids], planning);
    if (res.statusCode !== 200) throw new Error(`plan: ${res.statusCode} ${res.body}`);
  }
  return api;
}

export async function codesAt(app: App, who: SignedIn, now: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/pickup-codes',
    headers: { ...who.headers, 'x-test-now': now },
  });
  if (res.statusCode !== 200) throw new Error(`pickup codes: ${res.statusCode} ${res.body}`);
  return res.json<PickupCode[]>().filter((c) => c.kind === 'board');
}

export const counterAt = (
  app: App,
  action: 'lookup' | 'collect',
  who: SignedIn,
  code: string,
  now: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/counter/${action}`,
    headers: { ...who.headers, 'x-test-now': now },
    payload: { code },
  });

export async function lunchCodeOf(app: App, who: SignedIn, now: string) {
  const code = (await codesAt(app, who, now)).find((c) => c.sitting === 'Lunch');
  if (!code) throw new Error('no lunch code');
  return code;
}
