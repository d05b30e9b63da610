import type { Notification } from '@messmate/shared/schemas/notification';
import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import { timeAgo } from '../lib/time-ago';
import { panelText } from '../panel/messages';

const KIND_MARKS: Record<string, string> = {
  request_served: '🍽️',
  membership_activated: '🏅',
  upcoming_published: '🎉',
  new_meal_in_category: '🆕',
  new_request: '📝',
  support_reply: '💬',
  support_thread_opened: '🆘',
  support_resident_reply: '💬',
  menu_published: '📅',
};

interface NotificationItemProps {
  item: Notification;
  /** Unread when the panel opened: shown as new for as long as it stays open. */
  fresh: boolean;
  now: number;
  onOpen: () => void;
}

const isInternalPath = (link: string | null): link is string =>
  link !== null && link.startsWith('/') && !link.startsWith('//');

export function NotificationItem({ item, fresh, now, onOpen }: NotificationItemProps) {
  const content = (
    <>
      <span
        aria-hidden="true"
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg"
      >
        {KIND_MARKS[item.kind] ?? '🔔'}
      </span>
      <span className="min-w-0 flex-1">
        <span className={`block text-sm ${fresh ? 'font-bold' : 'font-semibold'} text-stone-900`}>
          {item.title}
          {fresh ? <span className="sr-only">{t(panelText.isNew)}</span> : null}
        </span>
        <span className="mt-0.5 block text-sm text-stone-600">{item.body}</span>
        <time dateTime={item.createdAt} className="mt-1 block text-xs font-medium text-stone-500">
          {timeAgo(item.createdAt, now)}
        </time>
      </span>
      {fresh ? (
        <span
          aria-hidden="true"
          className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600"
        />
      ) : null}
    </>
  );
  const rowClass = `flex gap-3 px-4 py-3 ${fresh ? 'bg-brand-50/60' : ''}`;
  return (
    <li>
      {isInternalPath(item.link) ? (
        <Link
          to={item.link}
          onClick={onOpen}
          className={`${rowClass} transition hover:bg-stone-50 focus-visible:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700`}
        >
          {content}
        </Link>
      ) : (
        <div className={rowClass}>{content}</div>
      )}
    </li>
  );
}
