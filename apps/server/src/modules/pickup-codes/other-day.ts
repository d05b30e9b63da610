import { WORDS } from '@messmate/shared/server-wordings';
import { dayLabel } from '../../lib/community-time';
import { conflict, type HttpError } from '../../lib/http-error';

/** A code for another day, refused with both days in the reader's own words. */
export function otherDayRefusal(day: string, today: string): HttpError {
  const en = WORDS.pickup.otherDay(dayLabel(day, 'en'), dayLabel(today, 'en')).en;
  const bn = WORDS.pickup.otherDay(dayLabel(day, 'bn'), dayLabel(today, 'bn')).bn;
  return conflict({ en, bn }, 'PICKUP_OTHER_DAY');
}
