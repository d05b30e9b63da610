import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../apps/server/src/db/client';
import { boardFiguresRepository as board } from '../../apps/server/src/modules/analytics/board-figures-repository';
import { mealFiguresRepository as meals } from '../../apps/server/src/modules/analytics/meal-figures-repository';
import { myFiguresRepository as mine } from '../../apps/server/src/modules/analytics/my-figures-repository';
import { peopleFiguresRepository as people } from '../../apps/server/src/modules/analytics/people-figures-repository';
import { addDays, periodBefore } from '../../apps/server/src/modules/analytics/period';
import { requestFiguresRepository as requests } from '../../apps/server/src/modules/analytics/request-figures-repository';
import { serveWaitRepository as waits } from '../../apps/server/src/modules/analytics/serve-wait-repository';
import { communityDay } from '../../apps/server/src/lib/community-day';

/** A query builder (explained) or a function of several queries (timed whole). */
export interface AnalyticsQuery {
  name: string;
  run: (db: Executor) => unknown;
}

const TIME_ZONE = 'Asia/Dhaka';
/** The bench's Platinum member at 100k meals (bench/api/analytics-readers.ts). */
const MEMBER = process.env.BENCH_MEMBER_ID ?? 'analytics-100000-platinum';

/** The periods the analytics page offers, up to today in Dhaka: this week, 30 days, this month, a year. */
function periods(): (AnalyticsPeriod & { name: string })[] {
  const today = communityDay(new Date(), TIME_ZONE);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const of = (name: string, from: string) => ({ name, from, to: today, timeZone: TIME_ZONE });
  return [
    of('this week', addDays(today, -weekday)),
    of('last 30 days', addDays(today, -29)),
    of('this month', `${today.slice(0, 8)}01`),
    of('a year (366 days)', addDays(today, -365)),
  ];
}

/** Every query the kitchen's and the member's answers run, per period. */
export function analyticsQueries() {
  return periods().map((period) => ({
    period,
    queries: [
      { name: 'kitchen: totals', run: (db) => requests.totals(db, period) },
      { name: 'kitchen: serve waits', run: (db) => waits.percentiles(db, period) },
      { name: 'kitchen: per day', run: (db) => requests.perDay(db, period) },
      { name: 'kitchen: most requested', run: () => requests.mostRequestedQuery(period, 10) },
      { name: 'kitchen: most liked', run: () => meals.mostLikedQuery(period, 10) },
      { name: 'kitchen: best rated', run: () => meals.rankedByRatingQuery(period, 'best', 10) },
      { name: 'kitchen: worst rated', run: () => meals.rankedByRatingQuery(period, 'worst', 10) },
      {
        name: 'kitchen: falling',
        run: (db) => meals.falling(db, period, periodBefore(period), 10),
      },
      { name: 'kitchen: memberships', run: (db) => people.memberships(db, period) },
      { name: 'kitchen: residents', run: (db) => people.residents(db, period) },
      { name: 'kitchen: board per day', run: (db) => board.perDay(db, period, 8) },
      { name: 'me: per week', run: (db) => mine.perWeek(db, MEMBER, period) },
      { name: 'me: favourites', run: (db) => mine.favourites(db, MEMBER, period, 5) },
      { name: 'me: ratings', run: (db) => mine.ratings(db, MEMBER, period) },
    ] satisfies AnalyticsQuery[],
  }));
}
