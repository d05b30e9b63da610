import {
  BADGES,
  type AnalyticsPeriod,
  type AnalyticsQuery,
  type KitchenAnalytics,
  type MyAnalytics,
} from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Executor } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { KeptBody } from '../../lib/kept-body';
import { oncePerObject } from '../../lib/once-per-object';
import { SnapshotAnswers } from '../../lib/snapshot-answers';
import type { CommunityClock } from '../meal-requests/service';
import { meanRating } from '../meals/present';
import { freezePeriod, kitchenBoardFigures, myBoardFigures } from './board-figures';
import { mealFiguresRepository as mealsRepo } from './meal-figures-repository';
import { myFiguresRepository as mine } from './my-figures-repository';
import { peopleFiguresRepository as people } from './people-figures-repository';
import { periodBefore, resolvePeriod } from './period';
import { nullableOneDecimal, oneDecimal, toTaka } from './present';
import { requestFiguresRepository as requestsRepo } from './request-figures-repository';
import { serveWaitRepository as serveWaits } from './serve-wait-repository';
import { snapshotRepository } from './snapshot-repository';
import { WORDS } from '@messmate/shared/server-wordings';

const RANK_LENGTH = 10;
const FAVOURITES_LENGTH = 5;

/** Per database: one app's answers never answer another's (tests run many side by side). */
const keptKitchenAnswers = oncePerObject((_db: Executor) => new SnapshotAnswers<KeptBody>(16));
const keptMyAnswers = oncePerObject((_db: Executor) => new SnapshotAnswers<KeptBody>(256));

/**
 * The snapshot taken after the period's due sittings are frozen (the only write an answer
 * makes): one statement when none is due, as almost always.
 */
async function snapshotAfterFreeze(db: Executor, period: AnalyticsPeriod, now: Date) {
  const taken = await snapshotRepository.currentUnlessDue(db, period, now);
  if (!taken.due) return taken.snapshot;
  await freezePeriod(db, period, now);
  return snapshotRepository.current(db);
}

/**
 * The kitchen's numbers for a period: requests, meals, memberships and residents, as the text
 * `serialize` makes of them. The same period over the same rows is read and serialized once,
 * however many ask (decisions 0049, 0051).
 */
export async function kitchenAnalytics(
  db: Executor,
  query: AnalyticsQuery,
  clock: CommunityClock,
  serialize: (answer: KitchenAnalytics) => string,
): Promise<KeptBody> {
  const period = resolvePeriod(query, clock.now, clock.timeZone);
  const snapshot = await snapshotAfterFreeze(db, period, clock.now);
  const read = async () => new KeptBody(serialize(await readKitchenFigures(db, period)));
  if (!snapshot) return read();
  const key = JSON.stringify([snapshot, period.from, period.to, period.timeZone]);
  return keptKitchenAnswers(db).read(key, read);
}

async function readKitchenFigures(
  db: Executor,
  period: AnalyticsPeriod,
): Promise<KitchenAnalytics> {
  const [
    [totals],
    [waits],
    perDay,
    top,
    liked,
    best,
    worst,
    falling,
    sales,
    badges,
    residents,
    board,
  ] = await Promise.all([
    requestsRepo.totals(db, period),
    serveWaits.percentiles(db, period),
    requestsRepo.perDay(db, period),
    requestsRepo.mostRequested(db, period, RANK_LENGTH),
    mealsRepo.mostLiked(db, period, RANK_LENGTH),
    mealsRepo.rankedByRating(db, period, 'best', RANK_LENGTH),
    mealsRepo.rankedByRating(db, period, 'worst', RANK_LENGTH),
    mealsRepo.falling(db, period, periodBefore(period), RANK_LENGTH),
    people.memberships(db, period),
    people.badges(db),
    people.residents(db, period),
    kitchenBoardFigures(db, period),
  ]);
  const toRated = (row: (typeof best)[number]) => ({
    _id: row.id,
    title: row.title,
    rating: oneDecimal(row.rating),
    ratings: row.ratings,
  });
  return {
    period,
    requests: {
      total: totals?.total ?? 0,
      served: totals?.served ?? 0,
      pending: (totals?.total ?? 0) - (totals?.served ?? 0),
      medianMinutesToServe: nullableOneDecimal(waits?.median ?? null),
      p90MinutesToServe: nullableOneDecimal(waits?.p90 ?? null),
      perDay: perDay.map(({ total, served, ...day }) => ({
        ...day,
        served,
        pending: total - served,
      })),
    },
    topMeals: top.map((row) => ({
      _id: row.id,
      title: row.title,
      category: row.category,
      likes: row.likes,
      rating: meanRating(row.ratingSum, row.ratingCount),
      ratings: row.ratingCount,
      requests: row.requests,
    })),
    mostLiked: liked.map((row) => ({ _id: row.id, title: row.title, likes: row.likes })),
    bestRated: best.map(toRated),
    worstRated: worst.map(toRated),
    fallingRatings: falling.map((row) => ({
      _id: row.id,
      title: row.title,
      before: oneDecimal(row.before),
      during: oneDecimal(row.during),
      ratingsBefore: row.ratingsBefore,
      ratingsDuring: row.ratingsDuring,
    })),
    memberships: sales.map((row) => ({
      plan: row.plan,
      month: row.month,
      count: row.count,
      revenue: toTaka(row.poisha),
    })),
    badges: Object.fromEntries(
      BADGES.map((badge) => [badge, badges.find((row) => row.badge === badge)?.count ?? 0]),
    ) as KitchenAnalytics['badges'],
    residents,
    board,
  };
}

/**
 * A Platinum member's own numbers; anyone else is told it is a Platinum feature. Kept like the
 * kitchen's, per member (decision 0049); the badge is checked on every ask.
 */
export async function myAnalytics(
  db: Executor,
  caller: Caller,
  query: AnalyticsQuery,
  clock: CommunityClock,
  serialize: (answer: MyAnalytics) => string,
): Promise<KeptBody> {
  if (caller.badge !== 'Platinum') throw forbidden(WORDS.messages.platinumOnly, 'PLATINUM_ONLY');
  const period = resolvePeriod(query, clock.now, clock.timeZone);
  const snapshot = await snapshotRepository.current(db);
  const read = async () => new KeptBody(serialize(await readMyFigures(db, caller.id, period)));
  if (!snapshot) return read();
  const key = JSON.stringify([snapshot, caller.id, period.from, period.to, period.timeZone]);
  return keptMyAnswers(db).read(key, read);
}

async function readMyFigures(
  db: Executor,
  userId: string,
  period: AnalyticsPeriod,
): Promise<MyAnalytics> {
  const [weeks, favourites, ratings, paid, board] = await Promise.all([
    mine.perWeek(db, userId, period),
    mine.favourites(db, userId, period, FAVOURITES_LENGTH),
    mine.ratings(db, userId, period),
    mine.payments(db, userId, period),
    myBoardFigures(db, userId, period),
  ]);
  const sum = (pick: (week: (typeof weeks)[number]) => number) =>
    weeks.reduce((total, week) => total + pick(week), 0);
  return {
    period,
    requests: {
      total: sum((week) => week.total),
      served: sum((week) => week.served),
      byCategory: {
        Breakfast: sum((week) => week.Breakfast),
        Lunch: sum((week) => week.Lunch),
        Dinner: sum((week) => week.Dinner),
      },
      perWeek: weeks.map(({ week, Breakfast, Lunch, Dinner }) => ({
        week,
        Breakfast,
        Lunch,
        Dinner,
      })),
    },
    favourites,
    ratings: ratings.map((row) => ({
      mealId: row.mealId,
      title: row.title,
      mine: row.mine,
      communityMean: meanRating(row.ratingSum, row.ratingCount),
    })),
    payments: paid.map((row) => ({
      plan: row.plan,
      amount: toTaka(row.poisha),
      paidAt: row.paidAt.toISOString(),
    })),
    paid: toTaka(paid.reduce((total, row) => total + row.poisha, 0)),
    board,
  };
}
