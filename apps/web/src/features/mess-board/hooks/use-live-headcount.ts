import type { BoardChangedEvent } from '@messmate/shared/schemas/kitchen';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { boardKeys } from '../api/query-keys';

const STREAM_URL = '/api/notifications/stream';

/**
 * Keeps the kitchen's counts current while the page is open: the admins' event stream says
 * `board` when a resident changes a sitting (that day's count is read again) and `notification`
 * when a meal is requested (the requests column). EventSource reconnects by itself.
 */
export function useLiveHeadcount(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    const stream = new EventSource(STREAM_URL);
    let missed = false;
    stream.addEventListener('open', () => {
      setLive(true);
      // Back after a gap: changes made meanwhile were never heard.
      if (missed) void queryClient.invalidateQueries({ queryKey: boardKeys.headcounts });
    });
    stream.addEventListener('error', () => {
      missed = true;
      setLive(false);
    });
    stream.addEventListener('board', (event: MessageEvent<string>) => {
      let changed: BoardChangedEvent | null = null;
      try {
        changed = JSON.parse(event.data) as BoardChangedEvent;
      } catch {
        // A malformed event: read every day again rather than miss a change.
      }
      void queryClient.invalidateQueries({
        queryKey: changed ? boardKeys.headcount(changed.date) : boardKeys.headcounts,
      });
    });
    stream.addEventListener('notification', () => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.headcounts });
    });
    return () => stream.close();
  }, [queryClient]);

  return live;
}
