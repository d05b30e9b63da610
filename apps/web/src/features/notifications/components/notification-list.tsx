import { useEffect, useEffectEvent, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { panelText } from '../panel/messages';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  isAdmin: boolean;
  /** Ids unread when the panel showed them; they keep their 'new' look until it closes. */
  fresh: ReadonlySet<string>;
  onShownUnread: (ids: string[]) => void;
  onOpenItem: () => void;
}

/** The panel's list: newest first, marking what it shows as read, with older pages on demand. */
export function NotificationList({
  isAdmin,
  fresh,
  onShownUnread,
  onOpenItem,
}: NotificationListProps) {
  const list = useNotifications();
  const markRead = useMarkRead();
  const [now, setNow] = useState(() => Date.now());
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const shownUnread = items.filter((item) => !item.read).map((item) => item._id);
  const shownUnreadKey = shownUnread.join(',');

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);

  const markShownRead = useEffectEvent((ids: string[]) => {
    markRead.mutate(ids, { onSuccess: () => onShownUnread(ids) });
  });
  // Only a change in which unread ones are shown starts another request.
  useEffect(() => {
    if (shownUnreadKey) markShownRead(shownUnreadKey.split(','));
  }, [shownUnreadKey]);

  if (list.isPending) {
    return <p className="px-4 py-6 text-sm text-stone-600">{t(panelText.loading)}</p>;
  }
  if (list.isError) {
    return (
      <div className="px-4 py-8 text-center">
        <p className="text-sm text-stone-700">{t(panelText.failed)}</p>
        <button
          type="button"
          onClick={() => void list.refetch()}
          className={buttonClass('secondary', 'sm', 'mt-3')}
        >
          {t(panelText.tryAgain)}
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-3xl"
        >
          🔔
        </span>
        <p className="mt-4 font-semibold text-stone-900">{t(panelText.caughtUp)}</p>
        <p className="mt-1 max-w-72 text-sm text-stone-600">
          {isAdmin ? t(panelText.emptyAdmin) : t(panelText.emptyResident)}
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="divide-y divide-stone-100">
        {items.map((item) => (
          <NotificationItem
            key={item._id}
            item={item}
            fresh={fresh.has(item._id) || !item.read}
            now={now}
            onOpen={onOpenItem}
          />
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="border-t border-stone-100 p-3 text-center">
          <button
            type="button"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            className={buttonClass('ghost', 'sm')}
          >
            {list.isFetchingNextPage ? t(panelText.loadingMore) : t(panelText.showOlder)}
          </button>
        </div>
      ) : null}
    </>
  );
}
