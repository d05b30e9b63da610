import { afterEach, vi } from 'vitest';

/** Fixes the server's clock (Date only: timers keep running) at an instant. */
export function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** Call once at a test file's top level: each test starts on the real clock again. */
export function restoreClockAfterEach() {
  afterEach(() => {
    vi.useRealTimers();
  });
}
