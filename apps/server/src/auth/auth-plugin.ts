import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveAuthSecret } from './auth-secret';
import { createAuth, type Auth } from './create-auth';
import { SignedInCache } from './signed-in-cache';
import { listenForSignedInChanges } from './signed-in-signals';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Holds the better-auth instance, built once the database is ready to give the secret. */
export interface AuthHolder {
  readonly instance: Auth;
  /** The secret sessions are signed with (plain-bearer-session.ts checks bearer tokens by it). */
  readonly secret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthHolder;
    /** This instance's copy of the sessions and callers it has seen (request-session.ts). */
    signedIn: SignedInCache;
    /** Resolves once this instance has heard every session and user change committed so far. */
    signedInCaughtUp(): Promise<void>;
  }
}

/**
 * Sets up accounts. The secret may live in the database, which the server migrates after
 * building the app, so better-auth itself is created when the app becomes ready.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  let instance: Auth | undefined;
  let secret: string | undefined;
  const notReady = () => new Error('Accounts are not ready yet: the app has not finished starting');
  const holder: AuthHolder = {
    get instance() {
      if (!instance) throw notReady();
      return instance;
    },
    get secret() {
      if (secret === undefined) throw notReady();
      return secret;
    },
  };
  app.decorate('auth', holder);
  const cache = new SignedInCache();
  app.decorate('signedIn', cache);
  const signals = listenForSignedInChanges(app.database, cache, app.log);
  app.addHook('onReady', async () => {
    secret = await resolveAuthSecret(app.db, app.env);
    instance = createAuth({ env: app.env, db: app.db, secret, log: app.log });
    await signals.start();
  });
  app.decorate('signedInCaughtUp', () => signals.caughtUp());
  // A write (sign-out, Make Admin, a badge bought) answers only once this instance has heard
  // what it changed, so the caller's next request here never meets the copy from before.
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method)) await signals.caughtUp();
  });
  app.addHook('onClose', () => signals.stop());
});
