import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveAuthSecret } from './auth-secret';
import { createAuth, type Auth } from './create-auth';

/** Holds the better-auth instance, built once the database is ready to give the secret. */
export interface AuthHolder {
  readonly instance: Auth;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthHolder;
  }
}

/**
 * Sets up accounts. The secret may live in the database, which the server migrates after
 * building the app, so better-auth itself is created when the app becomes ready.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  let instance: Auth | undefined;
  const holder: AuthHolder = {
    get instance() {
      if (!instance)
        throw new Error('Accounts are not ready yet: the app has not finished starting');
      return instance;
    },
  };
  app.decorate('auth', holder);
  app.addHook('onReady', async () => {
    const secret = await resolveAuthSecret(app.db, app.env);
    instance = createAuth({ env: app.env, db: app.db, secret, log: app.log });
  });
});
