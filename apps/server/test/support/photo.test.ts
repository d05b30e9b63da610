import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportThreads } from '../../src/db/schema';
import { createImage } from '../factories/images';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, publicImageUrl, type TestApp } from '../helpers/test-app';
import { postImage } from '../images/post-image';
import { requestMeal } from '../requests/helpers';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { openedThread, openThread } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

const body = { topic: 'food', subject: 'Cold rice', message: 'See the photo.' };

describe('a photo and what the thread is about', SLOW_MACHINE, () => {
  it('refuses a file that is not an image at upload, and a photo that is not one of ours', async () => {
    const resident = await signedInAs(t.app);
    const text = await postImage(
      t.app,
      { bytes: Buffer.from('just some words, not a photo'), name: 'rice.jpg', type: 'image/jpeg' },
      resident.headers,
    );
    expect(text.statusCode).toBe(415);
    const before = await t.db.$count(supportThreads);
    const outside = await openThread(t.app, resident, {
      ...body,
      imageUrl: 'https://evil.test/rice.jpg',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('IMAGE_NOT_OURS');
    const unknown = await openThread(t.app, resident, {
      ...body,
      imageUrl: `/api/images/${'c'.repeat(64)}.webp`,
    });
    expect(unknown.json().code).toBe('IMAGE_NOT_FOUND');
    expect(await t.db.$count(supportThreads)).toBe(before);
  });

  it('keeps a photo the resident uploaded', async () => {
    const resident = await signedInAs(t.app);
    const image = await createImage(t.db);
    const thread = await openedThread(t.app, resident, { ...body, imageUrl: image.url });
    expect(thread.imageUrl).toBe(publicImageUrl(t, image.url));
  });

  it("names the meal or the resident's own request, and refuses someone else's request", async () => {
    const resident = await signedInAs(t.app, { badge: 'Silver' });
    const neighbour = await signedInAs(t.app, { badge: 'Silver' });
    const meal = await createMeal(t.db, { title: 'Beef Tehari' });
    const aboutMeal = await openedThread(t.app, resident, { ...body, mealId: meal.id });
    expect(aboutMeal).toMatchObject({ mealId: meal.id, aboutTitle: 'Beef Tehari' });

    const requested = await requestMeal(t.app, resident, { mealId: meal.id });
    const requestId = requested.json<{ insertedId: string }>().insertedId;
    const aboutRequest = await openedThread(t.app, resident, {
      ...body,
      topic: 'request',
      requestId,
    });
    expect(aboutRequest).toMatchObject({ requestId, mealId: meal.id, aboutTitle: 'Beef Tehari' });

    const theirs = await openThread(t.app, neighbour, { ...body, topic: 'request', requestId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Meal request not found.');
    const noMeal = await openThread(t.app, resident, {
      ...body,
      mealId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noMeal.statusCode).toBe(404);
  });
});
