import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeal } from '../factories/meals';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INDEX = '<!doctype html><title>MessMate</title><div id="root"></div>';
const PHOTO = `/api/images/${'ab'.repeat(32)}.webp`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'messmate-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const hints = (id: string, photo?: string) =>
  [
    `</api/meals/${id}>; rel=preload; as=fetch; crossorigin`,
    ...(photo ? [`<${photo}>; rel=preload; as=image; fetchpriority=high`] : []),
  ].join(', ');

describe("a meal page's HTML", () => {
  it("names the meal's answer and photo as preloads, so they load beside the scripts", async () => {
    const meal = await createMeal(t.db, { image: PHOTO });
    const res = await page(`/meals/${meal.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers.link).toBe(hints(meal.id, PHOTO));
    // The same file for every page: revalidated, never kept stale.
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.etag).toBeTruthy();
  });

  it('finds the meal whatever the case of its id, and names the answer as the app will ask', async () => {
    const meal = await createMeal(t.db, { image: PHOTO });
    const res = await page(`/meals/${meal.id.toUpperCase()}?from=menu`);
    expect(res.headers.link).toBe(hints(meal.id.toUpperCase(), PHOTO));
  });

  it.each([
    ['an unknown meal', '/meals/00000000-0000-4000-8000-000000000000'],
    ['an id that is no UUID', '/meals/123'],
    ['an id with SQL in it', "/meals/1'%20or%20'1'='1"],
    ['a deeper address', '/meals/00000000-0000-4000-8000-000000000000/reviews'],
    ['another page', '/menu'],
  ])('sends %s the plain page, no hints', async (_what, url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers.link).toBeUndefined();
  });

  it.each([
    ['on another host (the Register form takes any address)', 'https://evil.example/x.webp'],
    ['with header syntax in it', `${PHOTO}>; rel=preload; as=script, </x.js`],
    ['that is not our image path', '/api/images/../../etc/passwd'],
  ])('never names a photo address %s, only the answer', async (_what, image) => {
    const meal = await createMeal(t.db, { image });
    const res = await page(`/meals/${meal.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(hints(meal.id));
  });

  it('answers a revalidation with 304 and the same hint', async () => {
    const meal = await createMeal(t.db, { image: PHOTO });
    const first = await page(`/meals/${meal.id}`);
    const again = await t.app.inject({
      method: 'GET',
      url: `/meals/${meal.id}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.link).toBe(first.headers.link);
  });
});
