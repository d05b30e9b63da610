import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fuzzMatrixRows, RUNS_PER_CALL } from './support/hostile/fuzz-matrix-rows';
import { createFuzzWorld, type FuzzWorld } from './support/hostile/fuzz-world';
import { MANY_WRITES } from './support/many-writes';
import { MEAL_ROWS } from './support/table/meals';

let t: TestApp;
let fuzz: FuzzWorld;
beforeAll(async () => {
  t = await createTestApp(MANY_WRITES);
  fuzz = await createFuzzWorld(t.app);
});
afterAll(() => t.close());

it(`answers ${RUNS_PER_CALL} one-thing-broken variants of each allowed meal, review, request, upcoming and image call without a 5xx, a partial write or a raised role`, async () => {
  await fuzzMatrixRows(fuzz, MEAL_ROWS);
}, 180_000);
