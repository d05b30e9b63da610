import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the browsing routes in the OpenAPI document', () => {
  it('documents each route with its query, params and responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    const list = paths['/api/meals'].get;
    expect(list.tags).toEqual(['meals']);
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'category',
      'limit',
      'max',
      'min',
      'search',
      'skip',
      'sortBy',
    ]);
    expect(Object.keys(list.responses)).toEqual(['200', '400']);
    expect(Object.keys(paths['/api/meals/{id}'].get.responses)).toEqual([
      '200',
      '400',
      '404',
      '414',
    ]);
    expect(Object.keys(paths['/api/upcoming-meals'].get.responses)).toEqual(['200', '400']);
    const image = paths['/api/images/{file}'].get;
    expect(Object.keys(image.responses)).toEqual(['200', '304', '400', '404', '414']);
    expect(image.responses['200'].content['image/webp'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});
