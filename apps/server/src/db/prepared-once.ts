import type { Executor } from './client';

/**
 * What drizzle keeps in the objects it does not type publicly: a database and each of its
 * transactions share one dialect object (so it names the database), and a session sends through
 * its client (the pool or PGlite, or a transaction's own connection).
 */
interface ExecutorInternals {
  dialect: object;
  _: { session: object };
}
interface SentThrough {
  client: unknown;
}

const preparedByDatabase = new WeakMap<object, Map<string, SentThrough>>();

function clientOf(executor: Executor): unknown {
  return ((executor as unknown as ExecutorInternals)._.session as SentThrough).client;
}

/**
 * A query built and prepared once per database under `name`: on PostgreSQL a named prepared
 * statement, parsed and planned once per connection instead of on every request. Run on a
 * transaction, the query prepared once is bound to that transaction's connection, so a write's
 * statements are not built again (drizzle's builders cost 4-9% of the server's CPU in the
 * rush, decision 0056) and still run inside the transaction.
 */
export function preparedOnce<Query extends object>(
  executor: Executor,
  name: string,
  prepare: (db: Executor) => Query,
): Query {
  const database = (executor as unknown as ExecutorInternals).dialect;
  let forDatabase = preparedByDatabase.get(database);
  if (!forDatabase) {
    forDatabase = new Map();
    preparedByDatabase.set(database, forDatabase);
  }
  // Each name is only ever stored by the one call site that prepares it, with its own type.
  const kept = forDatabase.get(name) as (Query & SentThrough) | undefined;
  if (kept === undefined) {
    const query = prepare(executor) as Query & SentThrough;
    if (!Object.hasOwn(query, 'client'))
      throw new Error(`${name}: a prepared query without a client`);
    forDatabase.set(name, query);
    return query;
  }
  const client = clientOf(executor);
  if (kept.client === client) return kept;
  // The same statement, sent through this executor's connection (a shallow copy: the text, the
  // parameters and the row mapping are shared and never changed once prepared).
  return Object.assign(Object.create(Object.getPrototypeOf(kept) as object) as Query, kept, {
    client,
  });
}
