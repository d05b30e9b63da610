import type { user } from '../db/schema';

/** A row of the user table: who is calling, with the role and badge the server stored. */
export type StoredUser = typeof user.$inferSelect;
