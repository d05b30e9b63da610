/**
 * createTestApp overrides for tests that send hundreds of writes per account and address (the
 * authorization matrix, the hostile-input runs): they test what each write does, so the write
 * rate limit must not answer for the route. The limit itself is tested in write-rate-limit.test.ts.
 */
export const MANY_WRITES = { WRITE_RATE_LIMIT_MAX: '1000000' } as const;
