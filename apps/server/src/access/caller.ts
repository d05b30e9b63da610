import type { StoredUser } from '../auth/stored-user';

/**
 * Who is calling: the signed-in user's row as the server stores it (role and badge included),
 * read from the session on every request. Never taken from a body, a query or a header.
 */
export type Caller = StoredUser;
