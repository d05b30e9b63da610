import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fuzzGroup, RUNS_PER_ROUTE } from './support/hostile/fuzz-group';
import { createFuzzWorld, type FuzzWorld } from './support/hostile/fuzz-world';
import { MANY_WRITES } from './support/many-writes';

let t: TestApp;
let fuzz: FuzzWorld;
beforeAll(async () => {
  t = await createTestApp(MANY_WRITES);
  fuzz = await createFuzzWorld(t.app);
});
afterAll(() => t.close());

it(`answers ${RUNS_PER_ROUTE} generated hostile calls of each catalogue route with a 4xx that changes nothing, or a success that keeps its schema`, async () => {
  await fuzzGroup(t.app, fuzz, 'catalogue');
}, 180_000);
