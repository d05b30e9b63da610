import { defineMessages } from '@/lib/i18n';

// A meal's page: its facts, the reviews' frame, and when it cannot be found.
export const mealPageText = defineMessages('mealPage', {
  title: '{title} · MessMate',
  back: 'All meals',
  outOfFive: '{rating, number} out of {max, number}',
  notRated: 'Not rated yet',
  reviewCount: '{count, plural, one {# review} other {# reviews}}',
  distributedBy: 'Distributed by',
  ingredients: 'Ingredients',
  reviews: 'Reviews',
  noReviews: 'No reviews yet. Be the first to say how it tasted.',
  loadingMeal: 'Loading meal',
  loadingReviews: 'Loading reviews',
  notFoundTitle: 'Meal not found · MessMate',
  notFound: 'Meal not found',
  notFoundText: 'This meal is not on the menu. It may have been removed, or the link is mistyped.',
  browseAll: 'Browse all meals',
});
