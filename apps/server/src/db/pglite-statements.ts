import {
  parse,
  protocol,
  type messages as backendMessages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction as PgliteTransaction,
} from '@electric-sql/pglite';
import { EmscriptenBuiltinFilesystem } from '@electric-sql/pglite/basefs';
import { resultOf } from './pglite-results';

/** Distinct statements kept parsed at once; past it the least recently used is closed. */
export const PGLITE_STATEMENTS_MAX = 256;

interface Statement {
  name: string;
  paramTypes: number[];
  /** Its columns, described once when it was parsed (none for a statement that returns no rows). */
  rowDescription: backendMessages.RowDescriptionMessage | undefined;
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The database's error, carrying the statement the way PGlite's own query() reports it. */
function withStatement(error: unknown, text: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/**
 * PGlite's query() parses and plans every statement again, in six calls into WebAssembly
 * (parse, describe, bind, describe, execute, sync): for the short statements a request sends,
 * that is most of the database's time. This keeps each distinct statement text parsed once, as a
 * named prepared statement, and then sends bind, describe, execute and sync in one call. Plans are
 * PostgreSQL's own (custom for the first executions, then generic when that costs no more), as
 * with any named statement; an option the shortcut does not handle (a blob, parameter types) takes
 * PGlite's own path.
 */
export function reusePgliteStatements(pglite: PGlite, max = PGLITE_STATEMENTS_MAX): void {
  const statements = new Map<string, Statement>();
  let made = 0;
  // A data folder on disk (NodeFS) or in memory writes through at once: PGlite's syncToFs only
  // queues behind its own lock to call a sync that does nothing.
  const syncIsNoOp = pglite.fs?.syncToFs === EmscriptenBuiltinFilesystem.prototype.syncToFs;

  async function prepare(text: string): Promise<Statement> {
    const kept = statements.get(text);
    if (kept) {
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    const oldest = statements.size >= max ? statements.entries().next().value : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      // A close the database refuses (inside a failed transaction) leaves one statement behind;
      // names are never reused, so it can never be confused with a newer one.
      await pglite.execProtocolStream(
        joined([serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()]),
        { syncToFs: false, throwOnError: false },
      );
    }
    const name = `mm_${(made += 1)}`;
    const messages = await pglite.execProtocolStream(
      joined([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const rowDescription = messages.find(
      (message): message is backendMessages.RowDescriptionMessage =>
        message.name === 'rowDescription',
    );
    const paramTypes = parse.parseDescribeStatementResults(messages);
    const statement = { name, paramTypes, rowDescription };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    let messages;
    let statement: Statement;
    try {
      statement = await prepare(text);
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const oid = statement.paramTypes[index] ?? 0;
        const serializer = options?.serializers?.[oid] ?? pglite.serializers[oid];
        return serializer ? serializer(param) : String(param);
      });
      messages = await pglite.execProtocolStream(
        joined([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
    } catch (error) {
      throw withStatement(error, text, params, options);
    }
    if (!inTransaction && !syncIsNoOp) await pglite.syncToFs();
    return resultOf<T>(messages, pglite.parsers, options, statement.rowDescription);
  }

  const shortcut = (options?: QueryOptions) => !options?.blob && !options?.paramTypes;
  const ownQuery = pglite.query.bind(pglite) as Query;
  (pglite as { query: Query }).query = async (text, params = [], options) => {
    if (!shortcut(options)) return ownQuery(text, params, options);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(() => run(text, params, options, false)),
    );
  };
  const ownTransaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) =>
    ownTransaction((tx: PgliteTransaction) => {
      const txQuery = tx.query.bind(tx) as Query;
      tx.query = async (text, params = [], options) => {
        if (!shortcut(options) || tx.closed) return txQuery(text, params, options);
        return pglite._runExclusiveQuery(() => run(text, params, options, true));
      };
      return callback(tx);
    });
}
