import { SUPPORT_THREADS_PER_DAY } from '@messmate/shared';
import { formatWait, nextMidnight, waitInBangla } from '../../lib/community-day';
import { tooManyRequests } from '../../lib/http-error';

/** Whether one more thread today would go over the daily limit. */
export const overThreadLimit = (openedToday: number): boolean =>
  openedToday >= SUPPORT_THREADS_PER_DAY;

/** 'You can open 5 support threads a day. …resets at midnight (Asia/Dhaka), in 3 h.' */
export function threadLimitReached(now: Date, timeZone: string) {
  const wait = formatWait(nextMidnight(now, timeZone).getTime() - now.getTime());
  return tooManyRequests(
    {
      en:
        `You can open ${SUPPORT_THREADS_PER_DAY} support threads a day. ` +
        'You can still reply in the threads you have. ' +
        `Your limit resets at midnight (${timeZone}), in ${wait}.`,
      bn:
        `আপনি দিনে ${SUPPORT_THREADS_PER_DAY}টি সহায়তার আলাপ খুলতে পারেন। ` +
        'যেগুলো খোলা আছে, সেগুলোতে এখনো উত্তর দিতে পারবেন। ' +
        `আপনার সীমা মাঝরাতে (${timeZone}) নতুন হবে, ${waitInBangla(wait)} পরে।`,
    },
    'SUPPORT_THREAD_LIMIT',
  );
}
