import type { Caller } from '../../access/caller';
import type { PersonAnswerCache, PersonAnswerKey } from '../../lib/person-answer-cache';

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
 * The caller's own list as the route serialized it: kept per person (decision 0054), so a warm
 * read sends no statement and serializes nothing; a list too long to keep is loaded every time.
 */
export function keptOwnList(
  answers: PersonAnswerCache,
  key: PersonAnswerKey,
  serializedList: () => Promise<string>,
): Promise<string> {
  return answers.read(key, serializedList, (body) => body.length <= KEPT_LIST_MAX_CHARS);
}
