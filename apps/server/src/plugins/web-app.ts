import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, notFound } from '../lib/http-error';

// No page or file of ours has an address this long, or a path segment longer than a file name
// may be (the static handler would answer the file system's refusal with a 403).
const LONGEST_PATH = 1024;
const LONGEST_SEGMENT = 255;

function canBeOurs(url: string): boolean {
  return (
    url.length <= LONGEST_PATH && url.split('/').every((part) => part.length <= LONGEST_SEGMENT)
  );
}

export interface WebAppOptions {
  /**
   * `Link` header values for a page's address: what it will need before its scripts can ask
   * (a meal's photo). Read per request; an empty list, or a failure, sends the page without.
   */
  pagePreloads?: (pathname: string) => Promise<string[]>;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every
 * other GET without a file extension outside /api, so client routes survive a reload.
 * The build writes `.br` and `.gz` beside each text file (apps/web/build/precompress.ts);
 * `preCompressed` sends the one the browser accepts, index.html included, and the plain
 * file to a client that accepts neither.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const root = app.env.WEB_DIST_DIR;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
    // An address no file or page can have is not one: the static handler would answer the file
    // system's refusal with a 403.
    app.addHook('onRequest', async (request) => {
      const url = request.url.split('?')[0] ?? '/';
      if (!url.startsWith('/api') && !canBeOurs(url))
        throw notFound(
          { en: 'No page has this address.', bn: 'এই ঠিকানায় কোনো পাতা নেই।' },
          'ROUTE_NOT_FOUND',
        );
    });
    // The static handler answers the root folder itself with 403; the root is the app.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api') &&
      path.extname(url) === '';
    // An API address that exists under other methods: 405 and the ones it takes.
    const allowed = url.startsWith('/api/') ? app.routeAccess.methodsAt(url) : [];
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      throw new HttpError(405, 'METHOD_NOT_ALLOWED', {
        en: `${url} does not take ${request.method}; it takes ${allowed.join(', ')}.`,
        bn: `${url} ${request.method} নেয় না; এটি নেয় ${allowed.join(', ')}।`,
      });
    }
    if (!wantsPage) {
      throw notFound(
        {
          en: `No route for ${request.method} ${url}.`,
          bn: `${request.method} ${url}-এর কোনো পথ নেই।`,
        },
        'ROUTE_NOT_FOUND',
      );
    }
    const preloads = await options.pagePreloads?.(url).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page preloads unavailable; the page goes without');
      return [];
    });
    if (preloads?.length) reply.header('link', preloads.join(', '));
    return reply.sendFile('index.html');
  });
});
