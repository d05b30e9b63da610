import { Link } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import { ErrorNotice } from '@/components/ui/error-notice';
import { paths } from '@/config/paths';
import { BadgePill } from '@/features/account';
import { t as translate } from '@/lib/i18n';
import { useThread } from '../api/get-thread';
import { supportText } from '../desk/messages';
import { topicLabel } from '../lib/labels';
import { MessageList } from './message-list';
import { ReplyForm } from './reply-form';
import { ThreadActions } from './thread-actions';
import { ThreadStatusPill } from './status-pill';

/** One thread: what it is about, the conversation, and a reply or a word that it is closed. */
export function ThreadView({ id, kitchen = false }: { id: string; kitchen?: boolean }) {
  const thread = useThread(id);
  const back = kitchen ? paths.admin.support : paths.dashboard.support;
  if (thread.isPending) return <BarsLoader label={translate(supportText.loadingThread)} />;
  if (thread.isError) return <ErrorNotice message={thread.error.message} />;
  const t = thread.data;
  return (
    <article className="space-y-5">
      <title>{translate(supportText.threadTitle, { subject: t.subject })}</title>
      <Link to={back} className="text-sm font-semibold text-brand-800 hover:underline">
        {translate(supportText.allThreads)}
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-stone-900">
            {t.subject}
          </h1>
          <ThreadStatusPill status={t.status} />
          <div className="sm:ml-auto">
            <ThreadActions threadId={t._id} status={t.status} kitchen={kitchen} />
          </div>
        </div>
        <p className="text-sm text-stone-600">
          {topicLabel(t.topic)}
          {t.aboutTitle ? ' · ' : ''}
          {t.aboutTitle && t.mealId ? (
            <Link to={paths.meal(t.mealId)} className="text-brand-800 hover:underline">
              {t.aboutTitle}
            </Link>
          ) : (
            t.aboutTitle
          )}
        </p>
        {kitchen ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            {t.author.name} · {t.author.email} <BadgePill badge={t.badge} />
          </p>
        ) : null}
      </header>
      {t.imageUrl ? (
        <img
          src={t.imageUrl}
          alt={translate(supportText.photoAlt)}
          className="max-h-72 rounded-2xl ring-1 ring-stone-200"
        />
      ) : null}
      <MessageList messages={t.messages} />
      {t.status === 'closed' ? (
        <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-700">
          {translate(kitchen ? supportText.closedKitchen : supportText.closedResident)}
        </p>
      ) : (
        <ReplyForm threadId={t._id} kitchen={kitchen} />
      )}
    </article>
  );
}
