import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  countingInstance,
  type CountingDatabase,
  type CountingInstance,
} from '../helpers/counting-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInAs, type SignedIn } from '../factories/users';

/**
 * The reader's language costs nothing once the instance knows the reader: a signed-in resident's
 * refusal sends no statement, as a visitor's does not, and comes in their language.
 */
let t: TestApp;
let instance: CountingInstance;
let app: App;
let counted: CountingDatabase;
let resident: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  instance = await countingInstance(t);
  ({ app, counted } = instance);
  resident = await signedInAs(app, { language: 'bn' });
});
afterAll(async () => {
  await instance.close();
  await t.close();
});

const NO_ROUTE = '/api/no-such-address';

/** Statements the second of two identical requests sends, and its answer. */
async function secondAsking(headers: Record<string, string>) {
  const ask = () => app.inject({ method: 'GET', url: NO_ROUTE, headers });
  expect((await ask()).statusCode).toBe(404);
  counted.reset();
  const answer = await ask();
  return { statements: counted.count(), message: (answer.json() as { message: string }).message };
}

describe(`the reader's language and the database (${process.env.TEST_DB_KIND})`, () => {
  it("reads a known signed-in reader's language from memory", async () => {
    const visitor = await secondAsking({ 'accept-language': 'en' });
    const signedIn = await secondAsking({ ...resident.headers, 'accept-language': 'en' });
    expect(visitor.message).toBe('No route for GET /api/no-such-address.');
    expect(signedIn.message).toBe('GET /api/no-such-address-এর কোনো পথ নেই।');
    expect(visitor.statements).toBe(0);
    expect(signedIn.statements).toBe(0);
  });
});
