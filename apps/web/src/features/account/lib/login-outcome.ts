import type { Role } from '@messmate/shared/constants';
import { MESSAGES } from '@messmate/shared/messages';
import { dashboardPathFor } from './after-sign-in';

/** The role picked on the login form ('' until one is picked). */
export type ChosenRole = '' | Role;

/**
 * After a sign-in: the greeting for the role picked on the form, and where to go (back where a
 * guard sent the person from, else that role's dashboard). The pick only chooses words and a
 * page; what the person may do is decided by the role the server stored.
 */
export function loginOutcome(chosen: ChosenRole, redirect: string | null) {
  const asAdmin = chosen === 'admin';
  return {
    greeting: asAdmin ? MESSAGES.adminLoginSuccess : MESSAGES.studentLoginSuccess,
    next: redirect ?? dashboardPathFor(asAdmin ? 'admin' : 'student'),
  };
}
