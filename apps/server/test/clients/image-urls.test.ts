import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImage } from '../factories/images';
import { createMeal } from '../factories/meals';
import { createUpcomingMeal } from '../factories/upcoming-meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://meals.example.org';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

// Issue 26: relative image URLs broke every picture of a client on another origin.
describe('image URLs a client on another origin can show', () => {
  it('are absolute on PUBLIC_URL in the meal list, the meal and the upcoming meals', async () => {
    const image = await createImage(t.db);
    const meal = await createMeal(t.db, { image: image.url });
    await createUpcomingMeal(t.db, { image: image.url });
    const absolute = `${PUBLIC_URL}${image.url}`;
    const list = (await get('/api/meals')).json<{ _id: string; image: string }[]>();
    expect(list.find((item) => item._id === meal.id)?.image).toBe(absolute);
    expect((await get(`/api/meals/${meal.id}`)).json().image).toBe(absolute);
    const upcoming = (await get('/api/upcoming-meals')).json<{ image: string }[]>();
    expect(upcoming.map((item) => item.image)).toContain(absolute);
  });

  it('keeps the ETag of the answer it rewrote: a repeat read answers 304', async () => {
    const image = await createImage(t.db);
    const meal = await createMeal(t.db, { image: image.url });
    const res = await get(`/api/meals/${meal.id}`, { 'accept-encoding': 'identity' });
    expect(res.json().image).toBe(`${PUBLIC_URL}${image.url}`);
    const again = await get(`/api/meals/${meal.id}`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('leaves text that only mentions an image path as it was written', async () => {
    const image = await createImage(t.db);
    const meal = await createMeal(t.db, { description: `See ${image.url} for the photo.` });
    expect((await get(`/api/meals/${meal.id}`)).json().description).toBe(
      `See ${image.url} for the photo.`,
    );
  });

  it('serves the pictures to other origins, and nothing else', async () => {
    const image = await createImage(t.db);
    const picture = await get(image.url);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const list = await get('/api/meals');
    expect(list.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('takes the absolute URL back when a client sends it as a meal image', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    const image = await createImage(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upcoming-meals',
      headers: admin.headers,
      payload: {
        title: 'Khichuri',
        category: 'Dinner',
        price: 60,
        image: `${PUBLIC_URL}${image.url}`,
        description: 'Rice and lentils.',
        ingredients: ['rice', 'lentils'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an outside picture with a message that names the upload to do first', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/meals',
      headers: admin.headers,
      payload: {
        title: 'Borrowed picture',
        category: 'Lunch',
        price: 60,
        image: 'https://i.ibb.co/abc/biryani.jpg',
        description: 'A meal with a picture from elsewhere.',
        ingredients: 'rice',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_NOT_OURS' });
    expect(res.json().message).toContain('POST /api/images');
  });
});
