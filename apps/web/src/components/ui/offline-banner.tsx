import { useSyncExternalStore } from 'react';
import { MESSAGES } from '@messmate/shared/messages';
import { offlineStatus } from '@/lib/offline-status';

// Made on first use, never while the modules load: the page's first formatter is the one that
// loads ICU (decision 0058), and this one is needed only offline.
let clock: Intl.DateTimeFormat | undefined;
const clockFormat = () =>
  (clock ??= new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/**
 * "You're offline: showing what was saved at 12:40": always in the page as a live region, so
 * a screen reader hears it the moment the network goes, and filled only while offline.
 */
export function OfflineBanner({ className = '' }: { className?: string }) {
  const { offline, savedAt } = useSyncExternalStore(offlineStatus.subscribe, offlineStatus.get);
  return (
    <div role="status" className={className}>
      {offline ? (
        <p className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2.5 text-sm font-semibold text-amber-900">
          <span
            aria-hidden="true"
            className="inline-block h-2 w-2 shrink-0 rounded-full bg-amber-600"
          />
          {savedAt
            ? MESSAGES.offlineSavedAt(clockFormat().format(new Date(savedAt)))
            : MESSAGES.offlineNothingSaved}
        </p>
      ) : null}
    </div>
  );
}
