import { addDays, BOARD_DEFAULT_DAYS, dateRangeProblem } from '@messmate/shared';
import { validationWording } from '@messmate/shared/validation-bn';
import { communityDay } from './community-day';
import { badRequest } from './http-error';

/** ?from=&to= with the board's defaults: from today, for a week; at most 31 days, or a 400. */
export function resolveDateRange(
  query: { from?: string; to?: string },
  now: Date,
  timeZone: string,
): { from: string; to: string } {
  const from = query.from ?? communityDay(now, timeZone);
  const to = query.to ?? addDays(from, BOARD_DEFAULT_DAYS - 1);
  const problem = dateRangeProblem(from, to);
  if (problem) throw badRequest(validationWording(problem), 'BAD_RANGE');
  return { from, to };
}

/** Every date from one to another, both included. */
export function datesOf({ from, to }: { from: string; to: string }): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
