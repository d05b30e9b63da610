import { defineMessages } from '@/lib/i18n';

// The admin's Upcoming Meals (/dashboard/admin/upcoming-meals): the list by likes, Publish, Delete
// and the Add Upcoming Meal dialog's frame (its meal fields are Add Meal's). Only that page loads these.
export const upcomingAdminText = defineMessages('upcomingAdmin', {
  pageTitle: 'Upcoming Meals (admin) · MessMate',
  heading: 'Upcoming Meals',
  intro:
    'Members with Silver, Gold or Platinum like the dishes they want. Publish puts one on the menu with its likes.',
  add: 'Add Upcoming Meal',
  adding: 'Adding...',
  cancel: 'Cancel',
  postedBy: 'Posted by',
  postedByWho: 'Posted by {email}',
  loading: 'Loading upcoming meals',
  none: 'No upcoming meals',
  noneText: 'Add one to let members like it before it goes on the menu.',
  meal: 'Meal',
  category: 'Category',
  price: 'Price',
  likes: 'Likes',
  likesCount: '{count, plural, one {# like} other {# likes}}',
  actions: 'Actions',
  caption: 'Upcoming meals, most liked first',
  cardsLabel: 'Upcoming meals',
  publish: 'Publish',
  publishing: 'Publishing...',
  delete: 'Delete',
  deleting: 'Deleting...',
  deleted: '✅ {title} is no longer upcoming',
  deleteFailed: 'Could not delete the upcoming meal.',
  addFailed: '❌ Failed to add upcoming meal.',
  addFailedRetry: '❌ Failed to add upcoming meal. Try again.',
});
