import { vi } from 'vitest';

/** Fixes the server's clock (Date only: timers keep running) at an instant; restore it afterEach. */
export function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
