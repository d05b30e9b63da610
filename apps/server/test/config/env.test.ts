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
});
