import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client';

/** Told how long each statement took, in seconds. */
export type QueryObserver = (seconds: number) => void;

interface Queryable {
  query: (...args: never[]) => unknown;
}

const observersOf = new WeakMap<object, Set<QueryObserver>>();

function timed(target: Queryable, observers: Set<QueryObserver>): void {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const started = process.hrtime.bigint();
    const report = () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      for (const observer of observers) observer(seconds);
    };
    // pg's pool passes a callback; drizzle and PGlite await a promise. A cursor or COPY stream
    // (neither) is left alone.
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        report();
        return (last as (...results: unknown[]) => unknown)(...results);
      };
    }
    const result = original(...args);
    if (result instanceof Promise) result.then(report, report);
    return result;
  };
}

function timePglite(pglite: PGlite, observers: Set<QueryObserver>): void {
  timed(pglite as unknown as Queryable, observers);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) =>
    transaction((tx) => {
      timed(tx as unknown as Queryable, observers);
      return callback(tx);
    });
}

function timePool(pool: pg.Pool, observers: Set<QueryObserver>): void {
  pool.on('connect', (client) => timed(client as unknown as Queryable, observers));
}

/**
 * Calls `observer` after every statement the handle's driver runs (the app's, better-auth's and
 * the migrations'), for the database-time histogram. Returns the function that stops it.
 */
export function observeQueries(handle: DatabaseHandle, observer: QueryObserver): () => void {
  const raw = handle.pglite ?? handle.pool;
  if (!raw) return () => undefined;
  let observers = observersOf.get(raw);
  if (!observers) {
    observers = new Set();
    observersOf.set(raw, observers);
    if (handle.pglite) timePglite(handle.pglite, observers);
    else if (handle.pool) timePool(handle.pool, observers);
  }
  const own = observers;
  own.add(observer);
  return () => void own.delete(observer);
}
