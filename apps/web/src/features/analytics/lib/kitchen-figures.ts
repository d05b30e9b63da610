import type { KitchenAnalytics } from '@messmate/shared/schemas/analytics';
import { categoryName } from '@/components/ui/category-badge';
import { t } from '@/lib/i18n';
import { kitchenAnalyticsText } from '../kitchen/messages';
import { cell, SERIES_COLOURS, type FigureSpec } from './figure-data';
import { boardPerDay, boardPerSitting } from './kitchen-board-figures';
import { analyticsText } from './messages';

const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;
const categorySeries = (rows: Record<(typeof CATEGORIES)[number], number>[]) =>
  CATEGORIES.map((category) => ({
    label: categoryName(category),
    values: rows.map((row) => row[category]),
    color: SERIES_COLOURS[category],
  }));

function requestsPerDay({ requests }: KitchenAnalytics): FigureSpec {
  const days = requests.perDay;
  return {
    title: t(kitchenAnalyticsText.requestsPerDay),
    name: 'requests-per-day',
    data: {
      header: [
        t(kitchenAnalyticsText.day),
        ...CATEGORIES.map(categoryName),
        t(analyticsText.served),
        t(kitchenAnalyticsText.pending),
      ],
      rows: days.map((d) => [
        d.date,
        ...[d.Breakfast, d.Lunch, d.Dinner, d.served, d.pending].map(cell),
      ]),
    },
    chart: {
      kind: 'lines',
      labels: days.map((d) => d.date.slice(5)),
      series: categorySeries(days),
    },
  };
}

function mostRequested({ topMeals }: KitchenAnalytics): FigureSpec {
  const requests = t(analyticsText.requests);
  return {
    title: t(kitchenAnalyticsText.mostRequested),
    name: 'most-requested-meals',
    data: {
      header: [
        t(analyticsText.meal),
        requests,
        t(kitchenAnalyticsText.likes),
        t(kitchenAnalyticsText.rating),
        t(kitchenAnalyticsText.ratings),
      ],
      rows: topMeals.map((m) => [m.title, ...[m.requests, m.likes, m.rating, m.ratings].map(cell)]),
    },
    chart: {
      kind: 'bars',
      labels: topMeals.map((m) => m.title),
      series: [
        { label: requests, values: topMeals.map((m) => m.requests), color: SERIES_COLOURS.first },
      ],
    },
  };
}

function rated(title: string, name: string, rows: KitchenAnalytics['bestRated']): FigureSpec {
  return {
    title,
    name,
    data: {
      header: [
        t(analyticsText.meal),
        t(kitchenAnalyticsText.rating),
        t(kitchenAnalyticsText.ratings),
      ],
      rows: rows.map((m) => [m.title, cell(m.rating), cell(m.ratings)]),
    },
  };
}

function memberships({ memberships: sales }: KitchenAnalytics): FigureSpec {
  const months = [...new Set(sales.map((sale) => sale.month))];
  const revenueIn = (month: string) =>
    sales.filter((sale) => sale.month === month).reduce((sum, sale) => sum + sale.revenue, 0);
  const revenue = t(kitchenAnalyticsText.revenue);
  return {
    title: t(kitchenAnalyticsText.memberships),
    name: 'membership-sales',
    data: {
      header: [
        t(kitchenAnalyticsText.month),
        t(analyticsText.plan),
        t(kitchenAnalyticsText.sold),
        revenue,
      ],
      rows: sales.map((s) => [s.month, s.plan, cell(s.count), cell(s.revenue)]),
    },
    chart: {
      kind: 'bars',
      labels: months,
      series: [{ label: revenue, values: months.map(revenueIn), color: SERIES_COLOURS.first }],
    },
  };
}

function badges({ badges: held }: KitchenAnalytics): FigureSpec {
  // Names stay names in both languages (docs/decisions/0031-bangla-with-lingui.md).
  const names = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
  const residents = t(kitchenAnalyticsText.residents);
  return {
    title: t(kitchenAnalyticsText.badges),
    name: 'badges-held',
    data: {
      header: [t(kitchenAnalyticsText.badge), residents],
      rows: names.map((badge) => [badge, cell(held[badge])]),
    },
    chart: {
      kind: 'bars',
      labels: [...names],
      series: [
        {
          label: residents,
          values: names.map((badge) => held[badge]),
          color: SERIES_COLOURS.second,
        },
      ],
    },
  };
}

function falling({ fallingRatings }: KitchenAnalytics): FigureSpec {
  return {
    title: t(kitchenAnalyticsText.falling),
    name: 'falling-ratings',
    data: {
      header: [
        t(analyticsText.meal),
        ...[
          kitchenAnalyticsText.before,
          kitchenAnalyticsText.now,
          kitchenAnalyticsText.ratingsBefore,
          kitchenAnalyticsText.ratingsNow,
        ].map((words) => t(words)),
      ],
      rows: fallingRatings.map((m) => [
        m.title,
        ...[m.before, m.during, m.ratingsBefore, m.ratingsDuring].map(cell),
      ]),
    },
  };
}

/** Every figure of the kitchen's page, built once per answer, in the reader's language. */
export function kitchenFigures(answer: KitchenAnalytics) {
  return {
    requestsPerDay: requestsPerDay(answer),
    mostRequested: mostRequested(answer),
    board: boardPerSitting(answer.board),
    boardPerDay: boardPerDay(answer.board),
    mostLiked: {
      title: t(kitchenAnalyticsText.mostLiked),
      name: 'most-liked-meals',
      data: {
        header: [t(analyticsText.meal), t(kitchenAnalyticsText.likes)],
        rows: answer.mostLiked.map((m) => [m.title, cell(m.likes)]),
      },
    },
    bestRated: rated(t(kitchenAnalyticsText.bestRated), 'best-rated-meals', answer.bestRated),
    worstRated: rated(t(kitchenAnalyticsText.worstRated), 'worst-rated-meals', answer.worstRated),
    falling: falling(answer),
    memberships: memberships(answer),
    badges: badges(answer),
  } satisfies Record<string, FigureSpec>;
}
