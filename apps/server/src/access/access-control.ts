import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, unauthorized } from '../lib/http-error';
import { WORDINGS } from '../lib/wordings';
import type { Caller } from './caller';
import { callerOf } from './caller-lookup';
import { RouteAccessTable } from './declared-access';
import { DEFAULT_LOGIN_MESSAGE, type DeclaredAccess } from './route-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route's declared access, filled as the routes are added. */
    routeAccess: RouteAccessTable;
  }
}

/** The caller a route's declared access lets through (null on a public route), or its 401/403. */
async function admit(request: FastifyRequest, declared: DeclaredAccess): Promise<Caller | null> {
  if (declared.access === 'public') return null;
  const caller = await callerOf(request);
  if (!caller) {
    throw declared.loginMessage
      ? unauthorized(declared.loginMessage, 'LOGIN_REQUIRED')
      : unauthorized(DEFAULT_LOGIN_MESSAGE);
  }
  if (declared.access === 'admin' && caller.role !== 'admin') {
    throw forbidden(WORDINGS.adminsOnly, 'ADMIN_ONLY');
  }
  return caller;
}

/**
 * For an address the router could not take apart (a broken %-escape, an over-long id): the
 * 401 or 403 the route it names would have given, so a visitor hears 'sign in' there too.
 */
export async function refusalBeforeRouting(
  request: FastifyRequest,
): Promise<HttpError | undefined> {
  const declared = request.server.routeAccess.find(request.method, request.url);
  if (!declared) return undefined;
  try {
    await admit(request, declared);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

/**
 * Runs every route's declared access, in one hook for the whole app. preParsing comes after
 * routing and the write limit's count and before the body is read or anything is validated,
 * so a visitor hears 'sign in' on a signed-in route whatever the request holds: a bad
 * address, query or body, JSON that does not parse, a body too large.
 */
export const accessControl = fp(async (app: FastifyInstance) => {
  app.decorate('routeAccess', new RouteAccessTable());
  app.decorateRequest('caller', null);
  app.addHook('preParsing', async (request, _reply, payload) => {
    const { access, loginMessage } = request.routeOptions.config;
    if (access) request.caller = await admit(request, { access, loginMessage });
    return payload;
  });
});
