import { it } from 'vitest';
import { fuzzMatrixRows, RUNS_PER_CALL } from './support/hostile/fuzz-matrix-rows';
import { useHostileApp } from './support/hostile/hostile-app';
import { MEAL_ROWS } from './support/table/meals';

const hostile = useHostileApp();

it(`answers ${RUNS_PER_CALL} one-thing-broken variants of each allowed meal, review, request, upcoming and image call without a 5xx, a partial write or a raised role`, async () => {
  await fuzzMatrixRows(hostile.fuzz, MEAL_ROWS);
}, 180_000);
