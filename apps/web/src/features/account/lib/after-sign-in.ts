import type { Role } from '@messmate/shared/constants';
import { paths } from '@/config/paths';

/** Where 'Dashboard' leads: the admin profile for admins, My Profile for everyone else. */
export function dashboardPathFor(role: Role | null | undefined): string {
  return role === 'admin' ? paths.admin.profile : paths.dashboard.profile;
}

/** A `redirect` value is only followed inside this site. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  if (value === paths.join || value.startsWith(`${paths.join}?`)) return null;
  return value;
}

/** /join?redirect=… for a guard that sent someone to sign in from `from`. */
export function joinPathFrom(from: string): string {
  return `${paths.join}?redirect=${encodeURIComponent(from)}`;
}
