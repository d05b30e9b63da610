import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { boardChoices, kitchenLeftovers, menuSittings, pickupCodes, user } from '../../db/schema';
import { countAll, countWhere, nullableNumber } from './period-sql-repository';

const inPeriod = (period: AnalyticsPeriod) => between(menuSittings.date, period.from, period.to);

/**
 * Residents on the board of a sitting that has no frozen count yet (one still open): the
 * same rule as the board's own count (students signed up by the cut-off; own choice, else
 * the sitting's default). Locked sittings are frozen before this runs, so it reads few rows.
 */
const liveCount = (eating: boolean) => sql<number>`(
  select count(*) from ${user}
  left join ${boardChoices} on ${boardChoices.date} = ${menuSittings.date}
    and ${boardChoices.sitting} = ${menuSittings.sitting} and ${boardChoices.userId} = ${user.id}
  where ${user.role} = 'student' and ${user.createdAt} <= ${menuSittings.cutoffAt}
    and coalesce(${boardChoices.eating}, ${menuSittings.defaultBoard} = 'in') = ${eating}
)`;

/**
 * The median portions eaten per resident over the last sittings of the same kind before this
 * one (what the kitchen page's suggestion learns from: decision record 0017), or null.
 * `history` is how many (SUGGESTION_HISTORY, passed in by the service).
 */
const learnedRatio = (history: number) => sql<number | null>`(
  select percentile_cont(0.5) within group (order by history.ratio) from (
    select (past_left.cooked_portions - past_left.left_portions)::float8 / past.frozen_eating as ratio
    from ${kitchenLeftovers} past_left
    join ${menuSittings} past on past.date = past_left.date and past.sitting = past_left.sitting
    where past_left.sitting = ${menuSittings.sitting} and past_left.date < ${menuSittings.date}
      and past.frozen_eating > 0
    order by past_left.date desc limit ${history}
  ) history
)`;

/** Each planned sitting of the period: its count, leftovers and the suggestion it had. */
function sittingRows(db: Executor, period: AnalyticsPeriod, history: number) {
  const eating = sql`coalesce(${menuSittings.frozenEating}, ${liveCount(true)})`;
  const away = sql`coalesce(${menuSittings.frozenAway}, ${liveCount(false)})`;
  // As suggestPortions: the ratio × the count, to a hundredth, rounded up; no history → the count.
  const suggested = sql`case when ${kitchenLeftovers.cooked} is null then null
    else coalesce(ceil(round((${learnedRatio(history)} * ${eating} * 100)::numeric) / 100), ${eating})
    end`;
  return db
    .select({
      date: menuSittings.date,
      sitting: menuSittings.sitting,
      eating: sql<number>`${eating}`.mapWith(Number).as('eating'),
      away: sql<number>`${away}`.mapWith(Number).as('away'),
      collected: sql<number>`(select count(*) from ${pickupCodes}
        where ${pickupCodes.kind} = 'board' and ${pickupCodes.communityDay} = ${menuSittings.date}
          and ${pickupCodes.sitting} = ${menuSittings.sitting})`
        .mapWith(Number)
        .as('collected'),
      cooked: kitchenLeftovers.cooked,
      left: kitchenLeftovers.left,
      suggested: sql<number | null>`${suggested}`.mapWith(Number).as('suggested'),
    })
    .from(menuSittings)
    .leftJoin(
      kitchenLeftovers,
      and(
        eq(kitchenLeftovers.date, menuSittings.date),
        eq(kitchenLeftovers.sitting, menuSittings.sitting),
      ),
    )
    .where(inPeriod(period));
}

/** A sum that is null over no recorded rows; pg answers bigint and numeric sums as text. */
const sumOf = (column: unknown) => sql<number | null>`sum(${column})`.mapWith(nullableNumber);

export const boardFiguresRepository = {
  perDay(db: Executor, period: AnalyticsPeriod, history: number) {
    const rows = sittingRows(db, period, history).as('rows');
    return db.select().from(rows).orderBy(asc(rows.date), asc(rows.sitting));
  },

  /** The period's sittings summed per kind of sitting. */
  perSitting(db: Executor, period: AnalyticsPeriod, history: number) {
    const rows = sittingRows(db, period, history).as('rows');
    return db
      .select({
        sitting: rows.sitting,
        planned: countAll(),
        recorded: sql<number>`count(${rows.cooked})`.mapWith(Number),
        eating: sql<number>`coalesce(sum(${rows.eating}), 0)`.mapWith(Number),
        away: sql<number>`coalesce(sum(${rows.away}), 0)`.mapWith(Number),
        collected: sql<number>`coalesce(sum(${rows.collected}), 0)`.mapWith(Number),
        cooked: sumOf(rows.cooked),
        left: sumOf(rows.left),
        suggested: sumOf(rows.suggested),
      })
      .from(rows)
      .groupBy(rows.sitting);
  },

  /** One resident's planned sittings of the period on and off, per sitting. */
  mine(db: Executor, userId: string, period: AnalyticsPeriod) {
    const on = sql`coalesce(${boardChoices.eating}, ${menuSittings.defaultBoard} = 'in')`;
    return db
      .select({
        sitting: menuSittings.sitting,
        on: countWhere(sql`${on}`),
        all: countAll(),
      })
      .from(menuSittings)
      .innerJoin(user, and(eq(user.id, userId), sql`${user.createdAt} <= ${menuSittings.cutoffAt}`))
      .leftJoin(
        boardChoices,
        and(
          eq(boardChoices.date, menuSittings.date),
          eq(boardChoices.sitting, menuSittings.sitting),
          eq(boardChoices.userId, userId),
        ),
      )
      .where(inPeriod(period))
      .groupBy(menuSittings.sitting);
  },
};
