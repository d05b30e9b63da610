import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '../../src/lib/accept-language';

describe('preferredLanguage: the language of ours Accept-Language prefers, else English', () => {
  it.each([
    ['bn-BD;q=0.9, en;q=0.8', 'bn'],
    ['en-US,en;q=0.9,bn;q=0.8', 'en'],
    ['bn', 'bn'],
    ['BN-bd', 'bn'],
    ['fr-FR, bn;q=0.5', 'bn'],
    ['fr-FR, de;q=0.5', 'en'],
    ['en;q=0.3, bn;q=0.7', 'bn'],
    ['bn;q=0.5, en;q=0.5', 'bn'],
    ['en;q=0.5, bn;q=0.5', 'en'],
    ['bn;q=0, en;q=0.1', 'en'],
    ['bn;q=0', 'en'],
    ['bn;q=abc', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
