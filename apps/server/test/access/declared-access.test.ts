import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouteAccessTable } from '../../src/access/declared-access';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operationOf, type OpenApiDocument } from '../security/support/hostile/json-schema';

describe('every API route declares who may call it', () => {
  it('stops the server from starting when a route declares nothing', async () => {
    const app = Fastify({ logger: false });
    void app.register(async (api) => {
      api.addHook('onRoute', new RouteAccessTable().declare);
      api.get('/declared', { config: { access: 'public' } }, async () => 'ok');
      api.get('/forgotten', async () => 'open to all?');
    });
    await expect(app.ready()).rejects.toThrow(/GET \/forgotten declares no access/);
    await app.close();
  });

  describe('and the OpenAPI document says the same', () => {
    let t: TestApp;
    let doc: OpenApiDocument;
    beforeAll(async () => {
      t = await createTestApp();
      doc = t.app.swagger() as unknown as OpenApiDocument;
    });
    afterAll(() => t.close());

    it('shows the session a signed-in route needs and the 401 it can answer', () => {
      const me = operationOf(doc, 'GET', '/api/users/me');
      expect(me?.security).toEqual([{ bearer: [] }, { cookie: [] }]);
      expect(Object.keys(me?.responses ?? {})).toEqual(['200', '400', '401']);
    });

    it("adds an admin route's 403", () => {
      const users = operationOf(doc, 'GET', '/api/users');
      expect(users?.security).toHaveLength(2);
      expect(Object.keys(users?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403']);
    });

    it('says a public route needs no session (security: []) and answers no 401', () => {
      const meals = operationOf(doc, 'GET', '/api/meals');
      expect(meals?.security).toEqual([]);
      expect(Object.keys(meals?.responses ?? {})).not.toContain('401');
    });
  });
});
