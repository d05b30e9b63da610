import type { MyAnalytics } from '@messmate/shared/schemas/analytics';
import { formatDate } from '@/lib/format';
import { myMealsOnAndOff } from './board-figures';
import { cell, SERIES_COLOURS, type FigureSpec } from './figure-data';

const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;

/** Every figure of a Platinum member's page, built once per answer. */
export function myFigures({ requests, favourites, ratings, payments, board }: MyAnalytics) {
  const weeks = requests.perWeek;
  return {
    perWeek: {
      title: 'My requests per week',
      name: 'my-requests-per-week',
      data: {
        header: ['Week of', 'Breakfast', 'Lunch', 'Dinner'],
        rows: weeks.map((w) => [w.week, ...[w.Breakfast, w.Lunch, w.Dinner].map(cell)]),
      },
      chart: {
        kind: 'lines',
        labels: weeks.map((w) => w.week.slice(5)),
        series: CATEGORIES.map((category) => ({
          label: category,
          values: weeks.map((w) => w[category]),
          color: SERIES_COLOURS[category],
        })),
      },
    },
    byCategory: {
      title: 'My requests by category',
      name: 'my-requests-by-category',
      data: {
        header: ['Category', 'Requests'],
        rows: requests.total === 0 ? [] : CATEGORIES.map((c) => [c, cell(requests.byCategory[c])]),
      },
      chart: {
        kind: 'bars',
        labels: [...CATEGORIES],
        series: [
          {
            label: 'Requests',
            values: CATEGORIES.map((c) => requests.byCategory[c]),
            color: SERIES_COLOURS.first,
          },
        ],
      },
    },
    favourites: {
      title: 'My favourite dishes',
      name: 'my-favourite-dishes',
      data: {
        header: ['Meal', 'Requests'],
        rows: favourites.map((m) => [m.title, cell(m.requests)]),
      },
    },
    ratings: {
      title: 'My ratings against the community',
      name: 'my-ratings',
      data: {
        header: ['Meal', 'My rating', 'Community mean'],
        rows: ratings.map((r) => [r.title, cell(r.mine), cell(r.communityMean)]),
      },
      chart: {
        kind: 'bars',
        labels: ratings.map((r) => r.title),
        series: [
          { label: 'My rating', values: ratings.map((r) => r.mine), color: SERIES_COLOURS.first },
          {
            label: 'Community mean',
            values: ratings.map((r) => r.communityMean),
            color: SERIES_COLOURS.second,
          },
        ],
      },
    },
    payments: {
      title: 'What I paid',
      name: 'my-payments',
      data: {
        header: ['Date', 'Plan', 'Amount (taka)'],
        rows: payments.map((p) => [formatDate(p.paidAt), p.plan, cell(p.amount)]),
      },
    },
    onAndOff: myMealsOnAndOff(board),
  } satisfies Record<string, FigureSpec>;
}
