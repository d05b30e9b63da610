import { describe, expect, it } from 'vitest';
import { PersonAnswerCache } from '../../src/lib/person-answer-cache';

function listeningCache(options: Partial<ConstructorParameters<typeof PersonAnswerCache>[0]> = {}) {
  const cache = new PersonAnswerCache({ enabled: true, ...options });
  cache.listen();
  return cache;
}

/** A load that counts how often it ran and answers `value`. */
function loader<Value>(value: Value) {
  const load = async () => {
    load.runs += 1;
    return value;
  };
  load.runs = 0;
  return load;
}

const key = (userId: string, answer = 'unread', mealId?: string) => ({ userId, answer, mealId });

describe('PersonAnswerCache', () => {
  it('answers a kept value without loading, per person and answer', async () => {
    const cache = listeningCache();
    const load = loader(3);
    expect(await cache.read(key('a'), load)).toBe(3);
    expect(await cache.read(key('a'), load)).toBe(3);
    expect(load.runs).toBe(1);
    expect(await cache.read(key('b'), loader(7))).toBe(7);
    expect(await cache.read(key('a', 'day:m:2026-11-28', 'm'), loader(9))).toBe(9);
  });

  it('keeps nothing when turned off, or before it hears the channels, or after losing them', async () => {
    for (const cache of [
      new PersonAnswerCache({ enabled: false }),
      new PersonAnswerCache({ enabled: true }),
    ]) {
      const load = loader(1);
      await cache.read(key('a'), load);
      await cache.read(key('a'), load);
      expect(load.runs).toBe(2);
    }
    const cache = listeningCache();
    const load = loader(1);
    await cache.read(key('a'), load);
    cache.deafen();
    await cache.read(key('a'), load);
    await cache.read(key('a'), load);
    expect(load.runs).toBe(3);
  });

  it('does not keep a load that a change overtook: its rows may predate the change', async () => {
    const cache = listeningCache();
    let finish: (value: number) => void = () => undefined;
    const pending = cache.read(key('a'), () => new Promise<number>((done) => (finish = done)));
    cache.forgetAnswer('someone else', 'unread');
    finish(5);
    expect(await pending).toBe(5);
    expect(cache.size).toBe(0);
  });

  it('forgets one named answer of everyone, and nothing else', async () => {
    const cache = listeningCache();
    for (const userId of ['a', 'b', 'c']) {
      await cache.read(key(userId, 'my-requests'), loader([]));
      await cache.read(key(userId), loader(0));
    }
    expect(cache.size).toBe(6);
    cache.forgetAnswerOfEveryone('my-requests');
    expect(cache.size).toBe(3);
    const load = loader(['fresh']);
    expect(await cache.read(key('b', 'my-requests'), load)).toEqual(['fresh']);
    expect(load.runs).toBe(1);
  });

  it('forgets by person, by answer, by person and meal, and by meal for everyone', async () => {
    const cache = listeningCache();
    const fill = async () => {
      cache.forgetAll();
      for (const userId of ['a', 'b']) {
        await cache.read(key(userId), loader(0));
        await cache.read(key(userId, 'day:m:d', 'm'), loader(0));
        await cache.read(key(userId, 'day:n:d', 'n'), loader(0));
      }
      expect(cache.size).toBe(6);
    };
    await fill();
    cache.forgetPerson('a');
    expect(cache.size).toBe(3);
    await fill();
    cache.forgetAnswer('a', 'unread');
    expect(cache.size).toBe(5);
    await fill();
    cache.forgetPersonMeal('a', 'm');
    expect(cache.size).toBe(5);
    await fill();
    cache.forgetMeal('m');
    expect(cache.size).toBe(4);
    const load = loader(1);
    await cache.read(key('b', 'day:n:d', 'n'), load);
    expect(load.runs).toBe(0);
  });

  it('stays bounded: the person read least recently goes first, and a person keeps a few answers', async () => {
    const cache = listeningCache({ maxPeople: 2, maxPerPerson: 2 });
    await cache.read(key('a'), loader(1));
    await cache.read(key('b'), loader(2));
    await cache.read(key('a'), loader(0));
    await cache.read(key('c'), loader(3));
    const a = loader(0);
    const b = loader(0);
    await cache.read(key('a'), a);
    await cache.read(key('b'), b);
    expect([a.runs, b.runs]).toEqual([0, 1]);
    for (const day of ['1', '2', '3']) await cache.read(key('d', `day:m:${day}`, 'm'), loader(0));
    expect(cache.size).toBeLessThanOrEqual(4);
    const oldest = loader(0);
    await cache.read(key('d', 'day:m:1', 'm'), oldest);
    expect(oldest.runs).toBe(1);
  });

  it('lets an answer live no longer than its time, whatever the signals', async () => {
    let now = 0;
    const cache = listeningCache({ ttlMs: 1000, now: () => now });
    const load = loader(1);
    await cache.read(key('a'), load);
    now = 999;
    await cache.read(key('a'), load);
    now = 1000;
    await cache.read(key('a'), load);
    expect(load.runs).toBe(2);
  });

  it('keeps only what `keep` allows (a missing meal is asked again)', async () => {
    const cache = listeningCache();
    const load = loader<{ mealExists: boolean } | undefined>({ mealExists: false });
    const keep = (row: { mealExists: boolean } | undefined) => row?.mealExists === true;
    await cache.read(key('a', 'day:m:d', 'm'), load, keep);
    await cache.read(key('a', 'day:m:d', 'm'), load, keep);
    expect(load.runs).toBe(2);
  });
});
