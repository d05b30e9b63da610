import { defineMessages } from '@/lib/i18n';

// Behind the bell: loaded with the panel, on its first opening.
export const panelText = defineMessages('notifications', {
  isNew: ' (new)',
  loading: 'Loading your notifications…',
  failed: 'We could not load your notifications.',
  tryAgain: 'Try again',
  caughtUp: "You're all caught up",
  emptyResident:
    'This is where you will hear when your meal is served, your membership is activated, or a meal you liked reaches the menu.',
  emptyAdmin:
    'This is where you will hear of new meal requests, and of anything that concerns your own account.',
  loadingMore: 'Loading…',
  showOlder: 'Show older',
  markAllRead: 'Mark all as read',
  pushWhat: 'When your meal is served or the kitchen replies, even with MessMate closed.',
  neverMiss: 'Never miss your meal',
  signInWhy:
    'Sign in to hear the moment your meal is served, your membership is activated, or a meal you liked reaches the menu.',
  joinUs: 'Join Us',
  justNow: 'just now',
});
