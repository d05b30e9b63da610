import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fuzzMatrixRows, RUNS_PER_CALL } from './support/hostile/fuzz-matrix-rows';
import { createFuzzWorld, type FuzzWorld } from './support/hostile/fuzz-world';
import { MANY_WRITES } from './support/many-writes';
import { ACCOUNT_ROWS } from './support/table/accounts';
import { MONEY_ROWS } from './support/table/money';
import { SYSTEM_ROWS } from './support/table/system';

let t: TestApp;
let fuzz: FuzzWorld;
beforeAll(async () => {
  t = await createTestApp(MANY_WRITES);
  fuzz = await createFuzzWorld(t.app);
});
afterAll(() => t.close());

it(`answers ${RUNS_PER_CALL} one-thing-broken variants of each allowed account, payment and notification call without a 5xx, a partial write or a raised role`, async () => {
  await fuzzMatrixRows(fuzz, [...SYSTEM_ROWS, ...ACCOUNT_ROWS, ...MONEY_ROWS]);
}, 180_000);
