import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cspDirectives, inlineScripts } from './support/page-scripts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const sourcePage = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const builtPage = path.join(webRoot, 'dist', 'index.html');

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'helper-i-dist-'));
  writeFileSync(path.join(dist, 'index.html'), sourcePage);
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the page carries no inline script, so the CSP can forbid it', () => {
  it('finds inline code when there is some (the check itself works)', () => {
    expect(inlineScripts('<script>alert(1)</script>')).toHaveLength(1);
    expect(inlineScripts('<button onclick="x()">')).toHaveLength(1);
    expect(inlineScripts('<script type="module" src="/a.js"></script>')).toEqual([]);
  });

  it('in apps/web/index.html', () => {
    expect(inlineScripts(sourcePage)).toEqual([]);
  });

  it.runIf(existsSync(builtPage))('in the built apps/web/dist/index.html', () => {
    expect(inlineScripts(readFileSync(builtPage, 'utf8'))).toEqual([]);
  });

  it('in the page as served, with a CSP that allows scripts from our own origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard/admin/profile' });
    expect(res.statusCode).toBe(200);
    expect(inlineScripts(res.body)).toEqual([]);
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
