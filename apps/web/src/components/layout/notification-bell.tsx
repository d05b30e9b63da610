import { BellIcon } from '@/components/ui/icons';

/** The notification bell of the top bar. */
export function NotificationBell() {
  return (
    <button
      type="button"
      aria-label="Notifications"
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-700 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <BellIcon className="h-5 w-5" />
    </button>
  );
}
