import { expect } from 'vitest';
import type { LightMyRequestResponse as InjectedResponse } from 'fastify';
import type { App } from '../../src/app';
import type { SignedIn } from '../factories/users';
import { countingInstance, type CountingInstance } from './counting-database';
import { createTestApp, type TestApp } from './test-app';

type Read<Value> = (app: App) => Promise<Value>;

/**
 * Two instances of the app on one database, for answers kept in memory: `first` takes the
 * writes, `second` counts its statements, so a test can show a warm read sends none.
 */
export interface KeptOnTwoInstances {
  first: TestApp;
  second: App;
  instance: CountingInstance;
  /** Reads on both instances; the repeat on `second` must come from memory. */
  warm<Value>(read: Read<Value>): Promise<Value>;
  /** The same answer, fresh, on both instances once both have heard what committed. */
  onBoth<Value>(read: Read<Value>): Promise<Value>;
  /** A write through `first`, which must succeed. */
  write(
    method: 'PATCH' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: SignedIn,
    payload?: object,
  ): Promise<InjectedResponse>;
  close(): Promise<void>;
}

export async function keptOnTwoInstances(
  overrides: Record<string, string>,
): Promise<KeptOnTwoInstances> {
  const first = await createTestApp(overrides);
  const instance = await countingInstance(first);
  const second = instance.app;
  return {
    first,
    second,
    instance,
    async warm(read) {
      await read(first.app);
      await read(second);
      instance.counted.reset();
      const kept = await read(second);
      expect(instance.counted.count()).toBe(0);
      return kept;
    },
    async onBoth(read) {
      // Both keep answers: a statement behind the apps' backs reaches each by its own listener.
      await Promise.all([first.app.personAnswersCaughtUp(), second.personAnswersCaughtUp()]);
      const onSecond = await read(second);
      expect(await read(first.app)).toEqual(onSecond);
      return onSecond;
    },
    async write(method, url, who, payload) {
      const answer = await first.app.inject({ method, url, headers: who.headers, payload });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      return answer;
    },
    async close() {
      await instance.close();
      await first.close();
    },
  };
}
