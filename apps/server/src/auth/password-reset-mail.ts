import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_RESET_LINK_MINUTES } from '@messmate/shared';
import type { Env } from '../env';

interface ResetMail {
  user: { email: string; name: string };
  url: string;
}

/**
 * better-auth's sendResetPassword when SMTP_URL is set, else undefined (then its
 * request-password-reset answers RESET_PASSWORD_DISABLED and an admin makes the link).
 * Sent in the background: the answer is the same whether the address has an account or not.
 */
export function passwordResetMailer(env: Env, log: FastifyBaseLogger) {
  if (!env.SMTP_URL) return undefined;
  const transport = nodemailer.createTransport(env.SMTP_URL);
  return async ({ user, url }: ResetMail) => {
    const text = [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your MessMate account.',
      `Open this link within ${PASSWORD_RESET_LINK_MINUTES} minutes to choose a new one:`,
      '',
      url,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n');
    void transport
      .sendMail({
        from: env.MAIL_FROM,
        to: user.email,
        subject: 'Reset your MessMate password',
        text,
      })
      .catch((error: unknown) => log.error({ err: error }, 'password reset e-mail not sent'));
  };
}
