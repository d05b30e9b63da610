import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'messmate-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>MessMate</title>');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

// Finding 8 of issue 16: a 5,000-character path answered 403 from the static file handler.
it.each([
  ['a 5,000-character path', `/${'a'.repeat(5_000)}`],
  ['a segment no file name can be', `/meals/${'b'.repeat(300)}`],
  ['an asset with an overlong name', `/assets/${'c'.repeat(400)}.js`],
])('answers %s with 404 in the one error shape', async (_name, url) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
});
