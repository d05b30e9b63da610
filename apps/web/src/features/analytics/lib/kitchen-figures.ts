import type { KitchenAnalytics } from '@messmate/shared/schemas/analytics';
import { boardPerDay, boardPerSitting } from './board-figures';
import { cell, SERIES_COLOURS, type FigureSpec } from './figure-data';

const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;
const categorySeries = (rows: Record<(typeof CATEGORIES)[number], number>[]) =>
  CATEGORIES.map((category) => ({
    label: category,
    values: rows.map((row) => row[category]),
    color: SERIES_COLOURS[category],
  }));

function requestsPerDay({ requests }: KitchenAnalytics): FigureSpec {
  const days = requests.perDay;
  return {
    title: 'Requests per day and sitting',
    name: 'requests-per-day',
    data: {
      header: ['Day', 'Breakfast', 'Lunch', 'Dinner', 'Served', 'Pending'],
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
  return {
    title: 'Most requested meals',
    name: 'most-requested-meals',
    data: {
      header: ['Meal', 'Requests', 'Likes', 'Rating', 'Ratings'],
      rows: topMeals.map((m) => [m.title, ...[m.requests, m.likes, m.rating, m.ratings].map(cell)]),
    },
    chart: {
      kind: 'bars',
      labels: topMeals.map((m) => m.title),
      series: [
        { label: 'Requests', values: topMeals.map((m) => m.requests), color: SERIES_COLOURS.first },
      ],
    },
  };
}

function rated(title: string, name: string, rows: KitchenAnalytics['bestRated']): FigureSpec {
  return {
    title,
    name,
    data: {
      header: ['Meal', 'Rating', 'Ratings'],
      rows: rows.map((m) => [m.title, cell(m.rating), cell(m.ratings)]),
    },
  };
}

function memberships({ memberships: sales }: KitchenAnalytics): FigureSpec {
  const months = [...new Set(sales.map((sale) => sale.month))];
  const revenueIn = (month: string) =>
    sales.filter((sale) => sale.month === month).reduce((sum, sale) => sum + sale.revenue, 0);
  return {
    title: 'Membership sales',
    name: 'membership-sales',
    data: {
      header: ['Month', 'Plan', 'Sold', 'Revenue (taka)'],
      rows: sales.map((s) => [s.month, s.plan, cell(s.count), cell(s.revenue)]),
    },
    chart: {
      kind: 'bars',
      labels: months,
      series: [
        { label: 'Revenue (taka)', values: months.map(revenueIn), color: SERIES_COLOURS.first },
      ],
    },
  };
}

function badges({ badges: held }: KitchenAnalytics): FigureSpec {
  const names = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
  return {
    title: 'Badges held now',
    name: 'badges-held',
    data: {
      header: ['Badge', 'Residents'],
      rows: names.map((badge) => [badge, cell(held[badge])]),
    },
    chart: {
      kind: 'bars',
      labels: [...names],
      series: [
        {
          label: 'Residents',
          values: names.map((badge) => held[badge]),
          color: SERIES_COLOURS.second,
        },
      ],
    },
  };
}

/** Every figure of the kitchen's page, built once per answer. */
export function kitchenFigures(answer: KitchenAnalytics) {
  return {
    requestsPerDay: requestsPerDay(answer),
    mostRequested: mostRequested(answer),
    board: boardPerSitting(answer.board),
    boardPerDay: boardPerDay(answer.board),
    mostLiked: {
      title: 'Most liked in this period',
      name: 'most-liked-meals',
      data: {
        header: ['Meal', 'Likes'],
        rows: answer.mostLiked.map((m) => [m.title, cell(m.likes)]),
      },
    },
    bestRated: rated('Best rated in this period', 'best-rated-meals', answer.bestRated),
    worstRated: rated('Worst rated in this period', 'worst-rated-meals', answer.worstRated),
    falling: {
      title: 'Ratings falling',
      name: 'falling-ratings',
      data: {
        header: ['Meal', 'Before', 'Now', 'Ratings before', 'Ratings now'],
        rows: answer.fallingRatings.map((m) => [
          m.title,
          ...[m.before, m.during, m.ratingsBefore, m.ratingsDuring].map(cell),
        ]),
      },
    },
    memberships: memberships(answer),
    badges: badges(answer),
  } satisfies Record<string, FigureSpec>;
}
