import { it } from 'vitest';
import { fuzzGroup, RUNS_PER_ROUTE } from './support/hostile/fuzz-group';
import { useHostileApp } from './support/hostile/hostile-app';

const hostile = useHostileApp();

it(`answers ${RUNS_PER_ROUTE} generated hostile calls of each catalogue route with a 4xx that changes nothing, or a success that keeps its schema`, async () => {
  await fuzzGroup(hostile.app, hostile.fuzz, 'catalogue');
}, 180_000);
