import type { ServerOptions } from 'node:http';
import type { Env } from '../env';

/** Headers must arrive in this time at most, however long the whole request may take. */
const HEADERS_TIMEOUT_MAX_MS = 20_000;

export interface ConnectionTimeouts {
  /** Fastify's requestTimeout: the whole request, headers and body, must arrive in this time (408). */
  requestTimeout: number;
  /** Fastify's connectionTimeout: a socket with nothing moving either way is closed. */
  connectionTimeout: number;
  /** Node's own server options: the headers' deadline, and how often deadlines are checked. */
  http: ServerOptions;
}

/**
 * Deadlines that bound what a slow or silent client can hold: a body trickling one byte at a time
 * is cut off at REQUEST_TIMEOUT_SECONDS, a connection idle for IDLE_TIMEOUT_SECONDS is closed.
 * The notification stream is a finished request that stays open on purpose: it clears its own
 * socket's idle timeout (event-stream.ts) and ends by its own maximum age.
 */
export function connectionTimeouts(env: Env): ConnectionTimeouts {
  const requestTimeout = env.REQUEST_TIMEOUT_SECONDS * 1000;
  const headersTimeout = Math.min(requestTimeout, HEADERS_TIMEOUT_MAX_MS);
  return {
    requestTimeout,
    connectionTimeout: env.IDLE_TIMEOUT_SECONDS * 1000,
    http: {
      requestTimeout,
      headersTimeout,
      // Node checks the deadlines on this interval (30 s by default, which would let a slow
      // client overstay by that much).
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, headersTimeout / 4)),
    },
  };
}
