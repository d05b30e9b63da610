import type { SupportThread } from '@messmate/shared/schemas/support';
import { Link } from 'react-router';
import { BadgePill } from '@/features/account';
import { formatDateTime } from '@/lib/format-date-time';
import { RichText, t } from '@/lib/i18n';
import { supportText } from '../desk/messages';
import { topicLabel } from '../lib/labels';
import { ThreadStatusPill } from './status-pill';

interface ThreadRowProps {
  thread: SupportThread;
  to: string;
  /** The kitchen's view: who wrote it, their plan badge and the priority mark. */
  kitchen?: boolean;
}

/** One thread in a list: its subject links to it; topic, status and when beside it. */
export function ThreadRow({ thread, to, kitchen = false }: ThreadRowProps) {
  const when = kitchen ? thread.waitingSince : thread.updatedAt;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <Link
          to={to}
          className="min-w-0 font-semibold break-words text-stone-900 hover:text-brand-800 hover:underline"
        >
          {thread.subject}
        </Link>
        <ThreadStatusPill status={thread.status} />
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {topicLabel(thread.topic)}
        {thread.aboutTitle ? ` · ${thread.aboutTitle}` : ''}
      </p>
      {kitchen ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
          {thread.priority === 'priority' ? (
            <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
              {t(supportText.priority)}
            </span>
          ) : null}
          <span>{thread.author.name}</span>
          <BadgePill badge={thread.badge} />
        </div>
      ) : null}
      <p className="mt-2 text-xs text-stone-600">
        <RichText
          message={kitchen ? supportText.waitingSince : supportText.lastActivity}
          values={{ when: formatDateTime(when) }}
          components={{ 0: <time dateTime={when} /> }}
        />
      </p>
    </li>
  );
}
