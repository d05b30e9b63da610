import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BOARD_CODE_PREFIX,
  PICKUP_CODE_RANDOM_LENGTH,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
} from '@messmate/shared';
import type { BoardEntry } from './board-repository';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export type { BoardEntry };

const mac = (secret: Buffer, purpose: string, entry: BoardEntry) =>
  createHmac('sha256', secret)
    .update(`${purpose}|${entry.userId}|${entry.date}|${entry.sitting}`)
    .digest();

function base32(bytes: Buffer, length: number): string {
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  const total = BigInt(bytes.length * 8);
  let text = '';
  for (let i = 1n; i <= BigInt(length); i += 1n) {
    text += BASE32[Number((bits >> (total - 5n * i)) & 31n)];
  }
  return text;
}

/** 16 bytes as a number in base 31: bias about 31^7 / 2^128, nothing. */
function shortText(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.subarray(0, 16).toString('hex')}`);
  const base = BigInt(SHORT_CODE_ALPHABET.length);
  let text = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i += 1) {
    text += SHORT_CODE_ALPHABET[Number(value % base)];
    value /= base;
  }
  return text;
}

/** What a board sitting's QR code holds. */
export const boardQrCodeOf = (secret: Buffer, entry: BoardEntry) =>
  BOARD_CODE_PREFIX + base32(mac(secret, 'code', entry), PICKUP_CODE_RANDOM_LENGTH);

/** A board sitting's short code, to read aloud. */
export const boardShortCodeOf = (secret: Buffer, entry: BoardEntry) =>
  shortText(mac(secret, 'short', entry));

/**
 * A board sitting's codes, derived rather than stored (decision 0020): the same every time they
 * are shown, unguessable without the server's secret, and saying nothing about the resident.
 */
export function boardCodesOf(secret: Buffer, entry: BoardEntry) {
  return { code: boardQrCodeOf(secret, entry), shortCode: boardShortCodeOf(secret, entry) };
}

/** Equal texts, compared in time that does not depend on where they differ. */
export function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
