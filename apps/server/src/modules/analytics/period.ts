import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsPeriod,
  type AnalyticsQuery,
} from '@messmate/shared';
import { communityDay } from '../../lib/community-day';
import { badRequest } from '../../lib/http-error';
import { WORDS } from '@messmate/shared/server-wordings';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Both days counted: 2025-06-01 to 2025-06-30 is 30 days. */
export const daysIn = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/**
 * The period an analytics answer covers, in the community's days: what the query names, the
 * rest filled in from today there (the last 30 days when it names nothing), at most a year.
 */
export function resolvePeriod(query: AnalyticsQuery, now: Date, timeZone: string): AnalyticsPeriod {
  const today = communityDay(now, timeZone);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - ANALYTICS_DEFAULT_DAYS);
  if (from > to) throw badRequest(WORDS.messages.analyticsPeriodBackwards, 'PERIOD_BACKWARDS');
  if (daysIn(from, to) > ANALYTICS_MAX_DAYS) {
    throw badRequest(WORDS.messages.analyticsPeriodTooLong(ANALYTICS_MAX_DAYS), 'PERIOD_TOO_LONG');
  }
  return { from, to, timeZone };
}

/** The period of the same length just before this one: what a rating trend compares with. */
export function periodBefore(period: AnalyticsPeriod): AnalyticsPeriod {
  const length = daysIn(period.from, period.to);
  return { ...period, from: addDays(period.from, -length), to: addDays(period.from, -1) };
}
