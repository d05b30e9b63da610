import { and, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';

/** The instant a community day starts: midnight there, as a timestamptz the planner can compare. */
export const startOfDay = (day: string, timeZone: string): SQL =>
  sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** The instant after a community day ends: the next day's midnight there. */
export const endOfDay = (day: string, timeZone: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

/** A timestamp column within the period: from its first midnight to the midnight after its last day. */
export function withinPeriod(column: AnyColumn, period: AnalyticsPeriod): SQL | undefined {
  return and(
    gte(column, startOfDay(period.from, period.timeZone)),
    lt(column, endOfDay(period.to, period.timeZone)),
  );
}

/** Counts as a number on both drivers (pg answers int8 and numeric as text). */
export const countAll = () => sql<number>`count(*)`.mapWith(Number);
export const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
/** A sum of counts (of a rollup, or of a subquery's counts), 0 over no rows. */
export const sumOf = (column: unknown, where?: SQL) =>
  sql<number>`coalesce(sum(${column})${where ? sql` filter (where ${where})` : sql``}, 0)`.mapWith(
    Number,
  );

/** A mean or percentile that is null over no rows; pg answers numeric as text. */
export const nullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
