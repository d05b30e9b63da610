import type { FastifyRequest } from 'fastify';
import { userStore } from '../auth/user-store';
import type { Caller } from './caller';

const lookups = new WeakMap<FastifyRequest, Promise<Caller | null>>();

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

async function lookUpCaller(request: FastifyRequest): Promise<Caller | null> {
  const found = await request.server.auth.instance.api.getSession({ headers: headersOf(request) });
  if (!found) return null;
  return (await userStore.findById(request.server.db, found.user.id)) ?? null;
}

/**
 * The signed-in caller (session cookie or bearer token, as better-auth reads them) as stored
 * now, or null for a visitor. Looked up once per request, however many parts ask.
 */
export function callerOf(request: FastifyRequest): Promise<Caller | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpCaller(request);
    lookups.set(request, lookup);
  }
  return lookup;
}
