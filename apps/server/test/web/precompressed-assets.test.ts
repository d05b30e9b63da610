import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Large enough that on-the-fly compression (threshold 1 kB) would also step in if the
// precompressed files were not used: the bytes sent must be the files' own.
const INDEX = `<!doctype html><title>MessMate</title><div id="root"></div>${'<!-- padding -->'.repeat(120)}`;
const SCRIPT = `console.log(${JSON.stringify('meal '.repeat(600))});`;
const CHROMIUM = 'gzip, deflate, br, zstd';
const JAVASCRIPT = /^(?:text|application)\/javascript; charset=utf-8$/;
let dist: string;
let t: TestApp;

/** Writes a file with the .br and .gz siblings the web build writes. */
function writeWithSiblings(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}
const onDisk = (...parts: string[]) => readFileSync(path.join(dist, ...parts));

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'messmate-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithSiblings(path.join(dist, 'index.html'), INDEX);
  writeWithSiblings(path.join(dist, 'assets', 'app-3f2a1b.js'), SCRIPT);
  writeWithSiblings(
    path.join(dist, 'assets', 'app-3f2a1b.css'),
    `body{color:red}${' '.repeat(2000)}`,
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('precompressed web assets', () => {
  it('sends the .br file of a hashed script to a browser that accepts brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': CHROMIUM },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(JAVASCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.equals(onDisk('assets', 'app-3f2a1b.js.br'))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the .gz file to a client that accepts gzip only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a1b.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.rawPayload.equals(onDisk('assets', 'app-3f2a1b.css.gz'))).toBe(true);
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(JAVASCRIPT);
    expect(res.body).toBe(SCRIPT);
  });

  it.each(['/', '/meals/123'])(
    'answers %s with index.html.br, revalidated on every visit',
    async (url) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': CHROMIUM },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.rawPayload.equals(onDisk('index.html.br'))).toBe(true);
    },
  );

  it('answers the page in gzip or plain to clients that take nothing better', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/meals',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
    const plain = await t.app.inject({ method: 'GET', url: '/meals' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });
});
