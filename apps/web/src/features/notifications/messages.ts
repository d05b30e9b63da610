import { defineMessages } from '@/lib/i18n';

// The bell and its panel's frame, on every page; the panel's own words load with it (panel/).
export const bellText = defineMessages('bell', {
  signIn: 'Notifications: sign in to get them',
  unread: 'Notifications, {count, number} unread',
  noneUnread: 'Notifications, none unread',
  title: 'Notifications',
  close: 'Close notifications',
  loading: 'Loading notifications',
});
