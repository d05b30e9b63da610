import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { adminNavText } from './admin/messages';
import { DashboardShell } from './dashboard-shell';

const ADMIN_LINKS = [
  { to: paths.admin.profile, label: adminNavText.profile, icon: '🧑‍🍳' },
  { to: paths.admin.manageUsers, label: adminNavText.manageUsers, icon: '👥' },
  { to: paths.admin.kitchen, label: adminNavText.kitchen, icon: '🧮' },
  { to: paths.admin.menu, label: adminNavText.menu, icon: '🗓️' },
  { to: paths.admin.settings, label: adminNavText.settings, icon: '⏰' },
  { to: paths.admin.addMeal, label: adminNavText.addMeal, icon: '➕' },
  { to: paths.admin.allMeals, label: adminNavText.allMeals, icon: '🍱' },
  { to: paths.admin.allReviews, label: adminNavText.allReviews, icon: '💬' },
  { to: paths.admin.serveMeal, label: adminNavText.serveMeals, icon: '🛎️' },
  { to: paths.admin.counter, label: adminNavText.counter, icon: '📷' },
  { to: paths.admin.upcomingMeals, label: adminNavText.upcomingMeals, icon: '📅' },
  { to: paths.admin.support, label: adminNavText.support, icon: '🆘' },
  { to: paths.admin.analytics, label: adminNavText.analytics, icon: '📊' },
] as const;

/** The admin dashboard frame (spec: Admin area sidebar), in the reader's language. */
export function AdminLayout() {
  return (
    <DashboardShell
      title={t(adminNavText.title)}
      links={ADMIN_LINKS.map((link) => ({ ...link, label: t(link.label) }))}
    />
  );
}
