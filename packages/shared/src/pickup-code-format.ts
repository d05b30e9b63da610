/**
 * Short codes use letters and digits nobody mixes up when reading aloud or typing from a
 * phone at arm's length: no 0/O, 1/I/L.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 7;
/** What the QR code holds: a prefix, then enough random characters of the same alphabet. */
export const PICKUP_CODE_PREFIX = 'MM1-';
export const PICKUP_CODE_RANDOM_LENGTH = 26;
/** A board sitting's QR code: this prefix, then 26 base32 characters of a keyed hash. */
export const BOARD_CODE_PREFIX = 'MMB-';

/** As typed or scanned: spaces, dashes inside a short code and any casing are forgiven. */
export function normalizePickupCode(input: string): string {
  const upper = input.trim().toUpperCase();
  if (upper.startsWith(PICKUP_CODE_PREFIX) || upper.startsWith(BOARD_CODE_PREFIX)) return upper;
  return upper.replace(/[\s-]+/g, '');
}

/** 'K7M4QXA' → 'K7M 4QXA': two groups are easier to read aloud. */
export function spacedShortCode(shortCode: string): string {
  return `${shortCode.slice(0, 3)} ${shortCode.slice(3)}`;
}
