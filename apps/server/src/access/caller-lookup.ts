import type { FastifyRequest } from 'fastify';
import { requestSession } from '../auth/request-session';
import { userStore } from '../auth/user-store';
import { oncePerObject } from '../lib/once-per-object';
import type { Caller } from './caller';

async function lookUpCaller(request: FastifyRequest): Promise<Caller | null> {
  const session = await requestSession(request);
  if (!session) return null;
  return (await userStore.findById(request.server.db, session.userId)) ?? null;
}

/**
 * The signed-in caller (session cookie or bearer token) as stored now, or null for a visitor.
 * Looked up once per request, however many parts ask.
 */
export const callerOf: (request: FastifyRequest) => Promise<Caller | null> =
  oncePerObject(lookUpCaller);
