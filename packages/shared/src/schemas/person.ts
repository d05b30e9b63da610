import { z } from 'zod';
import { OWN_IMAGE_PATH } from './image';

/** A person's name and photo: one rule wherever they are written (sign-up, update-user, POST /api/users). */
export const PERSON_NAME_MAX_LENGTH = 100;
export const PERSON_PHOTO_MAX_LENGTH = 1000;

const NAME_REQUIRED = 'Please enter your name.';
const PHOTO_NOT_WEB = 'The photo URL must start with http:// or https://';

export const PersonNameSchema = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(PERSON_NAME_MAX_LENGTH, `The name can be at most ${PERSON_NAME_MAX_LENGTH} characters.`);

function isWebAddress(value: string): boolean {
  if (OWN_IMAGE_PATH.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function photoSchema(emptyClears: boolean) {
  return z
    .string({ error: PHOTO_NOT_WEB })
    .trim()
    .max(
      PERSON_PHOTO_MAX_LENGTH,
      `The photo URL can be at most ${PERSON_PHOTO_MAX_LENGTH} characters.`,
    )
    .refine((value) => (emptyClears && value === '') || isWebAddress(value), PHOTO_NOT_WEB);
}

/** An http(s) address of bounded length, or one of this server's own image paths. */
export const PersonPhotoSchema = photoSchema(false);
/** The same, where an empty text means 'no photo'. */
export const PersonPhotoOrEmptySchema = photoSchema(true);

export const PERSON_HALL_MAX_LENGTH = 60;
export const PERSON_ROOM_MAX_LENGTH = 20;

/** Optional text where empty means 'not said': trimmed, bounded, '' kept as null. */
function optionalPlace(max: number, what: string) {
  return z
    .string({ error: `The ${what} must be text.` })
    .trim()
    .max(max, `The ${what} can be at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value));
}

/** The hall (hostel block) a resident lives in, if they say. */
export const PersonHallSchema = optionalPlace(PERSON_HALL_MAX_LENGTH, 'hall');
/** Their room number, if they say. */
export const PersonRoomSchema = optionalPlace(PERSON_ROOM_MAX_LENGTH, 'room number');
