import type { FastifyRequest } from 'fastify';
import { requestSession } from '../auth/request-session';
import { userStore } from '../auth/user-store';
import { oncePerObject } from '../lib/once-per-object';
import type { Caller } from './caller';

async function lookUpCaller(request: FastifyRequest): Promise<Caller | null> {
  const session = await requestSession(request);
  if (!session) return null;
  const cache = request.server.signedIn;
  const known = cache.user(session.userId);
  if (known) return known;
  const epoch = cache.epoch;
  const row = await userStore.findById(request.server.db, session.userId);
  if (row) cache.keepUser(row, epoch);
  return row ?? null;
}

/**
 * The signed-in caller (session cookie or bearer token) as stored now, or null for a visitor.
 * Looked up once per request, however many parts ask; the row is kept by the instance's
 * SignedInCache until it changes (on any instance: Make Admin, a badge upgrade).
 */
export const callerOf: (request: FastifyRequest) => Promise<Caller | null> =
  oncePerObject(lookUpCaller);
