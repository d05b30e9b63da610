import { describe, expect, it } from 'vitest';
import { createRng } from './prng';

const draws = (seed: number | string, n: number) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('the seeded generator', () => {
  it('gives the same numbers for the same seed and different ones for another', () => {
    expect(draws('messmate', 50)).toEqual(draws('messmate', 50));
    expect(draws(42, 50)).toEqual(draws(42, 50));
    expect(draws('messmate', 50)).not.toEqual(draws('messmates', 50));
  });

  it('stays inside the ranges it promises', () => {
    const rng = createRng('ranges');
    for (let i = 0; i < 2_000; i++) {
      const unit = rng.next();
      expect(unit).toBeGreaterThanOrEqual(0);
      expect(unit).toBeLessThan(1);
      const value = rng.range(-3, 7);
      expect(value).toBeGreaterThanOrEqual(-3);
      expect(value).toBeLessThan(7);
      const whole = rng.int(2, 5);
      expect(Number.isInteger(whole)).toBe(true);
      expect(whole).toBeGreaterThanOrEqual(2);
      expect(whole).toBeLessThanOrEqual(5);
    }
  });

  it('reaches both ends of an integer range, about evenly', () => {
    const rng = createRng('spread');
    const counts = new Map<number, number>();
    for (let i = 0; i < 4_000; i++) {
      const value = rng.int(1, 4);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4]);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(800);
      expect(count).toBeLessThan(1_200);
    }
  });

  it('shuffles into a permutation without touching the input', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = createRng('shuffle').shuffle(items);
    expect(items).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('picks only given items and refuses an empty list', () => {
    const rng = createRng('pick');
    for (let i = 0; i < 100; i++) expect(['a', 'b', 'c']).toContain(rng.pick(['a', 'b', 'c']));
    expect(() => rng.pick([])).toThrow('pick() needs at least one item');
  });

  it('forks streams that do not shift when the parent draws more', () => {
    const quiet = createRng('parent');
    const busy = createRng('parent');
    busy.next();
    busy.next();
    const a = quiet.fork('art');
    const b = busy.fork('art');
    expect([a.next(), a.next(), a.next()]).toEqual([b.next(), b.next(), b.next()]);
    expect(createRng('parent').fork('art').next()).not.toBe(
      createRng('parent').fork('plan').next(),
    );
  });
});
