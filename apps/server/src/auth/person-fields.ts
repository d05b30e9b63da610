import { APIError } from 'better-auth/api';
import type { ZodType } from 'zod';
import { PersonNameSchema, PersonPhotoSchema } from '@messmate/shared';

function checked<T>(schema: ZodType<T>, value: unknown, code: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'This value is not valid.';
  throw new APIError('BAD_REQUEST', { code, message });
}

/**
 * The shared rules for a person's name and photo, on every user row better-auth writes (sign-up,
 * update-user, a first Google sign-in): a name over the limit or a photo that is not a web address
 * is refused with a 400 before the row is written; a kept name is trimmed.
 */
export function personFields(data: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (data.name !== undefined) fields.name = checked(PersonNameSchema, data.name, 'INVALID_NAME');
  if (data.image === null || data.image === '') fields.image = null;
  else if (data.image !== undefined) {
    fields.image = checked(PersonPhotoSchema, data.image, 'INVALID_PHOTO');
  }
  return fields;
}

export const personFieldHooks = {
  user: {
    create: { before: async (user: Record<string, unknown>) => ({ data: personFields(user) }) },
    update: { before: async (user: Record<string, unknown>) => ({ data: personFields(user) }) },
  },
};
