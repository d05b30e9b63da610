import { addDays, DEFAULT_SITTING_TIMES } from '@messmate/shared';
import { menuSittings } from '../../../../src/db/schema';
import { sittingInstants } from '../../../../src/lib/sitting-times';
import type { MatrixCase } from '../matrix-case';
import type { Outcome } from '../outcomes';
import { adminOnly, signedIn } from '../outcomes';
import type { World } from '../world';
import { get } from './requests';

// Each call publishes a week of its own, far ahead (after the board rows' days): a Monday, with its Tuesday's Lunch planned.
let weeks = 0;
const nextMonday = () => addDays('2037-01-05', 7 * (weeks += 1));

async function plannedWeek(world: World): Promise<string> {
  const monday = nextMonday();
  const date = addDays(monday, 1);
  const times = DEFAULT_SITTING_TIMES.find((s) => s.sitting === 'Lunch');
  if (!times) throw new Error('no Lunch times');
  await world.db.insert(menuSittings).values({
    date,
    sitting: 'Lunch',
    defaultBoard: 'in',
    ...sittingInstants(date, times, 'Asia/Dhaka'),
  });
  return monday;
}

/** Residents choose for themselves; an admin has no place on the board to be reminded of. */
const residentsOnly = (status: number): Outcome => ({ ...signedIn(status), admin: 403 });

/** The week's menu published (the kitchen's) and the cut-off reminder (each resident's own). */
export const MENU_NEWS_ROWS: MatrixCase[] = [
  {
    route: 'POST /api/menu/publish',
    label: "publish a week's menu",
    request: async (world) => ({
      method: 'POST',
      url: '/api/menu/publish',
      payload: { from: await plannedWeek(world) },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'GET /api/menu/publication',
    label: "when a week's menu was published",
    request: get('/api/menu/publication?from=2037-01-05'),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/users/me/cutoff-reminder',
    label: "the caller's cut-off reminder",
    request: get('/api/users/me/cutoff-reminder'),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/users/me/cutoff-reminder',
    label: 'turn the cut-off reminder on',
    request: () => ({ method: 'PUT', url: '/api/users/me/cutoff-reminder', payload: { on: true } }),
    expect: residentsOnly(200),
  },
];
