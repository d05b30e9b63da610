import type { FastifyRequest } from 'fastify';
import type { Wording } from '@messmate/shared/wording';
import { unauthorized } from '../lib/http-error';
import type { Caller } from './caller';

/**
 * Who may call a route, declared on it as `config: { access }`:
 * - 'public': anyone; a handler that shows more to a signed-in caller asks callerOf(request).
 * - 'signed-in': 401 for a visitor (in the route's `loginMessage`, when it has one).
 * - 'admin': 401 for a visitor, 403 unless the stored role is admin.
 */
export type Access = 'public' | 'signed-in' | 'admin';

/** What a route declares about who may call it. */
export interface DeclaredAccess {
  access: Access;
  /** The 401's words for a visitor, when the specification gives this action its own. */
  loginMessage?: Wording;
}

export const DEFAULT_LOGIN_MESSAGE: Wording = {
  en: 'Please sign in first.',
  bn: 'আগে সাইন ইন করুন।',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The 401's words for a visitor, when the specification gives this action its own. */
    loginMessage?: Wording;
  }
  interface FastifyRequest {
    /** The signed-in caller on a 'signed-in' or 'admin' route, set before the body is read. */
    caller: Caller | null;
  }
}

/** The caller in a handler of a 'signed-in' or 'admin' route. */
export function signedInCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(DEFAULT_LOGIN_MESSAGE);
  return request.caller;
}
