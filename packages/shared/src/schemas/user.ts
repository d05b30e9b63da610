import { z } from 'zod';
import { BADGES, LANGUAGES, ROLES } from '../constants';
import {
  PersonHallSchema,
  PersonNameSchema,
  PersonPhotoOrEmptySchema,
  PersonRoomSchema,
} from './person';

/** The stored user record, as GET /api/users/me and the admin user list return it. */
export const UserRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  badge: z.enum(BADGES),
  /** Where they live, when they said so on My Profile. */
  hall: z.string().nullable(),
  room: z.string().nullable(),
  /** The language they chose; null until they choose (the app then follows their browser). */
  language: z.enum(LANGUAGES).nullable(),
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

/**
 * PATCH /api/users/me: the caller edits their own name, photo, hall, room and language (each
 * optional; an empty photo, hall or room clears it). Email, role and badge are not part of it: sent, they
 * are dropped.
 */
export const UpdateProfileBodySchema = z.object({
  name: PersonNameSchema.optional(),
  image: PersonPhotoOrEmptySchema.optional(),
  hall: PersonHallSchema.optional(),
  room: PersonRoomSchema.optional(),
  language: z
    .enum(LANGUAGES, { error: "The language must be 'en' (English) or 'bn' (Bangla)." })
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** POST /api/users/:email/password-reset-link (admins): a one-time link to hand to the resident. */
export const PasswordResetLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type PasswordResetLink = z.infer<typeof PasswordResetLinkSchema>;

/** Searching starts at USER_SEARCH_MIN_LENGTH characters; shorter text lists everyone. */
export const UserSearchQuerySchema = z.object({
  search: z.string().max(100, 'The search text is too long.').optional(),
});

export const EmailParamsSchema = z.object({
  email: z.string().trim().min(1).max(320),
});

/** The answer of make-admin and make-student: modifiedCount 0 when the role was already so. */
export const MakeAdminResultSchema = z.object({
  acknowledged: z.literal(true),
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
});
export type MakeAdminResult = z.infer<typeof MakeAdminResultSchema>;

export const MealsCountQuerySchema = z.object({
  email: z.email('Please give a valid email address.').optional(),
});
export const MealsCountSchema = z.object({ count: z.number().int() });

/** What the sign-in screen needs to know about this server. */
export const AuthConfigSchema = z.object({
  google: z.boolean(),
  passwordMinLength: z.number().int(),
  passwordMaxLength: z.number().int(),
  /** Whether 'Forgot password?' can e-mail a link (SMTP set); else an admin makes one. */
  passwordResetByEmail: z.boolean(),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
