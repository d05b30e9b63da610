import { defineMessages } from '@/lib/i18n';

// Upcoming Meals: the page, its cards and the like button.
export const upcomingText = defineMessages('upcoming', {
  title: 'Upcoming Meals · MessMate',
  heading: 'Upcoming Meals',
  intro:
    'Dishes the kitchen is planning next. Silver, Gold and Platinum members like the ones they want most, and the favourites make it onto the menu.',
  loading: 'Loading upcoming meals',
  emptyTitle: 'Nothing new in the pot right now',
  emptyText: 'When the kitchen plans a new dish it appears here for members to like.',
  listLabel: 'Upcoming meals',
  ingredients: 'Ingredients',
  likes: '{count, plural, one {# like} other {# likes}}',
  like: 'Like',
  liked: 'Liked',
});
