import { defineMessages } from '@/lib/i18n';

// The dashboards' frame (the sidebar, the phone's drawer) and the resident's page links.
export const dashboardText = defineMessages('dashboard', {
  title: 'My Dashboard',
  profile: 'My Profile',
  myWeek: 'My Week',
  requests: 'Requested Meals',
  pickup: 'Pickup Codes',
  reviews: 'My Reviews',
  payments: 'Payment History',
  analytics: 'Meal Analytics',
  support: 'Support',
  openMenu: 'Open dashboard menu',
  closeMenu: 'Close dashboard menu',
  menuOf: '{title} menu',
  backHome: 'Back to Home',
  user: 'User',
  admin: 'Admin',
  student: 'Student · {badge}',
  logout: 'Logout',
});
