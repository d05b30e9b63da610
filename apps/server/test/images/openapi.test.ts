import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the catalogue routes in the OpenAPI document', () => {
  it('documents the upload as a multipart form with its limits and refusals', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const upload = paths['/api/images'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.description).toContain('5 MB');
    expect(Object.keys(upload.responses)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '413',
      '415',
      '429',
    ]);
    // 409: the meal is on a menu not yet served (the mess board), said with the date and sitting.
    expect(Object.keys(paths['/api/meals/{id}'].delete.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '414',
      '429',
    ]);
    expect(Object.keys(paths['/api/upcoming-meals/like/{id}'].patch.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '414',
      '415',
      '429',
    ]);
  });
});
