import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_LINK_MINUTES } from '@messmate/shared';
import { paths } from '@messmate/shared/paths';
import type { Auth } from './create-auth';

/**
 * A one-time password-reset link for a user, made the way better-auth's own request-password-
 * reset makes one (a `reset-password:<token>` verification row), so its reset-password endpoint
 * takes it: used once, gone after PASSWORD_RESET_LINK_MINUTES. For servers without SMTP.
 */
export async function createResetLink(auth: Auth, userId: string, siteUrl: string) {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_LINK_MINUTES * 60_000);
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt,
  });
  const url = new URL(paths.resetPassword, siteUrl);
  url.searchParams.set('token', token);
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}
