import { BarsLoader } from '@/components/ui/bars-loader';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { useThreads } from '../api/get-threads';
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
          Your threads
        </h2>
        {threads.isPending ? <BarsLoader label="Loading your threads" /> : null}
        {threads.isError ? (
          <ErrorNotice message={threads.error.message} onRetry={() => void threads.refetch()} />
        ) : null}
        {threads.data?.length === 0 ? (
          <EmptyState emoji="💬" title="No threads yet" titleAs="h3">
            Cold rice, a missing plate, a wrong charge? Ask the kitchen; the answer shows here.
          </EmptyState>
        ) : null}
        {threads.data?.length ? <ThreadList threads={threads.data} label="Your threads" /> : null}
      </section>
    </div>
  );
}
