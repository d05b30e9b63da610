import { defineMessages } from '@/lib/i18n';

// The top bar's account corner and the phone menu's account rows, on every page: few and short.
export const menuText = defineMessages('accountMenu', {
  joinUs: 'Join Us',
  checking: 'Checking your account',
  user: 'User',
  menuFor: 'Account menu for {name} ({initials})',
  account: 'Account',
  dashboard: 'Dashboard',
  logout: 'Logout',
});
