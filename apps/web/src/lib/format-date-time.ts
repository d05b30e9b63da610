import { dateFormat } from './i18n';

/** '3 Jun 2025, 7:45 pm' (Bangla: '৩ জুন, ২০২৫ ৭:৪৫ PM'): when a request was made or served. */
export function formatDateTime(iso: string): string {
  return dateFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // Not hour12: British English then writes the hour after midnight as '0:05 am'.
    hourCycle: 'h12',
  }).format(new Date(iso));
}
