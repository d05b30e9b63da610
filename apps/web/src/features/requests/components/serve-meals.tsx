import { ListControls } from '@/components/paged-list/list-controls';
import { PagedResults } from '@/components/paged-list/paged-results';
import { useListAddress } from '@/components/paged-list/use-list-address';
import { EmptyState } from '@/components/ui/empty-state';
import { t } from '@/lib/i18n';
import { useAllRequests } from '../api/get-all-requests';
import { serveText } from '../serve/messages';
import { ServeMealsTable } from './serve-meals-table';

const statusOptions = () =>
  [
    ['', t(serveText.anyStatus)],
    ['pending', t(serveText.pending)],
    ['delivered', t(serveText.delivered)],
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
          label: t(serveText.searchLabel),
          placeholder: t(serveText.searchPlaceholder),
        }}
        filter={{
          key: 'status',
          id: 'serve-status',
          label: t(serveText.status),
          options: statusOptions(),
        }}
      />
      <PagedResults
        query={requests}
        loadingLabel={t(serveText.loading)}
        listName={t(serveText.listName)}
        countText={(count) => t(serveText.count, { count })}
        empty={
          <EmptyState
            emoji="🛎️"
            title={address.narrowed ? t(serveText.noMatch) : t(serveText.none)}
            titleAs="h2"
          >
            {address.narrowed ? t(serveText.noMatchText) : t(serveText.noneText)}
          </EmptyState>
        }
        hrefFor={address.hrefFor}
      >
        {(items) => <ServeMealsTable requests={items} />}
      </PagedResults>
    </div>
  );
}
