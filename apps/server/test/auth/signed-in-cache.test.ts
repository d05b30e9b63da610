import { describe, expect, it } from 'vitest';
import type { StoredUser } from '../../src/auth/stored-user';
import {
  SIGNED_IN_CACHE_MAX,
  SIGNED_IN_CACHE_TTL_MS,
  SignedInCache,
} from '../../src/auth/signed-in-cache';

const HOUR = 60 * 60 * 1000;

function listeningCache() {
  let now = 1_000_000;
  const cache = new SignedInCache(() => now);
  cache.listen();
  return { cache, tick: (ms: number) => (now += ms), now: () => now };
}

const session = (now: number, tokenHash = 'a'.repeat(64)) => ({
  userId: 'u1',
  tokenHash,
  expiresAtMs: now + HOUR,
});
const row = { id: 'u1', role: 'student', badge: 'Bronze' } as StoredUser;

describe('SignedInCache', () => {
  it('keeps a session until its signal, for every credential that carried it', () => {
    const { cache, now } = listeningCache();
    cache.keepSession('bearer', session(now()), cache.epoch);
    cache.keepSession('cookie', session(now()), cache.epoch);
    cache.keepSession('other', session(now(), 'b'.repeat(64)), cache.epoch);
    expect(cache.session('bearer')?.userId).toBe('u1');
    cache.forgetSession('a'.repeat(64));
    expect(cache.session('bearer')).toBeUndefined();
    expect(cache.session('cookie')).toBeUndefined();
    expect(cache.session('other')?.userId).toBe('u1');
  });

  it('does not store what was read before a signal arrived', () => {
    const { cache, now } = listeningCache();
    const epoch = cache.epoch;
    cache.forgetUser('u1');
    cache.keepUser(row, epoch);
    cache.keepSession('bearer', session(now()), epoch);
    expect(cache.user('u1')).toBeUndefined();
    expect(cache.session('bearer')).toBeUndefined();
  });

  it('forgets a user row when it changes', () => {
    const { cache } = listeningCache();
    cache.keepUser(row, cache.epoch);
    expect(cache.user('u1')).toBe(row);
    cache.forgetUser('u1');
    expect(cache.user('u1')).toBeUndefined();
  });

  it('keeps nothing past its time to live or the session expiry', () => {
    const { cache, tick, now } = listeningCache();
    cache.keepUser(row, cache.epoch);
    cache.keepSession('short', { ...session(now()), expiresAtMs: now() + 1000 }, cache.epoch);
    tick(1000);
    expect(cache.session('short')).toBeUndefined();
    expect(cache.user('u1')).toBe(row);
    tick(SIGNED_IN_CACHE_TTL_MS);
    expect(cache.user('u1')).toBeUndefined();
  });

  it('keeps nothing while the channel is lost, and starts afresh when it is back', () => {
    const { cache, now } = listeningCache();
    cache.keepUser(row, cache.epoch);
    cache.deafen();
    expect(cache.user('u1')).toBeUndefined();
    cache.keepUser(row, cache.epoch);
    cache.keepSession('bearer', session(now()), cache.epoch);
    expect(cache.user('u1')).toBeUndefined();
    expect(cache.session('bearer')).toBeUndefined();
    cache.listen();
    cache.keepUser(row, cache.epoch);
    expect(cache.user('u1')).toBe(row);
  });

  it('keeps nothing before it first hears the channel', () => {
    const cache = new SignedInCache();
    cache.keepUser(row, cache.epoch);
    expect(cache.user('u1')).toBeUndefined();
  });

  it('drops the oldest entry past its size', () => {
    const { cache, now } = listeningCache();
    for (let index = 0; index <= SIGNED_IN_CACHE_MAX; index += 1) {
      cache.keepSession(`c${index}`, session(now()), cache.epoch);
    }
    expect(cache.session('c0')).toBeUndefined();
    expect(cache.session('c1')?.userId).toBe('u1');
    expect(cache.session(`c${SIGNED_IN_CACHE_MAX}`)?.userId).toBe('u1');
  });
});
