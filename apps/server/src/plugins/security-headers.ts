import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { photoHostSources } from '@messmate/shared/photo-hosts';
import type { Env } from '../env';
import { stripeCspSources } from '../payments/stripe-csp';

function helmetOptions(env: Env): HelmetOptions {
  const stripe = stripeCspSources(env);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // People's photos from the few hosts the Register form's photo URL may name (decision 0012).
        imgSrc: ["'self'", 'data:', 'blob:', ...photoHostSources()],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: ["'self'", ...stripe.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over HTTPS; browsers ignore it on plain http.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet would set, worked out once: they depend on the configuration, never on the request. */
export function securityHeaderValues(env: Env): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(env))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet's headers on every response. Its Fastify plugin rebuilds them on each request (about 5% of
 * a list request's CPU in the API bench); they are the same every time, so they are built once.
 * Routes with their own policy (the API docs) overwrite the CSP through the reply.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = Object.entries(securityHeaderValues(app.env));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does: a hijacked reply (the notifications stream) writes its
    // own head and would drop headers kept by Fastify's reply, which still override these.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
