import { useSearchParams } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { t } from '@/lib/i18n';
import { useThreads } from '../api/get-threads';
import type { ThreadFilters } from '../api/query-keys';
import { supportText } from '../desk/messages';
import { statusFrom, topicFrom } from '../lib/labels';
import { QueueFilters } from './queue-filters';
import { ThreadList } from './thread-list';

/** The kitchen's queue: Gold and Platinum members first, then the longest waiting; filters in the address. */
export function SupportQueue() {
  const [search, setSearch] = useSearchParams();
  const filters: ThreadFilters = {
    status: statusFrom(search.get('status')),
    topic: topicFrom(search.get('topic')),
  };
  const threads = useThreads(filters);
  function change(next: ThreadFilters) {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.topic) params.set('topic', next.topic);
    setSearch(params, { replace: true });
  }
  return (
    <div className="space-y-5">
      <QueueFilters filters={filters} onChange={change} />
      <p className="text-sm text-stone-600">{t(supportText.queueOrder)}</p>
      {threads.isPending ? <BarsLoader label={t(supportText.loadingQueue)} /> : null}
      {threads.isError ? (
        <ErrorNotice message={threads.error.message} onRetry={() => void threads.refetch()} />
      ) : null}
      {threads.data?.length === 0 ? (
        <EmptyState emoji="📭" title={t(supportText.noneHere)} titleAs="h2">
          {t(supportText.noneHereText)}
        </EmptyState>
      ) : null}
      {threads.data?.length ? (
        <ThreadList threads={threads.data} label={t(supportText.queueLabel)} kitchen />
      ) : null}
    </div>
  );
}
