import { useMessSettings } from '../api/get-mess-settings';
import { clock24 } from '../lib/community-time';

/**
 * Formats an instant as '13:05' on the community's clock (its zone from /api/mess-settings),
 * whatever zone the device is set to; the device's own until the settings arrive.
 */
export function useCommunityClock(): (iso: string) => string {
  const timeZone = useMessSettings().data?.timeZone;
  return (iso) =>
    timeZone
      ? clock24(iso, timeZone)
      : new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}
