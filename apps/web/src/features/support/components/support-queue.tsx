import { useSearchParams } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useThreads } from '../api/get-threads';
import type { ThreadFilters } from '../api/query-keys';
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
      <p className="text-sm text-stone-600">
        Gold and Platinum members first, then the longest waiting.
      </p>
      {threads.isPending ? <BarsLoader label="Loading threads" /> : null}
      {threads.isError ? (
        <ErrorNotice message={threads.error.message} onRetry={() => void threads.refetch()} />
      ) : null}
      {threads.data?.length === 0 ? (
        <EmptyState emoji="📭" title="No threads here" titleAs="h2">
          Nothing matches these filters.
        </EmptyState>
      ) : null}
      {threads.data?.length ? (
        <ThreadList threads={threads.data} label="Support threads" kitchen />
      ) : null}
    </div>
  );
}
