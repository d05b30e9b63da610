import { ListControls } from '@/components/paged-list/list-controls';
import { PagedResults } from '@/components/paged-list/paged-results';
import { useListAddress } from '@/components/paged-list/use-list-address';
import { EmptyState } from '@/components/ui/empty-state';
import { useAllReviews } from '../api/get-all-reviews';
import { AllReviewsTable } from './all-reviews-table';

const RATING_OPTIONS = [
  ['', 'Any rating'],
  ...[5, 4, 3, 2, 1].map(
    (stars) => [String(stars), `${stars} ${stars === 1 ? 'star' : 'stars'}`] as const,
  ),
] as const;

/** All Reviews: what every resident has said, for an admin to find and moderate, page by page. */
export function AllReviews() {
  const address = useListAddress(['rating']);
  const reviews = useAllReviews(address.query);
  return (
    <div className="space-y-6">
      <ListControls
        address={address}
        search={{
          id: 'review-search',
          label: 'Search reviews',
          placeholder: 'Resident, meal or words',
        }}
        filter={{ key: 'rating', id: 'review-rating', label: 'Rating', options: RATING_OPTIONS }}
      />
      <PagedResults
        query={reviews}
        loadingLabel="Loading reviews"
        noun={['review', 'reviews']}
        order="newest first"
        empty={
          <EmptyState
            emoji="💬"
            title={address.narrowed ? 'No reviews match' : 'No reviews yet'}
            titleAs="h2"
          >
            {address.narrowed
              ? 'Try another name, meal or rating.'
              : 'Reviews residents leave on meals show here.'}
          </EmptyState>
        }
        hrefFor={address.hrefFor}
      >
        {(items) => <AllReviewsTable reviews={items} />}
      </PagedResults>
    </div>
  );
}
