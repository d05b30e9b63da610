import { addDays, type SittingTimes } from '@messmate/shared';
import { communityDay, isoInZone, timeInZone, zonedInstant } from './community-day';

/** When one sitting of one day starts, ends and stops taking changes. */
export interface SittingInstants {
  startsAt: Date;
  endsAt: Date;
  cutoffAt: Date;
}

/**
 * The one place a date, a sitting's times and the community's zone become instants. A
 * cutoffDayBefore sitting (breakfast) closes on the evening of the day before.
 */
export function sittingInstants(
  date: string,
  times: SittingTimes,
  timeZone: string,
): SittingInstants {
  const cutoffDate = times.cutoffDayBefore ? addDays(date, -1) : date;
  return {
    startsAt: zonedInstant(date, times.starts, timeZone),
    endsAt: zonedInstant(date, times.ends, timeZone),
    cutoffAt: zonedInstant(cutoffDate, times.cutoff, timeZone),
  };
}

/** Locked: from the cut-off on, or once its count was frozen, whichever the server saw first. */
export function isLocked(sitting: { cutoffAt: Date; frozenAt?: Date | null }, now: Date): boolean {
  return Boolean(sitting.frozenAt) || now.getTime() >= sitting.cutoffAt.getTime();
}

/** A cut-off as residents read it: its day and wall-clock time in the community's zone. */
export function cutoffInWords(cutoffAt: Date, timeZone: string): { date: string; time: string } {
  return { date: communityDay(cutoffAt, timeZone), time: timeInZone(cutoffAt, timeZone) };
}

/** The instants as the API answers them: ISO 8601 with the community's offset. */
export function instantsInZone(instants: SittingInstants, timeZone: string) {
  return {
    startsAt: isoInZone(instants.startsAt, timeZone),
    endsAt: isoInZone(instants.endsAt, timeZone),
    cutoffAt: isoInZone(instants.cutoffAt, timeZone),
  };
}
