import { betterAuth } from 'better-auth/minimal';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import type { FastifyBaseLogger } from 'fastify';
import {
  BADGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_LINK_MINUTES,
  ROLES,
} from '@messmate/shared';
import type { Database } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema';
import { publicUrl, type Env } from '../env';
import { googlePlugins } from './google';
import { passwordResetMailer } from './password-reset-mail';
import { personFieldHooks } from './person-fields';
import { COOKIE_PREFIX } from './session-cookie';
import { SESSION_LIFETIME } from './session-lifetime';

/** The header our mount sets from Fastify's request.ip (any client value is replaced). */
export const CLIENT_IP_HEADER = 'x-messmate-client-ip';
export const AUTH_BASE_PATH = '/api/auth';

export interface AuthDeps {
  env: Env;
  db: Database;
  secret: string;
  log: FastifyBaseLogger;
}

/**
 * The HTTP status of a failure inside better-auth. Its errors come from more than one copy of
 * APIError (better-call's and its own), so the status is read from the error, not its class.
 */
function statusOf(error: unknown): number {
  if (error instanceof APIError) return error.statusCode;
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const status = Number(error.statusCode);
    if (Number.isInteger(status) && status >= 400 && status < 600) return status;
  }
  return 500;
}

export function trustedOrigins(env: Env): string[] {
  const origins = [new URL(publicUrl(env)).origin];
  // Without PUBLIC_URL people may open either name of this machine.
  if (!env.PUBLIC_URL) origins.push(`http://127.0.0.1:${env.PORT}`);
  // Vite's dev server proxies /api from another port during development.
  if (env.NODE_ENV === 'development')
    origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

/** Pages that may sign people in: ours, and those on CORS_ORIGINS, which then use a bearer token. */
export function signInOrigins(env: Env): string[] {
  return [...trustedOrigins(env), ...env.CORS_ORIGINS];
}

export function createAuth({ env, db, secret, log }: AuthDeps) {
  const baseUrl = publicUrl(env);
  const perAddress = {
    window: env.AUTH_RATE_LIMIT_IP_WINDOW_SECONDS,
    max: env.AUTH_RATE_LIMIT_IP_MAX,
  };
  return betterAuth({
    appName: 'MessMate',
    baseURL: baseUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: signInOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      sendResetPassword: passwordResetMailer(env, db, log),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_MINUTES * 60,
      // Whoever knew the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        role: { type: [...ROLES], input: false, defaultValue: 'student', required: false },
        badge: { type: [...BADGES], input: false, defaultValue: 'Bronze', required: false },
      },
    },
    databaseHooks: personFieldHooks,
    session: {
      expiresIn: SESSION_LIFETIME.expiresInSeconds,
      updateAge: SESSION_LIFETIME.updateAgeSeconds,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 600,
      // Per address, and generous: a whole hostel can share one. Accounts have their own limit.
      customRules: { '/sign-in/*': perAddress, '/sign-up/*': perAddress },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: baseUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [bearer(), ...googlePlugins(env)],
    telemetry: { enabled: false },
    onAPIError: {
      // Left alone, better-auth prints every refused call with console.error, outside pino.
      onError: (error) => {
        const status = statusOf(error);
        if (status >= 500) log.error({ err: error }, 'auth: request failed');
        else log.debug({ status }, 'auth: request refused');
      },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const context = args.length > 0 ? { details: args } : {};
        if (level === 'error') log.error(context, `auth: ${message}`);
        else if (level === 'warn') log.warn(context, `auth: ${message}`);
        else log.debug(context, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
