import type { FastifyRequest } from 'fastify';

// Anything shaped like an address, plain or percent-encoded, in a path segment or query value.
const EMAIL_IN_URL = /[^\s/?&=#]+(?:@|%40)[^\s/?&=#]+/gi;

/** The URL as the log keeps it: residents' email addresses (`?email=`, make-admin's path) masked. */
export function urlForLog(url: string): string {
  return url.replace(EMAIL_IN_URL, '[email]');
}

/** How the request log writes a request: what Fastify writes by default, with emails masked. */
export const LOG_SERIALIZERS = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: urlForLog(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
