import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { originOf, signUpUser, signedInAs } from '../factories/users';
import { startSmtpReceiver } from './support/smtp-receiver';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let withMail: TestApp;
let withoutMail: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  withMail = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Kitchen <kitchen@example.com>',
  });
  withoutMail = await createTestApp();
});
afterAll(async () => {
  await withMail.close();
  await withoutMail.close();
  await smtp.close();
});

const post = (app: App, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...originOf(app), ...headers } });
const me = (app: App, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/users/me', headers });
const signIn = (app: App, email: string, password: string) =>
  post(app, '/api/auth/sign-in/email', { email, password });

describe('change password', () => {
  it('needs the current password and signs the other sessions out', async () => {
    const app = withoutMail.app;
    const phone = await signUpUser(app, { password: 'first kitchen password' });
    const laptop = await signIn(app, phone.user.email, 'first kitchen password');
    const laptopToken = laptop.json<{ token: string }>().token;

    const wrong = await post(
      app,
      '/api/auth/change-password',
      { currentPassword: 'not it at all', newPassword: 'second kitchen password' },
      phone.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });

    const changed = await post(
      app,
      '/api/auth/change-password',
      {
        currentPassword: 'first kitchen password',
        newPassword: 'second kitchen password',
        revokeOtherSessions: true,
      },
      phone.headers,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(app, { authorization: `Bearer ${laptopToken}` })).statusCode).toBe(401);
    const fresh = changed.json<{ token: string }>().token;
    expect((await me(app, { authorization: `Bearer ${fresh}` })).statusCode).toBe(200);
    expect((await signIn(app, phone.user.email, 'first kitchen password')).statusCode).toBe(401);
    expect((await signIn(app, phone.user.email, 'second kitchen password')).statusCode).toBe(200);
  });
});

describe('forgot password, with SMTP set', () => {
  it('e-mails a one-time link that sets a new password and signs every session out', async () => {
    const app = withMail.app;
    const resident = await signUpUser(app, { password: 'forgotten password 1' });
    const config = await app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(config.json()).toMatchObject({ passwordResetByEmail: true });

    const asked = await post(app, '/api/auth/request-password-reset', {
      email: resident.user.email,
      redirectTo: '/reset-password',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await smtp.nextMail(resident.user.email);
    expect(mail.text).toContain('From: Kitchen <kitchen@example.com>');
    expect(mail.text).toContain('Subject: Reset your MessMate password');
    const link = /(http:\/\/\S+\/api\/auth\/reset-password\/\S+)/.exec(
      mail.text.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )?.[1];
    expect(link).toBeDefined();

    const opened = await app.inject({
      method: 'GET',
      url: new URL(link ?? '').pathname + new URL(link ?? '').search,
    });
    expect(opened.statusCode).toBe(302);
    const page = new URL(String(opened.headers.location), 'http://localhost');
    expect(page.pathname).toBe('/reset-password');
    const token = page.searchParams.get('token') ?? '';

    const reset = await post(app, '/api/auth/reset-password', {
      token,
      newPassword: 'remembered password 2',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(app, resident.headers)).statusCode).toBe(401);
    expect((await signIn(app, resident.user.email, 'remembered password 2')).statusCode).toBe(200);
    expect((await signIn(app, resident.user.email, 'forgotten password 1')).statusCode).toBe(401);

    const again = await post(app, '/api/auth/reset-password', {
      token,
      newPassword: 'third one 333',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'This reset link has expired or was already used. Ask for a new one.',
    });
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const before = smtp.received.length;
    const asked = await post(withMail.app, '/api/auth/request-password-reset', {
      email: 'nobody-here@example.com',
      redirectTo: '/reset-password',
    });
    expect(asked.statusCode).toBe(200);
    // A known address's mail arrives after this one is answered: nothing was queued for this one.
    const known = await signUpUser(withMail.app);
    await post(withMail.app, '/api/auth/request-password-reset', { email: known.user.email });
    await smtp.nextMail(known.user.email);
    expect(smtp.received.slice(before).flatMap((mail) => mail.to)).not.toContain(
      'nobody-here@example.com',
    );
  });
});

describe('forgot password, without SMTP', () => {
  it('says in plain words that an admin helps instead', async () => {
    const app = withoutMail.app;
    expect((await app.inject({ method: 'GET', url: '/api/auth-config' })).json()).toMatchObject({
      passwordResetByEmail: false,
    });
    const asked = await post(app, '/api/auth/request-password-reset', {
      email: 'someone@example.com',
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe(
      'Password reset by e-mail is not set up on this server. Ask a hostel admin for a reset link.',
    );
  });

  it('lets an admin make a one-time reset link, and nobody else', async () => {
    const app = withoutMail.app;
    const resident = await signUpUser(app, { password: 'lost password one' });
    const student = await signedInAs(app);
    const admin = await signedInAs(app, { role: 'admin' });
    const url = `/api/users/${encodeURIComponent(resident.user.email)}/password-reset-link`;

    expect((await post(app, url, {}, student.headers)).statusCode).toBe(403);
    expect(
      (await post(app, '/api/users/nobody%40example.com/password-reset-link', {}, admin.headers))
        .statusCode,
    ).toBe(404);
    const made = await post(app, url, {}, admin.headers);
    expect(made.statusCode, made.body).toBe(200);
    const link = new URL(made.json<{ url: string }>().url);
    expect(link.pathname).toBe('/reset-password');

    const reset = await post(app, '/api/auth/reset-password', {
      token: link.searchParams.get('token'),
      newPassword: 'found password two',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(app, resident.user.email, 'found password two')).statusCode).toBe(200);
    expect((await me(app, resident.headers)).statusCode).toBe(401);
  });
});
