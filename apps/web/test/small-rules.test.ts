import { describe, expect, it } from 'vitest';
import { effectiveSearch } from '@/components/paged-list/effective-search';
import { canRetry, shouldRetry } from '@/features/meals/api/should-retry';
import { ApiError } from '@/lib/api-client';

describe('searching users', () => {
  it('starts at two characters, trimmed; shorter lists everyone', () => {
    expect(effectiveSearch('  ra ', 2)).toBe('ra');
    expect(effectiveSearch(' r ', 2)).toBe('');
    expect(effectiveSearch('')).toBe('');
    expect(effectiveSearch(' r ')).toBe('r');
  });
});

describe('retrying a failed read', () => {
  it('tries once more after a network or server failure', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK', 'offline'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'UNAVAILABLE', 'busy'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'UNAVAILABLE', 'busy'))).toBe(false);
  });

  it('never retries an answer that will not change (4xx)', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'No such meal'))).toBe(false);
    expect(canRetry(new ApiError(400, 'VALIDATION', 'Bad id'))).toBe(false);
    expect(canRetry(new Error('parse failure'))).toBe(true);
  });
});
