import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { NotificationEvent, UnreadCount } from '@messmate/shared/schemas/notification';
import { prependNotification, type NotificationPages } from '../lib/notification-pages';
import { notificationKeys } from '../api/query-keys';

const STREAM_URL = '/api/notifications/stream';
/** Failures in a row (no successful open between) before the stream is given a rest. */
const FAILURES_BEFORE_POLLING = 3;
/** While resting, the count is polled; after this long the stream is tried again. */
const RETRY_LIVE_AFTER_MS = 5 * 60_000;

export type LiveMode = 'off' | 'live' | 'polling';

function parse<T>(event: MessageEvent<string>): T | null {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

/**
 * Keeps the bell current from the server's event stream while someone is signed in.
 * EventSource reconnects by itself; when it keeps failing (or is refused), the bell falls
 * back to polling the count and tries the stream again a few minutes later.
 */
export function useLiveNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<LiveMode>('off');
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const rest = () => {
      source?.close();
      source = null;
      setMode('polling');
      retryTimer = setTimeout(connect, RETRY_LIVE_AFTER_MS);
    };

    function connect() {
      failures = 0;
      const stream = new EventSource(STREAM_URL);
      source = stream;
      stream.addEventListener('open', () => {
        failures = 0;
        setMode('live');
      });
      stream.addEventListener('unread', (event) => {
        const data = parse<UnreadCount>(event);
        if (data) queryClient.setQueryData<UnreadCount>(notificationKeys.unread, data);
        // Read elsewhere, or back after a gap: the open panel's list may be behind.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      });
      stream.addEventListener('notification', (event) => {
        const data = parse<NotificationEvent>(event);
        if (!data) return;
        queryClient.setQueryData<UnreadCount>(notificationKeys.unread, { count: data.unread });
        queryClient.setQueryData<NotificationPages>(notificationKeys.list, (pages) =>
          prependNotification(pages, data.notification),
        );
        setAnnouncement(`New notification: ${data.notification.title}`);
      });
      stream.addEventListener('error', () => {
        failures += 1;
        if (stream.readyState === EventSource.CLOSED || failures >= FAILURES_BEFORE_POLLING) {
          rest();
        }
      });
    }

    connect();
    return () => {
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [enabled, queryClient]);

  return { mode: enabled ? mode : 'off', announcement };
}
