import { expect } from 'vitest';
import type { MatrixCase } from '../matrix-case';
import { fuzzMatrixCase } from './case-mutation-runner';
import type { FuzzWorld } from './fuzz-world';

/** One-thing-broken variants per allowed call of the matrix. */
export const RUNS_PER_CALL = 15;

/** Breaks each of these matrix calls RUNS_PER_CALL ways; every failure is listed. */
export async function fuzzMatrixRows(fuzz: FuzzWorld, rows: readonly MatrixCase[]) {
  const failures: string[] = [];
  let sent = 0;
  for (const row of rows) {
    try {
      sent += await fuzzMatrixCase(fuzz, row, RUNS_PER_CALL);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${row.route} (${row.label}): ${message}`);
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBe(rows.length * RUNS_PER_CALL);
}
