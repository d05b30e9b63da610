import type { Agent } from 'node:https';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accessControl, refusalBeforeRouting } from './access/access-control';
import { apiRoutes } from './api-routes';
import { backupsPlugin } from './backups/backups-plugin';
import { cutoffRemindersPlugin } from './modules/cutoff-reminders/reminders-plugin';
import { createPushSender } from './modules/push/sender';
import { boardSecretOf } from './modules/pickup-codes/board-secret';
import { vapidKeysOf } from './modules/push/vapid-keys';
import { authPlugin } from './auth/auth-plugin';
import { personAnswersPlugin } from './modules/person-answers/person-answers-plugin';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import {
  errorBody,
  errorHandler,
  FRAMEWORK_MESSAGES,
  languageOf,
  NOT_VALID,
} from './plugins/error-handler';
import { requestClock } from './plugins/request-clock';
import { httpCache } from './plugins/http-cache';
import { openApi } from './plugins/openapi';
import { publicAnswerCache } from './plugins/public-answer-cache';
import { absoluteImageUrls } from './plugins/absolute-image-urls';
import { crossOriginClients } from './plugins/cors';
import { crossSiteWrites } from './plugins/cross-site-writes';
import { LOG_SERIALIZERS } from './plugins/log-serializers';
import { metrics, metricsRoute } from './plugins/metrics';
import { connectionTimeouts } from './plugins/request-timeouts';
import { rejectUnstorableText } from './plugins/reject-unstorable-text';
import { ANSWER_ENCODINGS, BROTLI_OPTIONS, COMPRESS_FROM_BYTES } from './lib/compression';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { mealPagePreloads } from './modules/meals/page-preloads';
import { writeRateLimit } from './plugins/write-rate-limit';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The HTTPS agent Web Push goes out through (tests trust their local push service with it). */
  pushAgent?: Agent;
}

export { COMPRESS_FROM_BYTES };

/**
 * The longest path value the router takes, as sent: an email of 320 characters (the most any
 * schema allows in a path) with every character %-escaped. Longer is 414.
 */
export const MAX_PATH_VALUE_LENGTH = 320 * 3;

export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

async function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // A visitor hears 'sign in' from a route that needs a session, even at a broken address.
  const refusal = await refusalBeforeRouting(request).catch((failure: unknown) => {
    request.log.error({ err: failure }, 'access check before routing failed');
    return undefined;
  });
  const language = await languageOf(request);
  if (refusal) {
    return reply
      .status(refusal.statusCode)
      .send(errorBody(refusal.statusCode, refusal.code, refusal.wording[language]));
  }
  const status = error.statusCode ?? 400;
  const message = (FRAMEWORK_MESSAGES[error.code] ?? NOT_VALID)[language];
  return reply.status(status).send(errorBody(status, error.code, message));
}

/** Whatever logger settings are given (tests pass their own), requests are written the same way. */
function withSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  return typeof logger === 'object' && logger !== null
    ? { ...logger, serializers: { ...LOG_SERIALIZERS, ...logger.serializers } }
    : logger;
}

/** Builds the whole server without listening, so tests can drive it with inject(). */
export async function buildApp({ env, database, logger, pushAgent }: AppOptions) {
  const app = Fastify({
    logger: withSerializers(logger ?? { level: env.LOG_LEVEL, redact: LOG_REDACTIONS }),
    trustProxy: env.TRUST_PROXY,
    ...connectionTimeouts(env),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PATH_VALUE_LENGTH },
    // Errors raised before routing (bad or over-long URLs) get the same body as every other.
    frameworkErrors: (error, request, reply) => void sendFrameworkError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const push = createPushSender({
    db: database.db,
    contact: env.PUSH_CONTACT,
    log: app.log,
    agent: pushAgent,
  });
  app.decorate('push', push);
  app.addHook('onClose', () => push.settle());
  // Secrets made (once ever) when the app is ready, after the migrations, as the auth secret is:
  // not on the first read that needs them, so a GET changes nothing.
  app.addHook('onReady', async () => {
    await vapidKeysOf(database.db);
    await boardSecretOf(database.db);
  });

  await app.register(errorHandler);
  await app.register(backupsPlugin);
  await app.register(cutoffRemindersPlugin);
  // Before the rest, so its timing hook sees every request.
  await app.register(metrics);
  // First, so every answer to an allowed origin carries its CORS headers, refusals included.
  await app.register(crossOriginClients);
  await app.register(crossSiteWrites);
  await app.register(writeRateLimit);
  await app.register(securityHeaders);
  await app.register(absoluteImageUrls);
  // Kept answers (plugins/kept-body-reply.ts) are compressed the same way, by the same settings.
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ANSWER_ENCODINGS,
    brotliOptions: BROTLI_OPTIONS,
  });
  await app.register(httpCache);
  await app.register(publicAnswerCache);
  await app.register(openApi);
  await app.register(rejectUnstorableText);
  await app.register(authPlugin);
  await app.register(personAnswersPlugin);
  await app.register(accessControl);
  await app.register(requestClock);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(metricsRoute);
  await app.register(webApp, {
    pagePreloads: (pathname) => mealPagePreloads(app.db, pathname),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
