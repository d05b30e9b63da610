import { ListControls } from '@/components/paged-list/list-controls';
import { PagedResults } from '@/components/paged-list/paged-results';
import { useListAddress } from '@/components/paged-list/use-list-address';
import { EmptyState } from '@/components/ui/empty-state';
import { useAllRequests } from '../api/get-all-requests';
import { ServeMealsTable } from './serve-meals-table';

const STATUS_OPTIONS = [
  ['', 'Any status'],
  ['pending', 'Pending'],
  ['delivered', 'Delivered'],
] as const;

/** Serve Meals: every request, searchable by resident or meal, with Serve for pending ones. */
export function ServeMeals() {
  const address = useListAddress(['status']);
  const requests = useAllRequests(address.query);
  return (
    <div className="space-y-5">
      <ListControls
        address={address}
        search={{
          id: 'serve-search',
          label: 'Search by user or meal',
          placeholder: 'User name, email or meal',
        }}
        filter={{ key: 'status', id: 'serve-status', label: 'Status', options: STATUS_OPTIONS }}
      />
      <PagedResults
        query={requests}
        loadingLabel="Loading requests"
        noun={['request', 'requests']}
        order="newest first"
        empty={
          <EmptyState
            emoji="🛎️"
            title={address.narrowed ? 'No requests match your search' : 'No meal requests yet'}
            titleAs="h2"
          >
            {address.narrowed
              ? 'Try a name, an email or part of a meal title.'
              : 'Requests from residents show here.'}
          </EmptyState>
        }
        hrefFor={address.hrefFor}
      >
        {(items) => <ServeMealsTable requests={items} />}
      </PagedResults>
    </div>
  );
}
