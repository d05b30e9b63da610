import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../../src/plugins/openapi-operations';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}

let t: TestApp;
let operations: (readonly [string, Operation])[];
let doc: { servers?: { url: string }[]; info: { description: string } };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://meals.hostel.test' });
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const paths = (doc as unknown as { paths: Record<string, Record<string, Operation>> }).paths;
  operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
  );
});
afterAll(() => t.close());

describe('the OpenAPI document as a contract', () => {
  it('gives every operation a unique operationId', () => {
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('PATCH', '/api/meals/:id')).toBe('patchMealsById');
    expect(operationIdOf('DELETE', '/api/meals/:id/like')).toBe('deleteMealsByIdLike');
    expect(operationIdOf('GET', '/api/admin/meals-count')).toBe('getAdminMealsCount');
  });

  it('names PUBLIC_URL as its server and tells the upload-then-create flow', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://meals.hostel.test' })]);
    expect(doc.info.description).toContain('POST /api/images');
    expect(doc.info.description).toContain('IMAGE_NOT_OURS');
  });

  it('lists the errors every operation can answer: 400, 414 with a path value, 413/415/429 on writes', () => {
    for (const [name, op] of operations) {
      expect(op.security, name).toBeDefined();
      expect(Object.keys(op.responses), name).toContain('400');
      if (name.includes('{')) expect(Object.keys(op.responses), name).toContain('414');
      if (/^(POST|PUT|PATCH) /.test(name)) {
        expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['413', '415']));
      }
    }
    const like = operations.find(([name]) => name === 'PATCH /api/meals/{id}')?.[1];
    expect(Object.keys(like?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '429']),
    );
  });
});

describe('fields declared as the server enforces them', () => {
  type Schema = { properties: Record<string, Record<string, unknown>> };
  const bodyOf = (name: string) =>
    (
      operations.find(([op]) => op === name)?.[1] as unknown as {
        requestBody: { content: { 'application/json': { schema: Schema } } };
      }
    ).requestBody.content['application/json'].schema.properties;

  it('category and plan: the three names in any casing, as a pattern', () => {
    const category = new RegExp(String(bodyOf('POST /api/admin/meals').category?.pattern));
    for (const ok of ['Lunch', ' lunch ', 'DINNER', 'BreakFast'])
      expect(category.test(ok)).toBe(true);
    for (const bad of ['Snacks', 'Lunchbox', '']) expect(category.test(bad)).toBe(false);
    const plan = new RegExp(String(bodyOf('POST /api/create-payment-intent').plan?.pattern));
    expect(['gold', 'Platinum', ' SILVER'].every((ok) => plan.test(ok))).toBe(true);
    expect(['Bronze', 'gold plan'].some((bad) => plan.test(bad))).toBe(false);
  });

  it('ingredients: one to the most a meal lists, each within its length', () => {
    const [list, text] = bodyOf('POST /api/upcoming-meals').ingredients?.anyOf as Record<
      string,
      unknown
    >[];
    expect(list).toMatchObject({ type: 'array', minItems: 1, maxItems: 40 });
    expect(list?.items).toMatchObject({ type: 'string', maxLength: 80, pattern: '\\S' });
    expect(text).toMatchObject({ type: 'string', pattern: '[^,\\s]' });
  });
});
