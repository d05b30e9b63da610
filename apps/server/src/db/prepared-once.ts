import type { Executor } from './client';

const preparedByDb = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A query prepared once per database handle under `name`: on PostgreSQL a named prepared
 * statement, parsed and planned once per connection instead of on every request.
 */
export function preparedOnce<Query>(
  db: Executor,
  name: string,
  prepare: (db: Executor) => Query,
): Query {
  let forDb = preparedByDb.get(db);
  if (!forDb) {
    forDb = new Map();
    preparedByDb.set(db, forDb);
  }
  // Each name is only ever stored by the one call site that prepares it, with its own type.
  let query = forDb.get(name) as Query | undefined;
  if (query === undefined) {
    query = prepare(db);
    forDb.set(name, query);
  }
  return query;
}
