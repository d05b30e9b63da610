import { randomInt } from 'node:crypto';
import {
  PICKUP_CODE_PREFIX,
  PICKUP_CODE_RANDOM_LENGTH,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
} from '@messmate/shared';

function randomText(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) {
    text += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  }
  return text;
}

/**
 * A fresh pair from the system's CSPRNG: the QR code's text (26 characters of 31, about 128
 * bits, so it cannot be guessed) and a 7-character short code to read aloud (about 34 bits;
 * only admins can try one, at the counter).
 */
export function makePickupCode(): { code: string; shortCode: string } {
  return {
    code: PICKUP_CODE_PREFIX + randomText(PICKUP_CODE_RANDOM_LENGTH),
    shortCode: randomText(SHORT_CODE_LENGTH),
  };
}
