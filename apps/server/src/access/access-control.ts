import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import { callerOf } from './caller-lookup';
import { DEFAULT_LOGIN_MESSAGE } from './route-access';

async function enforce(request: FastifyRequest): Promise<void> {
  const { access, loginMessage } = request.routeOptions.config;
  if (access === undefined || access === 'public') return;
  const caller = await callerOf(request);
  if (!caller) {
    throw loginMessage
      ? unauthorized(loginMessage, 'LOGIN_REQUIRED')
      : unauthorized(DEFAULT_LOGIN_MESSAGE);
  }
  if (access === 'admin' && caller.role !== 'admin') {
    throw forbidden('Only admins can do this.', 'ADMIN_ONLY');
  }
  request.caller = caller;
}

/**
 * Runs every route's declared access, in one hook for the whole app. preParsing comes after
 * routing and the write limit's count and before the body is read or anything is validated,
 * so a visitor hears 'sign in' on a signed-in route whatever the request holds: a bad
 * address, query or body, JSON that does not parse, a body too large.
 */
export const accessControl = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);
  app.addHook('preParsing', async (request, _reply, payload) => {
    await enforce(request);
    return payload;
  });
});
