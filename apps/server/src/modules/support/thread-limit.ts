import { SUPPORT_THREADS_PER_DAY } from '@messmate/shared';
import { formatWait, nextMidnight } from '../../lib/community-day';
import { tooManyRequests } from '../../lib/http-error';

/** Whether one more thread today would go over the daily limit. */
export const overThreadLimit = (openedToday: number): boolean =>
  openedToday >= SUPPORT_THREADS_PER_DAY;

/** 'You can open 5 support threads a day. …resets at midnight (Asia/Dhaka), in 3 h.' */
export function threadLimitReached(now: Date, timeZone: string) {
  const wait = formatWait(nextMidnight(now, timeZone).getTime() - now.getTime());
  return tooManyRequests(
    `You can open ${SUPPORT_THREADS_PER_DAY} support threads a day. ` +
      'You can still reply in the threads you have. ' +
      `Your limit resets at midnight (${timeZone}), in ${wait}.`,
    'SUPPORT_THREAD_LIMIT',
  );
}
