import { defineMessages } from '@/lib/i18n';

// All Reviews (/dashboard/admin/all-reviews): every resident's reviews, for an admin to moderate.
// Only that page loads these; the words it shares with My Reviews are in ../messages.ts.
export const allReviewsText = defineMessages('allReviews', {
  pageTitle: 'All Reviews · MessMate',
  heading: 'All Reviews',
  searchLabel: 'Search reviews',
  searchPlaceholder: 'Resident, meal or words',
  anyRating: 'Any rating',
  loading: 'Loading reviews',
  count: '{count, plural, one {# review} other {# reviews}}, newest first',
  listName: 'reviews',
  noMatch: 'No reviews match',
  noMatchText: 'Try another name, meal or rating.',
  none: 'No reviews yet',
  noneText: 'Reviews residents leave on meals show here.',
  user: 'User',
  viewMeal: 'View Meal',
  reviewBy: ' the review by {author}',
  on: 'On <0>{meal}</0>',
  caption: 'All reviews, newest first',
  cardsLabel: 'All reviews',
});
