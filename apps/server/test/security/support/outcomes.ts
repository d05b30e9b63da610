import type { ActorName } from './world';

/** The status each actor gets for one call. */
export type Outcome = Record<ActorName, number>;

export const everyone = (status: number): Outcome => ({
  anonymous: status,
  bronze: status,
  silver: status,
  other: status,
  admin: status,
});

export const signedIn = (status: number): Outcome => ({ ...everyone(status), anonymous: 401 });

export const adminOnly = (status: number): Outcome => ({
  anonymous: 401,
  bronze: 403,
  silver: 403,
  other: 403,
  admin: status,
});

/** The owner (the Silver student) and admins may; the other students are refused. */
export const ownerOrAdmin = (status: number): Outcome => ({
  anonymous: 401,
  bronze: 403,
  silver: status,
  other: 403,
  admin: status,
});

/** Only the owner; everyone else gets `refused` (anonymous callers 401). */
export const ownerOnly = (status: number, refused: Partial<Outcome>): Outcome => ({
  anonymous: 401,
  bronze: 403,
  silver: status,
  other: 403,
  admin: 403,
  ...refused,
});
