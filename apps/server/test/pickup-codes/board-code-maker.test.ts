import { expect, it } from 'vitest';
import { boardCodesOf, sameCode } from '../../src/modules/pickup-codes/board-code-maker';

const secret = Buffer.alloc(32, 7);
const entry = { userId: 'user-1', date: '2032-01-01', sitting: 'Lunch' as const };

it('derives the same codes for the same entry and different ones for any other', () => {
  const codes = boardCodesOf(secret, entry);
  expect(boardCodesOf(secret, entry)).toEqual(codes);
  expect(codes.code).toMatch(/^MMB-[A-Z2-7]{26}$/);
  expect(codes.shortCode).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
  const others = [
    boardCodesOf(secret, { ...entry, userId: 'user-2' }),
    boardCodesOf(secret, { ...entry, date: '2032-01-02' }),
    boardCodesOf(secret, { ...entry, sitting: 'Dinner' }),
    boardCodesOf(Buffer.alloc(32, 8), entry),
  ];
  for (const other of others) {
    expect(other.code).not.toBe(codes.code);
    expect(other.shortCode).not.toBe(codes.shortCode);
  }
});

it('spreads short codes over the alphabet (no character stuck in one place)', () => {
  const firsts = new Set<string>();
  for (let i = 0; i < 400; i += 1) {
    firsts.add(boardCodesOf(secret, { ...entry, userId: `user-${i}` }).shortCode[0] ?? '');
  }
  expect(firsts.size).toBe(31);
});

it('compares codes exactly, whatever their lengths', () => {
  expect(sameCode('MMB-ABC', 'MMB-ABC')).toBe(true);
  expect(sameCode('MMB-ABC', 'MMB-ABD')).toBe(false);
  expect(sameCode('MMB-ABC', 'MMB-AB')).toBe(false);
});
