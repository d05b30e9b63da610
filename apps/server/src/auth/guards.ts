import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error';
import { usersRepository } from '../modules/users/repository';
import type { StoredUser } from './stored-user';

const lookups = new WeakMap<FastifyRequest, Promise<StoredUser | null>>();

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

async function lookUpViewer(request: FastifyRequest): Promise<StoredUser | null> {
  const found = await request.server.auth.instance.api.getSession({ headers: headersOf(request) });
  if (!found) return null;
  return (await usersRepository.findById(request.server.db, found.user.id)) ?? null;
}

/** The signed-in caller (session cookie or bearer token) as stored, or null; once per request. */
export function viewerOf(request: FastifyRequest): Promise<StoredUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpViewer(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** preHandler for routes anyone may call that read the caller when there is one. */
export async function loadViewer(request: FastifyRequest): Promise<void> {
  request.user = await viewerOf(request);
}

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await loadViewer(request);
  if (!request.user) throw unauthorized('Please sign in first.');
}

/** preHandler: 401 unless signed in, 403 unless the stored role is admin. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.role !== 'admin') throw forbidden('Only admins can do this.', 'ADMIN_ONLY');
}

/** The caller in a handler behind requireUser or requireAdmin. */
export function signedInUser(request: FastifyRequest): StoredUser {
  if (!request.user) throw unauthorized('Please sign in first.');
  return request.user;
}
