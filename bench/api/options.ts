import { parseArgs } from 'node:util';
import type { DatabaseKind } from './databases';

export interface BenchOptions {
  sizes: number[];
  databases: DatabaseKind[];
  /** The PostgreSQL server to create the throwaway bench database on. */
  postgresUrl?: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  port: number;
  dataRoot: string;
  /** What clients ask for: 'browser' sends the Accept-Encoding Chromium sends; 'identity' asks for none. */
  encoding: 'browser' | 'identity';
  /** false measures the database path: the server keeps no public answers (PUBLIC_ANSWER_CACHE_MS=0). */
  answerCache: boolean;
}

const HELP = `npm run bench:api -- [--sizes 1000,10000,100000] [--db pglite|postgres|both]
  [--connections 50] [--duration 10] [--warmup 3] [--port 3130] [--encoding browser|identity]
  [--no-answer-cache]
PostgreSQL runs when DATABASE_URL is set (a server URL; the bench makes and drops its own database).`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: 'string', default: '1000,10000,100000' },
      db: { type: 'string' },
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      port: { type: 'string', default: '3130' },
      encoding: { type: 'string', default: 'browser' },
      'no-answer-cache': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const postgresUrl = env.DATABASE_URL?.trim() || undefined;
  const wanted = values.db ?? (postgresUrl ? 'both' : 'pglite');
  const databases: DatabaseKind[] =
    wanted === 'both' ? ['pglite', 'postgres'] : [wanted as DatabaseKind];
  if (!['pglite', 'postgres', 'both'].includes(wanted))
    throw new Error(`--db must be pglite, postgres or both\n${HELP}`);
  if (databases.includes('postgres') && !postgresUrl)
    throw new Error('--db postgres needs DATABASE_URL');
  if (values.encoding !== 'browser' && values.encoding !== 'identity') throw new Error(HELP);
  const sizes = values.sizes.split(',').map((size) => Number(size.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < 100))
    throw new Error('--sizes takes whole numbers of at least 100');
  return {
    sizes: sizes.sort((a, b) => a - b),
    databases,
    postgresUrl,
    connections: Number(values.connections),
    durationSeconds: Number(values.duration),
    warmupSeconds: Number(values.warmup),
    port: Number(values.port),
    dataRoot: env.BENCH_DATA_DIR ?? '/tmp/messmate-bench',
    encoding: values.encoding,
    answerCache: !values['no-answer-cache'],
  };
}
