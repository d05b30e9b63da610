import { describe, expect, it } from 'vitest';
import { isOwnImage } from '@/lib/own-image';

const HASH = 'a'.repeat(64);
const ORIGIN = 'https://mess.example';

describe('which photos the page loads', () => {
  it('loads images this server stores, relative or on its own origin', () => {
    expect(isOwnImage(`/api/images/${HASH}.webp`, ORIGIN)).toBe(true);
    expect(isOwnImage(`${ORIGIN}/api/images/${HASH}.webp`, ORIGIN)).toBe(true);
  });

  it('shows initials instead for any other address, so nothing is blocked or logged', () => {
    for (const address of [
      'https://example.com/me.jpg',
      `https://other.example/api/images/${HASH}.webp`,
      `${ORIGIN}/api/images/${HASH}.webp?x=1`,
      `${ORIGIN}/uploads/me.jpg`,
      `/api/images/${HASH}.png`,
      'data:image/png;base64,AAAA',
      'not a url',
      '',
      null,
    ]) {
      expect(isOwnImage(address, ORIGIN), String(address)).toBe(false);
    }
  });
});
