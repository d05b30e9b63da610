/**
 * Time for tests that sign many people in and race them on a busy two-core machine. The
 * root vitest config's testTimeout does not reach its inline projects (they fall back to 5 s).
 */
export const SLOW_MACHINE = { timeout: 30_000 };
