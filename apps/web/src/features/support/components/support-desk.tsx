import { BarsLoader } from '@/components/ui/bars-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { t } from '@/lib/i18n';
import { useThreads } from '../api/get-threads';
import { supportText } from '../desk/messages';
import { NewThreadForm, type ThreadAbout } from './new-thread-form';
import { ThreadList } from './thread-list';

/** The resident's support page: ask the kitchen, and the threads so far. */
export function SupportDesk({ about }: { about: ThreadAbout }) {
  const threads = useThreads();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <NewThreadForm about={about} />
      <section aria-labelledby="my-threads" className="space-y-3">
        <h2 id="my-threads" className="text-lg font-bold text-stone-900">
          {t(supportText.yourThreads)}
        </h2>
        {threads.isPending ? <BarsLoader label={t(supportText.loadingThreads)} /> : null}
        {threads.isError ? (
          <ErrorNotice message={threads.error.message} onRetry={() => void threads.refetch()} />
        ) : null}
        {threads.data?.length === 0 ? (
          <EmptyState emoji="💬" title={t(supportText.noThreads)} titleAs="h3">
            {t(supportText.noThreadsText)}
          </EmptyState>
        ) : null}
        {threads.data?.length ? (
          <ThreadList threads={threads.data} label={t(supportText.yourThreads)} />
        ) : null}
      </section>
    </div>
  );
}
