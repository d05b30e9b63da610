import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { trustedOrigins } from '../auth/create-auth';
import { hasSessionCookie } from '../auth/session-cookie';
import { HttpError } from '../lib/http-error';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// What a plain HTML form on any site can send without the browser asking first (CORS "simple").
const FORM_TYPE =
  /^\s*(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
// The routes that take a form: the admins' meal photo upload and a resident's own photo.
const FORM_ROUTES = new Set(['POST /api/images', 'PUT /api/users/me/photo']);
// A browser says where a request comes from; these are the answers of a page on this origin.
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const crossSite = () =>
  new HttpError(403, 'CROSS_SITE_WRITE', {
    en: 'This change did not come from a MessMate page, so it was refused. Reload the page and try again.',
    bn: 'এই পরিবর্তনটি MessMate-এর কোনো পাতা থেকে আসেনি, তাই নেওয়া হয়নি। পাতাটি আবার লোড করে চেষ্টা করুন।',
  });
const formRefused = () =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', {
    en: 'Send this request as JSON (application/json).',
    bn: 'এই অনুরোধটি JSON (application/json) হিসেবে পাঠান।',
  });

/** Whether the request's browser says it came from a page that is not ours. */
function fromAnotherSite(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  const { origin } = request.headers;
  if (origin !== undefined && !origins.has(origin)) return true;
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && !OWN_FETCH_SITES.has(site.toLowerCase());
}

/**
 * Request forgery: a page elsewhere can make the browser send a write with our session cookie.
 * Every write under /api that carries the session cookie must come from our own origin (Origin,
 * and Sec-Fetch-Site where the browser sends it); a client with a bearer token and no cookie is
 * not a browser riding a session and is let through. No write but the photo uploads take form
 * content types, which another site can post without asking. Both run before the body is read.
 */
export const crossSiteWrites = fp(async (app: FastifyInstance) => {
  const origins = new Set(trustedOrigins(app.env));
  app.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const type = request.headers['content-type'];
    if (type !== undefined && FORM_TYPE.test(type) && !FORM_ROUTES.has(route)) throw formRefused();
    if (hasSessionCookie(request.headers.cookie) && fromAnotherSite(request, origins)) {
      throw crossSite();
    }
  });
});
