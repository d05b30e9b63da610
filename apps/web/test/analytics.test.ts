import type { KitchenAnalytics } from '@messmate/shared/schemas/analytics';
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/features/analytics/lib/csv';
import { myMealsOnAndOff } from '@/features/analytics/lib/board-figures';
import { kitchenFigures } from '@/features/analytics/lib/kitchen-figures';
import {
  customRangeProblem,
  presetOf,
  presetPeriod,
  todayIn,
} from '@/features/analytics/lib/period';

describe('CSV of a figure', () => {
  it('writes the header and the cells, quoting commas, quotes and line breaks', () => {
    const csv = toCsv(
      ['Meal', 'Requests'],
      [
        ['Rice, dal and egg', '3'],
        ['The "special"', '1'],
        ['Two\nlines', '0'],
      ],
    );
    expect(csv).toBe(
      'Meal,Requests\r\n"Rice, dal and egg",3\r\n"The ""special""",1\r\n"Two\nlines",0',
    );
  });
});

describe('periods', () => {
  it("takes today from the community's zone, not the browser's", () => {
    // 18:30 UTC on 30 September is already 1 October in Dhaka.
    expect(todayIn('Asia/Dhaka', new Date('2024-09-30T18:30:00Z'))).toBe('2024-10-01');
    expect(todayIn('UTC', new Date('2024-09-30T18:30:00Z'))).toBe('2024-09-30');
  });

  it('starts this week on Monday and this month on the 1st, up to today', () => {
    expect(presetPeriod('this-week', '2024-10-06')).toEqual({
      from: '2024-09-30',
      to: '2024-10-06',
    });
    expect(presetPeriod('this-week', '2024-09-30')).toEqual({
      from: '2024-09-30',
      to: '2024-09-30',
    });
    expect(presetPeriod('this-month', '2024-02-29')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetPeriod('last-30-days', '2024-02-29')).toEqual({});
  });

  it('knows which preset a period is', () => {
    expect(presetOf({}, undefined)).toBe('last-30-days');
    expect(presetOf({ from: '2024-10-01', to: '2024-10-06' }, '2024-10-06')).toBe('this-month');
    expect(presetOf({ from: '2024-09-30', to: '2024-10-06' }, '2024-10-06')).toBe('this-week');
    expect(presetOf({ from: '2024-01-01', to: '2024-10-06' }, '2024-10-06')).toBe('custom');
  });

  it('refuses a custom range that is backwards or over a year', () => {
    expect(customRangeProblem('2024-03-02', '2024-03-01')).toBe(
      'The first day must not be after the last.',
    );
    expect(customRangeProblem('2023-01-01', '2024-01-02')).toBe(
      'A period can be at most 366 days long.',
    );
    expect(customRangeProblem('2023-01-01', '2024-01-01')).toBeNull();
    expect(customRangeProblem('', '2023-12-31')).toBe('Choose both days.');
  });
});

describe("the kitchen's figures", () => {
  const noLeftovers = {
    cooked: null,
    left: null,
    wastePercent: null,
    suggested: null,
    eaten: null,
  };
  const answer: KitchenAnalytics = {
    period: { from: '2024-05-01', to: '2024-06-30', timeZone: 'Asia/Dhaka' },
    requests: {
      total: 3,
      served: 2,
      pending: 1,
      medianMinutesToServe: 7,
      p90MinutesToServe: 9.4,
      perDay: [{ date: '2024-05-02', Breakfast: 1, Lunch: 2, Dinner: 0, served: 2, pending: 1 }],
    },
    topMeals: [],
    mostLiked: [],
    bestRated: [],
    worstRated: [],
    fallingRatings: [],
    memberships: [
      { plan: 'Silver', month: '2024-05', count: 1, revenue: 199 },
      { plan: 'Gold', month: '2024-06', count: 1, revenue: 399 },
      { plan: 'Silver', month: '2024-06', count: 2, revenue: 398 },
    ],
    badges: { Bronze: 4, Silver: 3, Gold: 2, Platinum: 1 },
    residents: { active: 2, newSignUps: 1 },
    board: {
      sittings: [
        {
          sitting: 'Breakfast',
          planned: 0,
          recorded: 0,
          eating: 0,
          away: 0,
          collected: 0,
          ...noLeftovers,
        },
        {
          sitting: 'Lunch',
          planned: 2,
          recorded: 2,
          eating: 70,
          away: 30,
          collected: 66,
          cooked: 80,
          left: 8,
          wastePercent: 10,
          suggested: 98,
          eaten: 72,
        },
        {
          sitting: 'Dinner',
          planned: 1,
          recorded: 0,
          eating: 12,
          away: 38,
          collected: 9,
          ...noLeftovers,
        },
      ],
      perDay: [
        {
          date: '2024-05-01',
          sitting: 'Lunch',
          eating: 40,
          away: 10,
          collected: 38,
          cooked: 45,
          left: 5,
          wastePercent: 11.1,
          suggested: 60,
          eaten: 40,
        },
        {
          date: '2024-05-02',
          sitting: 'Lunch',
          eating: 30,
          away: 20,
          collected: 28,
          cooked: 35,
          left: 3,
          wastePercent: 8.6,
          suggested: 38,
          eaten: 32,
        },
        {
          date: '2024-05-02',
          sitting: 'Dinner',
          eating: 12,
          away: 38,
          collected: 9,
          ...noLeftovers,
        },
      ],
    },
  };

  it('charts the same numbers the table holds', () => {
    const { requestsPerDay, memberships } = kitchenFigures(answer);
    expect(requestsPerDay.data.rows).toEqual([['2024-05-02', '1', '2', '0', '2', '1']]);
    expect(requestsPerDay.chart?.series.map((line) => line.values)).toEqual([[1], [2], [0]]);
    expect(memberships.data.rows[2]).toEqual(['2024-06', 'Silver', '2', '398']);
    // Revenue per month in the chart: the table's rows of that month added up.
    expect(memberships.chart?.labels).toEqual(['2024-05', '2024-06']);
    expect(memberships.chart?.series[0]?.values).toEqual([199, 797]);
  });

  it('shows the board per planned sitting and day, a dash where nothing was recorded', () => {
    const { board, boardPerDay } = kitchenFigures(answer);
    expect(board.data.rows).toEqual([
      ['Lunch', '2', '70', '30', '66', '80', '8', '10%', '98', '72'],
      ['Dinner', '1', '12', '38', '9', '–', '–', '–', '–', '–'],
    ]);
    expect(board.chart?.series.map((bars) => bars.values)).toEqual([
      [98, null],
      [72, null],
    ]);
    expect(boardPerDay.data.rows[1]).toEqual([
      '2024-05-02',
      'Lunch',
      '30',
      '20',
      '28',
      '35',
      '3',
      '8.6%',
      '38',
      '32',
    ]);
    // Residents eating per day: a gap, not a zero, where a sitting was not planned.
    expect(boardPerDay.chart?.labels).toEqual(['05-01', '05-02']);
    expect(boardPerDay.chart?.series.map((line) => line.values)).toEqual([
      [null, null],
      [40, 30],
      [null, 12],
    ]);
  });
});

describe("a member's meals on and off", () => {
  it('counts each sitting on and away, and has no rows when nothing was planned', () => {
    const onAndOff = myMealsOnAndOff([
      { sitting: 'Breakfast', on: 0, off: 0 },
      { sitting: 'Lunch', on: 1, off: 2 },
      { sitting: 'Dinner', on: 1, off: 0 },
    ]);
    expect(onAndOff.data.rows).toEqual([
      ['Breakfast', '0', '0'],
      ['Lunch', '1', '2'],
      ['Dinner', '1', '0'],
    ]);
    expect(onAndOff.chart?.series.map((bars) => bars.values)).toEqual([
      [0, 1, 1],
      [0, 2, 0],
    ]);
    const none = myMealsOnAndOff(
      ['Breakfast', 'Lunch', 'Dinner'].map((sitting) => ({
        sitting: sitting as 'Lunch',
        on: 0,
        off: 0,
      })),
    );
    expect(none.data.rows).toEqual([]);
  });
});
