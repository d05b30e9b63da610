import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Pages on the origins in CORS_ORIGINS (none by default) may call the API from the browser:
 * simple requests and preflights are answered for them and no one else. Credentials are never
 * allowed, so a browser never sends or reads our session cookie cross-site: such a client signs
 * in and sends `Authorization: Bearer <token>` (the token is in the sign-in answer and in the
 * exposed `set-auth-token` header).
 */
export const crossOriginClients = fp(async (app: FastifyInstance) => {
  const allowed = new Set(app.env.CORS_ORIGINS);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['ETag', 'Retry-After', 'Location', 'set-auth-token'],
    // A client's preflight is good for ten minutes, the most Chromium keeps one.
    maxAge: 600,
  });
});
