import { useState } from 'react';
import { BarsLoader } from '@/components/ui/bars-loader';
import { fieldClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorNotice } from '@/components/ui/error-notice';
import { SearchIcon } from '@/components/ui/icons';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAllRequests } from '../api/get-all-requests';
import { ServeMealsTable } from './serve-meals-table';

/** Serve Meals: every request, searchable by resident or meal, with Serve for pending ones. */
export function ServeMeals() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const requests = useAllRequests(search);
  const pending = requests.data?.filter((request) => request.status === 'pending').length ?? 0;

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative sm:w-96">
          <label htmlFor="serve-search" className="sr-only">
            Search by user or meal
          </label>
          <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500" />
          <input
            id="serve-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
            placeholder="Search by user name, email or meal"
            className={`${fieldClass} pl-11`}
          />
        </div>
        {requests.data ? (
          <p className="text-sm text-stone-600" aria-live="polite">
            {requests.data.length} {requests.data.length === 1 ? 'request' : 'requests'}, {pending}{' '}
            waiting to be served
          </p>
        ) : null}
      </div>
      {requests.isPending ? (
        <BarsLoader label="Loading requests" />
      ) : requests.isError ? (
        <ErrorNotice message={requests.error.message} onRetry={() => void requests.refetch()} />
      ) : requests.data.length === 0 ? (
        <EmptyState
          emoji="🛎️"
          title={search ? 'No requests match your search' : 'No meal requests yet'}
          titleAs="h2"
        >
          {search
            ? 'Try a name, an email or part of a meal title.'
            : 'Requests from residents show here.'}
        </EmptyState>
      ) : (
        <div aria-busy={requests.isFetching}>
          <ServeMealsTable requests={requests.data} />
        </div>
      )}
    </div>
  );
}
