import { ListControls } from '@/components/paged-list/list-controls';
import { PagedResults } from '@/components/paged-list/paged-results';
import { useListAddress } from '@/components/paged-list/use-list-address';
import { EmptyState } from '@/components/ui/empty-state';
import { t } from '@/lib/i18n';
import { useAllReviews } from '../api/get-all-reviews';
import { allReviewsText } from '../all/messages';
import { reviewText } from '../messages';
import { AllReviewsTable } from './all-reviews-table';

const ratingOptions = () =>
  [
    ['', t(allReviewsText.anyRating)],
    ...[5, 4, 3, 2, 1].map(
      (stars) => [String(stars), t(reviewText.stars, { count: stars })] as const,
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
          label: t(allReviewsText.searchLabel),
          placeholder: t(allReviewsText.searchPlaceholder),
        }}
        filter={{
          key: 'rating',
          id: 'review-rating',
          label: t(reviewText.rating),
          options: ratingOptions(),
        }}
      />
      <PagedResults
        query={reviews}
        loadingLabel={t(allReviewsText.loading)}
        countText={(count) => t(allReviewsText.count, { count })}
        listName={t(allReviewsText.listName)}
        empty={
          <EmptyState
            emoji="💬"
            title={address.narrowed ? t(allReviewsText.noMatch) : t(allReviewsText.none)}
            titleAs="h2"
          >
            {address.narrowed ? t(allReviewsText.noMatchText) : t(allReviewsText.noneText)}
          </EmptyState>
        }
        hrefFor={address.hrefFor}
      >
        {(items) => <AllReviewsTable reviews={items} />}
      </PagedResults>
    </div>
  );
}
