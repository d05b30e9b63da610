import { describe, expect, it } from 'vitest';
import { loadEnv, publicUrl } from '../../src/env';

describe('loadEnv', () => {
  it('gives a newcomer working defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      SEED_DEMO: true,
      TZ_COMMUNITY: 'Asia/Dhaka',
      TRUST_PROXY: false,
      // The per-request test clock is never on unless asked for.
      TEST_CLOCK_HEADER: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR.endsWith('/data')).toBe(true);
    expect(publicUrl(env)).toBe('http://localhost:3000');
  });

  it('reads flags and numbers from their text', () => {
    const env = loadEnv({ PORT: '8080', SEED_DEMO: 'false', TRUST_PROXY: '1' });
    expect(env).toMatchObject({ PORT: 8080, SEED_DEMO: false, TRUST_PROXY: true });
  });

  it('stops with a message naming every bad variable', () => {
    expect(() =>
      loadEnv({ PORT: 'eighty', TZ_COMMUNITY: 'Mars/Olympus', DATABASE_URL: 'not a url' }),
    ).toThrow(/PORT:[\s\S]*DATABASE_URL:[\s\S]*TZ_COMMUNITY: must be an IANA time zone/);
  });

  it('reads CORS_ORIGINS as a list of origins, none when unset, and refuses anything else', () => {
    expect(loadEnv({}).CORS_ORIGINS).toEqual([]);
    expect(
      loadEnv({ CORS_ORIGINS: ' https://menu.example.org/, http://10.0.0.5:8080 ' }).CORS_ORIGINS,
    ).toEqual(['https://menu.example.org', 'http://10.0.0.5:8080']);
    for (const bad of [
      'menu.example.org',
      'https://menu.example.org/board',
      'ftp://files.example',
    ]) {
      expect(() => loadEnv({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS: .* is not an origin/);
    }
  });
});
