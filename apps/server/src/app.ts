import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiRoutes } from './api-routes';
import { authPlugin } from './auth/auth-plugin';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { errorHandler } from './plugins/error-handler';
import { openApi } from './plugins/openapi';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** Builds the whole server without listening, so tests can drive it with inject(). */
export async function buildApp({ env, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL, redact: LOG_REDACTIONS },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(openApi);
  await app.register(authPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webApp);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
