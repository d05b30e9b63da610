import { paths } from '@/config/paths';
import { DashboardShell } from './dashboard-shell';

const ADMIN_LINKS = [
  { to: paths.admin.profile, label: 'Admin Profile', icon: '🧑‍🍳' },
  { to: paths.admin.manageUsers, label: 'Manage Users', icon: '👥' },
  { to: paths.admin.kitchen, label: 'Kitchen Headcount', icon: '🧮' },
  { to: paths.admin.menu, label: 'Week Menu', icon: '🗓️' },
  { to: paths.admin.settings, label: 'Mess Settings', icon: '⏰' },
  { to: paths.admin.addMeal, label: 'Add Meal', icon: '➕' },
  { to: paths.admin.allMeals, label: 'All Meals', icon: '🍱' },
  { to: paths.admin.allReviews, label: 'All Reviews', icon: '💬' },
  { to: paths.admin.serveMeal, label: 'Serve Meals', icon: '🛎️' },
  { to: paths.admin.counter, label: 'Counter', icon: '📷' },
  { to: paths.admin.upcomingMeals, label: 'Upcoming Meals', icon: '📅' },
  { to: paths.admin.support, label: 'Support', icon: '🆘' },
  { to: paths.admin.analytics, label: 'Analytics', icon: '📊' },
] as const;

/** The admin dashboard frame (spec: Admin area sidebar). */
export function AdminLayout() {
  return <DashboardShell title="Admin Dashboard" links={ADMIN_LINKS} />;
}
