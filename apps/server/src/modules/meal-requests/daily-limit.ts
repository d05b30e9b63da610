import { PLANS, type Badge } from '@messmate/shared';
import type { Wording } from '@messmate/shared/wording';
import { formatWait, nextMidnight, waitInBangla } from '../../lib/community-day';
import { tooManyRequests } from '../../lib/http-error';

/** How many meals a badge may request per community day: null is unlimited, 0 is none. */
export function dailyRequestLimit(badge: Badge): number | null {
  const plan = PLANS.find((candidate) => candidate.name === badge);
  return plan ? plan.dailyRequestLimit : 0;
}

/** 'Silver members can request 3 meals a day. Your limit resets at midnight (Asia/Dhaka), in 5 h 12 min.' */
export function limitReachedText(
  badge: Badge,
  limit: number,
  now: Date,
  timeZone: string,
): Wording {
  const wait = formatWait(nextMidnight(now, timeZone).getTime() - now.getTime());
  const meals = limit === 1 ? 'meal' : 'meals';
  return {
    en:
      `${badge} members can request ${limit} ${meals} a day. ` +
      `Your limit resets at midnight (${timeZone}), in ${wait}.`,
    bn:
      `${badge} সদস্যরা দিনে ${limit}টি খাবার চাইতে পারেন। ` +
      `আপনার সীমা মাঝরাতে (${timeZone}) নতুন হবে, ${waitInBangla(wait)} পরে।`,
  };
}

export function limitReached(badge: Badge, limit: number, now: Date, timeZone: string) {
  return tooManyRequests(limitReachedText(badge, limit, now, timeZone), 'DAILY_REQUEST_LIMIT');
}
