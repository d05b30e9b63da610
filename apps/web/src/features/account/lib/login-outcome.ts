import type { Role } from '@messmate/shared/constants';
import { messages } from '@/lib/i18n';
import { dashboardPathFor } from './after-sign-in';

/** The role picked on the login form ('' until one is picked). */
export type ChosenRole = '' | Role;

const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', student: 'Student' };

/**
 * After a sign-in: what to tell the person and where to go (back where a guard sent them from,
 * else their own dashboard). The pick only chooses words; a pick that does not match the stored
 * role is said plainly instead of greeting them as something they are not.
 */
export function loginOutcome(chosen: ChosenRole, stored: Role, redirect: string | null) {
  const next = redirect ?? dashboardPathFor(stored);
  const text = messages();
  if (chosen && chosen !== stored) {
    return {
      kind: 'mismatch' as const,
      message: text.loginRoleMismatch(ROLE_LABEL[chosen], stored),
      next,
    };
  }
  const greeting = stored === 'admin' ? text.adminLoginSuccess : text.studentLoginSuccess;
  return { kind: 'greeting' as const, message: greeting, next };
}
