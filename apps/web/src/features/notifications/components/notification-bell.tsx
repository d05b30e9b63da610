import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BellIcon } from '@/components/ui/icons';
import { useAuth } from '@/features/account';
import { numberFormat, t } from '@/lib/i18n';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { bellText } from '../messages';
import { PanelFrame } from './panel-frame';

// The panel and its list load on first open, keeping them out of every page's first script.
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((module) => ({ default: module.NotificationPanel })),
);

const POLL_WHILE_STREAM_IS_DOWN_MS = 60_000;

function bellLabel(signedIn: boolean, unread: number): string {
  if (!signedIn) return t(bellText.signIn);
  return unread > 0 ? t(bellText.unread, { count: unread }) : t(bellText.noneUnread);
}

/** The top bar's bell: the unread count, live while signed in, and the panel behind it. */
export function NotificationBell() {
  const { user } = useAuth();
  const signedIn = user !== null;
  const live = useLiveNotifications(signedIn);
  const unread = useUnreadCount(
    signedIn,
    live.mode === 'polling' ? POLL_WHILE_STREAM_IS_DOWN_MS : false,
  );
  const location = useLocation();
  // The panel belongs to the page it was opened on: any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const open = openOnKey === location.key;
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpenOnKey(null);
    if (refocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open, close]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={bellLabel(signedIn, unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenOnKey(open ? null : location.key)}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-700 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-expanded:bg-brand-50 aria-expanded:text-brand-800"
      >
        <BellIcon className="h-5 w-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
          >
            {unread > 99 ? `${numberFormat().format(99)}+` : numberFormat().format(unread)}
          </span>
        ) : null}
      </button>
      <p aria-live="polite" className="sr-only">
        {live.announcement}
      </p>
      {open ? (
        <Suspense fallback={<PanelFrame id={panelId} loading onClose={() => close(true)} />}>
          <NotificationPanel
            id={panelId}
            signedIn={signedIn}
            isAdmin={user?.role === 'admin'}
            unread={unread}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
