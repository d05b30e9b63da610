import { z } from 'zod';
import { BADGES, ROLES } from '../constants';
import { PersonNameSchema, PersonPhotoOrEmptySchema } from './person';

/** The stored user record, as GET /api/users/me and the admin user list return it. */
export const UserRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  badge: z.enum(BADGES),
  createdAt: z.string(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** GET /api/session: the signed-in record, or null for a visitor. */
export const SessionSchema = z.object({ user: UserRecordSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;

/**
 * POST /api/users: saves the caller's own name and photo. Role and badge are not part of
 * it: a body that carries them is accepted and they are dropped. An empty photo clears it.
 */
export const SaveUserBodySchema = z.object({
  name: PersonNameSchema.optional(),
  email: z.email('Please enter a valid email address.').optional(),
  image: PersonPhotoOrEmptySchema.optional(),
});
export type SaveUserBody = z.infer<typeof SaveUserBodySchema>;

export const SaveUserResultSchema = z.union([
  z.object({ acknowledged: z.literal(true), insertedId: z.string() }),
  z.object({ acknowledged: z.literal(true), message: z.string() }),
]);
export type SaveUserResult = z.infer<typeof SaveUserResultSchema>;

/** Searching starts at USER_SEARCH_MIN_LENGTH characters; shorter text lists everyone. */
export const UserSearchQuerySchema = z.object({
  search: z.string().max(100, 'The search text is too long.').optional(),
});

export const EmailParamsSchema = z.object({
  email: z.string().trim().min(1).max(320),
});

export const MakeAdminResultSchema = z.object({
  acknowledged: z.literal(true),
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
});

export const MealsCountQuerySchema = z.object({
  email: z.email('Please give a valid email address.').optional(),
});
export const MealsCountSchema = z.object({ count: z.number().int() });

/** What the sign-in screen needs to know about this server. */
export const AuthConfigSchema = z.object({
  google: z.boolean(),
  passwordMinLength: z.number().int(),
  passwordMaxLength: z.number().int(),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
