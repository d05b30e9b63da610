import type { FastifyReply } from 'fastify';
import type { Caller } from '../../access/caller';
import type { PersonAnswerCache, PersonAnswerKey } from '../../lib/person-answer-cache';
import { sendSerialized } from '../../plugins/kept-body-reply';

/**
 * The longest list kept, as serialized (about 40 rows): with 2000 people and two lists each the
 * lists hold 128 MB at the very most (two bytes a character), and a few MB in practice.
 */
export const KEPT_LIST_MAX_CHARS = 16_000;

export interface ListQuery {
  email?: string;
  search?: string;
  status?: string;
}

/**
 * The kept answer's key when the caller asks for their own list, unfiltered (My Requests, My
 * Reviews); undefined for every other list (an admin's views of anyone's), which is not kept.
 */
export function ownListKey(
  caller: Pick<Caller, 'id' | 'email'>,
  answer: string,
  query: ListQuery,
): PersonAnswerKey | undefined {
  if (query.search || query.status) return undefined;
  if (query.email?.trim().toLowerCase() !== caller.email.toLowerCase()) return undefined;
  return { userId: caller.id, answer };
}

/**
 * Answers a list route. The caller's own list (`key`) is kept per person as the route's schema
 * serialized it (decision 0054), so a warm read sends no statement and serializes nothing; a list
 * too long to keep, and every other list, is loaded every time.
 */
export async function answerOwnListKept<List>(
  answers: PersonAnswerCache,
  reply: FastifyReply,
  key: PersonAnswerKey | undefined,
  load: () => Promise<List>,
) {
  if (!key) return load();
  const body = await answers.read(
    key,
    async () => String(reply.serialize(await load())),
    (serialized) => serialized.length <= KEPT_LIST_MAX_CHARS,
  );
  return sendSerialized(reply, body);
}
