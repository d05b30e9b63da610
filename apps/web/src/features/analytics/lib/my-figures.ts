import type { MyAnalytics } from '@messmate/shared/schemas/analytics';
import { categoryName } from '@/components/ui/category-badge';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { myMealsOnAndOff } from './board-figures';
import { axisName, cell, SERIES_COLOURS, type FigureSpec } from './figure-data';
import { analyticsText } from './messages';

const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;

/** Every figure of a Platinum member's page, built once per answer. */
export function myFigures({ requests, favourites, ratings, payments, board }: MyAnalytics) {
  const weeks = requests.perWeek;
  return {
    perWeek: {
      title: t(analyticsText.perWeek),
      name: 'my-requests-per-week',
      data: {
        header: [t(analyticsText.weekOf), ...CATEGORIES.map(categoryName)],
        rows: weeks.map((w) => [w.week, ...[w.Breakfast, w.Lunch, w.Dinner].map(cell)]),
      },
      chart: {
        kind: 'lines',
        labels: weeks.map((w) => w.week.slice(5)),
        series: CATEGORIES.map((category) => ({
          label: categoryName(category),
          values: weeks.map((w) => w[category]),
          color: SERIES_COLOURS[category],
        })),
      },
    },
    byCategory: {
      title: t(analyticsText.byCategory),
      name: 'my-requests-by-category',
      data: {
        header: [t(analyticsText.category), t(analyticsText.requests)],
        rows:
          requests.total === 0
            ? []
            : CATEGORIES.map((c) => [categoryName(c), cell(requests.byCategory[c])]),
      },
      chart: {
        kind: 'bars',
        labels: CATEGORIES.map(axisName),
        series: [
          {
            label: t(analyticsText.requests),
            values: CATEGORIES.map((c) => requests.byCategory[c]),
            color: SERIES_COLOURS.first,
          },
        ],
      },
    },
    favourites: {
      title: t(analyticsText.favourites),
      name: 'my-favourite-dishes',
      data: {
        header: [t(analyticsText.meal), t(analyticsText.requests)],
        rows: favourites.map((m) => [m.title, cell(m.requests)]),
      },
    },
    ratings: {
      title: t(analyticsText.ratings),
      name: 'my-ratings',
      data: {
        header: [t(analyticsText.meal), t(analyticsText.myRating), t(analyticsText.communityMean)],
        rows: ratings.map((r) => [r.title, cell(r.mine), cell(r.communityMean)]),
      },
      chart: {
        kind: 'bars',
        labels: ratings.map((r) => r.title),
        series: [
          {
            label: t(analyticsText.myRating),
            values: ratings.map((r) => r.mine),
            color: SERIES_COLOURS.first,
          },
          {
            label: t(analyticsText.communityMean),
            values: ratings.map((r) => r.communityMean),
            color: SERIES_COLOURS.second,
          },
        ],
      },
    },
    payments: {
      title: t(analyticsText.payments),
      name: 'my-payments',
      data: {
        header: [t(analyticsText.date), t(analyticsText.plan), t(analyticsText.amount)],
        rows: payments.map((p) => [formatDate(p.paidAt), p.plan, cell(p.amount)]),
      },
    },
    onAndOff: myMealsOnAndOff(board),
  } satisfies Record<string, FigureSpec>;
}
