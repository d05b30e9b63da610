import { communityDate } from '../lib/community-time';
import { useMessSettings } from '../api/get-mess-settings';
import { useNow } from './use-now';

/**
 * The community's time zone and today's date there, once the settings are in (until then
 * `today` is null). Today moves on at the community's midnight, not the phone's.
 */
export function useCommunityToday() {
  const settings = useMessSettings();
  const now = useNow(30_000);
  const timeZone = settings.data?.timeZone ?? null;
  return {
    settings,
    timeZone,
    today: timeZone ? communityDate(now, timeZone) : null,
  };
}
