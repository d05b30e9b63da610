import { paths } from '@messmate/shared/paths';
import { api } from '@/lib/api-client';

/** Changes the password; every other session of the account is signed out. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api('POST /auth/change-password', {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });

/** Asks for a reset e-mail; the link in it leads to the Reset password page. */
export const requestPasswordReset = (email: string) =>
  api('POST /auth/request-password-reset', {
    body: { email, redirectTo: paths.resetPassword },
  });

/** Sets a new password with the token from a reset link. */
export const resetPassword = (token: string, newPassword: string) =>
  api('POST /auth/reset-password', { body: { token, newPassword } });
