import { defineMessages } from '@/lib/i18n';

// The admin dashboard's frame: its sidebar's (and phone drawer's) links. Only admins load these.
export const adminNavText = defineMessages('adminNav', {
  title: 'Admin Dashboard',
  profile: 'Admin Profile',
  manageUsers: 'Manage Users',
  kitchen: 'Kitchen Headcount',
  menu: 'Week Menu',
  settings: 'Mess Settings',
  addMeal: 'Add Meal',
  allMeals: 'All Meals',
  allReviews: 'All Reviews',
  serveMeals: 'Serve Meals',
  counter: 'Counter',
  upcomingMeals: 'Upcoming Meals',
  support: 'Support',
  analytics: 'Analytics',
});
