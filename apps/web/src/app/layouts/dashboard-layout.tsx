import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { DashboardShell } from './dashboard-shell';
import { dashboardText } from './messages';

const USER_LINKS = [
  { to: paths.dashboard.profile, label: dashboardText.profile, icon: '👤' },
  { to: paths.dashboard.myWeek, label: dashboardText.myWeek, icon: '🗓️' },
  { to: paths.dashboard.requests, label: dashboardText.requests, icon: '🍛' },
  { to: paths.dashboard.pickup(), label: dashboardText.pickup, icon: '🎟️' },
  { to: paths.dashboard.reviews, label: dashboardText.reviews, icon: '⭐' },
  { to: paths.dashboard.payments, label: dashboardText.payments, icon: '💳' },
  { to: paths.dashboard.analytics, label: dashboardText.analytics, icon: '📊' },
  { to: paths.dashboard.support, label: dashboardText.support, icon: '💬' },
] as const;

/** The resident's dashboard frame (spec: User dashboard sidebar). */
export function DashboardLayout() {
  return (
    <DashboardShell
      title={t(dashboardText.title)}
      links={USER_LINKS.map((link) => ({ ...link, label: t(link.label) }))}
    />
  );
}
