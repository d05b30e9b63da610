import { describe, expect, it } from 'vitest';
import { normalizePickupCode, spacedShortCode } from './pickup-code-format';
import { CounterCodeBodySchema } from './schemas/pickup-code';

describe('pickup codes as typed or scanned', () => {
  it('forgives spaces, dashes and lower case in a short code', () => {
    for (const typed of ['k7m 4qxa', ' K7M-4QXA ', 'k7m4qxa', 'K 7 M 4 Q X A']) {
      expect(normalizePickupCode(typed)).toBe('K7M4QXA');
    }
  });

  it('keeps a scanned code whole, dash after the prefix included', () => {
    const scanned = 'MM1-HXS4A8YPEJD3JSD3M8XNC7BCE7';
    expect(normalizePickupCode(scanned)).toBe(scanned);
    expect(normalizePickupCode(scanned.toLowerCase())).toBe(scanned);
    const board = 'MMB-ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    expect(normalizePickupCode(` ${board.toLowerCase()} `)).toBe(board);
  });

  it('shows a short code in two groups to read aloud', () => {
    expect(spacedShortCode('K7M4QXA')).toBe('K7M 4QXA');
  });

  it('refuses an empty or overlong code with words a person understands', () => {
    expect(CounterCodeBodySchema.safeParse({ code: '  ' }).error?.issues[0]?.message).toBe(
      'Scan a pickup code or type its short code.',
    );
    expect(CounterCodeBodySchema.safeParse({ code: 'x'.repeat(101) }).success).toBe(false);
    expect(CounterCodeBodySchema.parse({ code: 'k7m 4qxa' })).toEqual({ code: 'K7M4QXA' });
  });
});
