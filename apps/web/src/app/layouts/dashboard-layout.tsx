import { paths } from '@/config/paths';
import { DashboardShell } from './dashboard-shell';

const USER_LINKS = [
  { to: paths.dashboard.profile, label: 'My Profile', icon: '👤' },
  { to: paths.dashboard.myWeek, label: 'My Week', icon: '🗓️' },
  { to: paths.dashboard.requests, label: 'Requested Meals', icon: '🍛' },
  { to: paths.dashboard.pickup(), label: 'Pickup Codes', icon: '🎟️' },
  { to: paths.dashboard.reviews, label: 'My Reviews', icon: '⭐' },
  { to: paths.dashboard.payments, label: 'Payment History', icon: '💳' },
  { to: paths.dashboard.analytics, label: 'Meal Analytics', icon: '📊' },
  { to: paths.dashboard.support, label: 'Support', icon: '💬' },
] as const;

/** The resident's dashboard frame (spec: User dashboard sidebar). */
export function DashboardLayout() {
  return <DashboardShell title="My Dashboard" links={USER_LINKS} />;
}
