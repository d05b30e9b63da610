import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { originOf, signUpUser } from '../factories/users';
import { mailParts } from './support/mail-parts';
import { startSmtpReceiver } from './support/smtp-receiver';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Kitchen <kitchen@example.com>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Signs a resident up with a chosen language (null: none chosen) and asks for their reset mail. */
async function resetMailOf(language: 'en' | 'bn' | null, acceptLanguage: string) {
  const resident = await signUpUser(t.app, { name: 'Rahim Uddin' });
  await t.app.db.update(user).set({ language }).where(eq(user.id, resident.user._id));
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: resident.user.email, redirectTo: '/reset-password' },
    headers: { ...originOf(t.app), 'accept-language': acceptLanguage },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return mailParts((await smtp.nextMail(resident.user.email)).text);
}

describe(`the password reset mail in the recipient's language (${process.env.TEST_DB_KIND})`, () => {
  it("is Bangla, subject and body, for an account whose language is bn, whatever the browser's", async () => {
    const mail = await resetMailOf('bn', 'en-US,en;q=0.9');
    expect(mail.subject).toBe('আপনার MessMate পাসওয়ার্ড নতুন করে সেট করুন');
    expect(mail.body).toContain('প্রিয় Rahim Uddin,');
    expect(mail.body).toContain('নতুন পাসওয়ার্ড বেছে নিতে 60 মিনিটের মধ্যে এই লিংকটি খুলুন:');
    expect(mail.body).toMatch(/\/api\/auth\/reset-password\/\S+/);
    expect(mail.body).not.toContain('Someone (we hope you)');
  });

  it("takes the asking browser's language when the account has chosen none", async () => {
    const mail = await resetMailOf(null, 'bn-BD,bn;q=0.9,en;q=0.5');
    expect(mail.subject).toBe('আপনার MessMate পাসওয়ার্ড নতুন করে সেট করুন');
  });

  it('stays in English, word for word, for an account whose language is en', async () => {
    const mail = await resetMailOf('en', 'bn');
    expect(mail.subject).toBe('Reset your MessMate password');
    expect(mail.body).toContain('Hello Rahim Uddin,');
    expect(mail.body).toContain('Open this link within 60 minutes to choose a new one:');
  });
});
