import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@messmate/shared';
import type { Database } from '../db/client';
import { user as users } from '../db/schema';
import type { Env } from '../env';
import { preferredLanguage } from '../lib/accept-language';
import { resetMailText } from './password-reset-mail-text';

interface ResetMail {
  user: { id: string; email: string; name: string };
  url: string;
}

/** The account's chosen language, else the one the asking browser prefers (DESIGN.md, Languages). */
async function recipientLanguage(db: Database, userId: string, asked?: Request) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? preferredLanguage(asked?.headers.get('accept-language') ?? undefined);
}

/**
 * better-auth's sendResetPassword when SMTP_URL is set, else undefined (then its
 * request-password-reset answers RESET_PASSWORD_DISABLED and an admin makes the link).
 * Sent in the background: the answer is the same whether the address has an account or not.
 */
export function passwordResetMailer(env: Env, db: Database, log: FastifyBaseLogger) {
  if (!env.SMTP_URL) return undefined;
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const send = async ({ user, url }: ResetMail, language: Language) => {
    const { subject, text } = resetMailText(language, user.name, url);
    await transport.sendMail({ from: env.MAIL_FROM, to: user.email, subject, text });
  };
  return async (mail: ResetMail, asked?: Request) => {
    void recipientLanguage(db, mail.user.id, asked)
      .then((language) => send(mail, language))
      .catch((error: unknown) => log.error({ err: error }, 'password reset e-mail not sent'));
  };
}
