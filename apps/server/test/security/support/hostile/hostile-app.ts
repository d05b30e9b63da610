import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../../../src/app';
import { createTestApp, type TestApp } from '../../../helpers/test-app';
import { MANY_WRITES } from '../many-writes';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world';

export interface HostileApp {
  readonly app: App;
  readonly fuzz: FuzzWorld;
}

/**
 * Registers the hooks that give a hostile-input test file its own app and fuzz world, built
 * before its tests and closed after them. Read the fields inside a test, once the hooks ran.
 */
export function useHostileApp(): HostileApp {
  let t: TestApp | undefined;
  let fuzz: FuzzWorld | undefined;
  beforeAll(async () => {
    t = await createTestApp(MANY_WRITES);
    fuzz = await createFuzzWorld(t.app);
  });
  afterAll(() => t?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The hostile app is read before beforeAll built it.');
    return value;
  };
  return {
    get app() {
      return ready(t).app;
    },
    get fuzz() {
      return ready(fuzz);
    },
  };
}
