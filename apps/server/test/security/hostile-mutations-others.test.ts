import { it } from 'vitest';
import { fuzzMatrixRows, RUNS_PER_CALL } from './support/hostile/fuzz-matrix-rows';
import { useHostileApp } from './support/hostile/hostile-app';
import { ACCOUNT_ROWS } from './support/table/accounts';
import { MONEY_ROWS } from './support/table/money';
import { SYSTEM_ROWS } from './support/table/system';

const hostile = useHostileApp();

it(`answers ${RUNS_PER_CALL} one-thing-broken variants of each allowed account, payment and notification call without a 5xx, a partial write or a raised role`, async () => {
  await fuzzMatrixRows(hostile.fuzz, [...SYSTEM_ROWS, ...ACCOUNT_ROWS, ...MONEY_ROWS]);
}, 180_000);
