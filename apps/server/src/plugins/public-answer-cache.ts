import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { KeptBody } from '../lib/kept-body';
import { imageOrigin, withAbsoluteImageUrls } from './absolute-image-urls';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Distinct pages kept at once; past it the least recently read goes.
const MAX_ANSWERS = 500;
// About 2 kB per meal in a cached page, kept as text and as bytes: a few megabytes at most,
// whatever callers ask for.
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * Serialized answers that are the same for every caller (the public meal list, a meal's
 * details), kept for a moment as they are sent (KeptBody: text, ETag, compressed bytes): a
 * mealtime rush on the same pages reads the database, hashes and compresses once per page and
 * moment, not once per resident.
 *
 * A change made through this server (a POST, PUT, PATCH or DELETE to a route that took it)
 * forgets them all before it is answered, and an answer read while a change was under way is not
 * kept: what this server has changed, it never serves stale. A write that changed nothing (an
 * unknown route, a refusal) keeps them, so refused calls cannot make every visitor read the
 * database. Another instance's changes (several servers on one PostgreSQL) show once `ttlMs`
 * has passed.
 */
export class PublicAnswerCache {
  private generation = 0;
  private readonly answers: LRUCache<string, KeptBody> | undefined;

  /**
   * `finish` makes a produced text the one sent (absolute image URLs): kept bytes go out
   * compressed, past the hooks that would otherwise finish them. `clock` moves time in tests;
   * each age is then read from it at every ask.
   */
  constructor(
    ttlMs: number,
    private readonly finish: (text: string) => string = (text) => text,
    clock?: { now(): number },
  ) {
    this.answers =
      ttlMs > 0
        ? new LRUCache<string, KeptBody>({
            max: MAX_ANSWERS,
            maxSize: MAX_BYTES,
            sizeCalculation: (body) => Math.max(1, 2 * body.byteLength),
            ttl: ttlMs,
            ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
          })
        : undefined;
  }

  /** A change is under way: answers being read now are not kept, those kept stay. */
  changeStarted(): void {
    this.generation++;
  }

  /** Forgets every kept answer: something may have changed. */
  invalidate(): void {
    this.generation++;
    this.answers?.clear();
  }

  /** The kept answer for `key`, or a fresh one from `produce`, kept unless a change overlapped it. */
  async answer(key: string, produce: () => Promise<string>): Promise<KeptBody> {
    const kept = this.answers?.get(key);
    if (kept !== undefined) return kept;
    const startedAt = this.generation;
    const body = new KeptBody(this.finish(await produce()));
    if (this.generation === startedAt) this.answers?.set(key, body);
    return body;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicAnswers: PublicAnswerCache;
  }
}

/** A write to a route, refused or not: unknown routes are no writes at all. */
const isWrite = (request: FastifyRequest) => !READ_METHODS.has(request.method) && !request.is404;

/** Decorates the app with the cache and forgets it when a write is answered with a change. */
export const publicAnswerCache = fp(async (app: FastifyInstance) => {
  const origin = imageOrigin(app.env);
  const cache = new PublicAnswerCache(app.env.PUBLIC_ANSWER_CACHE_MS, (text) =>
    withAbsoluteImageUrls(text, origin),
  );
  app.decorate('publicAnswers', cache);
  app.addHook('onRequest', async (request) => {
    if (isWrite(request)) cache.changeStarted();
  });
  // Before the answer leaves, so its caller's next read sees the change. A 4xx changed nothing;
  // a 5xx might have, so it forgets too.
  app.addHook('onSend', async (request, reply) => {
    if (isWrite(request) && (reply.statusCode < 400 || reply.statusCode >= 500)) cache.invalidate();
  });
});
