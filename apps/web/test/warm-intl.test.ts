import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffMainThread } from '@/app/warm-intl';

// A stand-in for the browser's Worker: records what was started, answers when told.
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.started.push(this);
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('the first render waits for the worker that loads ICU off the main thread', () => {
  afterEach(() => {
    FakeWorker.started = [];
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts the warm-up worker as a module and waits until it answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const warmed = warmIntlOffMainThread();
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.url.pathname).toMatch(/warm-intl\.worker\.ts$/);
    expect(FakeWorker.started[0]?.options).toEqual({ type: 'module' });
    expect(await settled(warmed)).toBe(false);
    FakeWorker.started[0]?.dispatchEvent(new Event('message'));
    expect(await settled(warmed)).toBe(true);
  });

  it('stops waiting when the worker fails (a policy refused its script)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const warmed = warmIntlOffMainThread();
    FakeWorker.started[0]?.dispatchEvent(new Event('error'));
    expect(await settled(warmed)).toBe(true);
  });

  it('waits at most 250 ms for a worker that never answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const warmed = warmIntlOffMainThread();
    await vi.advanceTimersByTimeAsync(249);
    expect(await settled(warmed)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(warmed)).toBe(true);
  });

  it('does not wait where there are no workers, or the browser refuses one', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmIntlOffMainThread())).toBe(true);
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('SecurityError');
        }
      },
    );
    expect(await settled(warmIntlOffMainThread())).toBe(true);
  });
});
