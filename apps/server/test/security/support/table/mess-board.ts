import { addDays, DEFAULT_SITTING_TIMES, type Sitting } from '@messmate/shared';
import { menuSittings } from '../../../../src/db/schema';
import { sittingInstants } from '../../../../src/lib/sitting-times';
import type { MatrixCase } from '../matrix-case';
import { adminOnly, everyone, signedIn } from '../outcomes';
import type { World } from '../world';
import { get } from './requests';

// Each call gets a day of its own, far ahead (every sitting open); past days for leftovers.
let days = 0;
const futureDay = () => addDays('2033-01-01', (days += 1));
const pastDay = () => addDays('2001-01-01', (days += 1));

/** A planned sitting, made in the database (planning is the admin's call, tested on its own). */
async function planned(world: World, date: string, sitting: Sitting = 'Lunch'): Promise<string> {
  const times = DEFAULT_SITTING_TIMES.find((s) => s.sitting === sitting);
  if (!times) throw new Error(`no times for ${sitting}`);
  await world.db
    .insert(menuSittings)
    .values({ date, sitting, defaultBoard: 'in', ...sittingInstants(date, times, 'Asia/Dhaka') });
  return date;
}

/** The mess board: the menu and settings are public, the board is each resident's, the rest the kitchen's. */
export const MESS_BOARD_ROWS: MatrixCase[] = [
  {
    route: 'GET /api/mess-settings',
    label: "the sittings' times",
    request: get('/api/mess-settings'),
    expect: everyone(200),
  },
  {
    route: 'PUT /api/mess-settings',
    label: "set the sittings' times",
    request: () => ({
      method: 'PUT',
      url: '/api/mess-settings',
      payload: { defaultBoard: 'in', sittings: DEFAULT_SITTING_TIMES },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/menu',
    label: 'the menu',
    request: get('/api/menu'),
    expect: everyone(200),
  },
  {
    route: 'PUT /api/menu/:date/:sitting',
    label: 'plan a sitting',
    request: async (world) => ({
      method: 'PUT',
      url: `/api/menu/${futureDay()}/Lunch`,
      payload: { mealIds: [(await world.meal()).id], note: 'Friday special' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/board/:date/:sitting',
    label: 'meal on or off',
    request: async (world) => ({
      method: 'PUT',
      url: `/api/board/${await planned(world, futureDay())}/Lunch`,
      payload: { eating: false },
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/board/away',
    label: 'away for a range of days',
    request: async (world) => {
      const from = await planned(world, futureDay());
      return { method: 'POST', url: '/api/board/away', payload: { from, to: addDays(from, 3) } };
    },
    expect: signedIn(200),
  },
  {
    route: 'GET /api/board',
    label: "the caller's own board",
    request: get('/api/board'),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/kitchen/headcount',
    label: "the kitchen's headcount",
    request: get('/api/kitchen/headcount'),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/kitchen/leftovers/:date/:sitting',
    label: 'record leftovers',
    request: async (world) => ({
      method: 'PUT',
      url: `/api/kitchen/leftovers/${await planned(world, pastDay())}/Lunch`,
      payload: { cooked: 40, left: 3 },
    }),
    expect: adminOnly(200),
  },
];
