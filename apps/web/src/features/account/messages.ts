import { defineMessages } from '@/lib/i18n';

// The fields every account form shares, and the badge as a pill.
export const accountText = defineMessages('account', {
  user: 'User',
  email: 'Email',
  password: 'Password',
  show: 'Show',
  hide: 'Hide',
  passwordWord: ' password',
  passwordHint: '{min, number} to {max, number} characters. A short sentence is easy to remember.',
  fullName: 'Full name',
  noBadge: 'No Badge',
  badgeWord: ' badge',
});
