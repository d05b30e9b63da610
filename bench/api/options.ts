import { parseArgs } from 'node:util';
import { CASE_GROUPS, DEFAULT_CASE_GROUPS, type CaseGroup } from './cases';
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
  /** Which groups of cases run (--cases). */
  groups: CaseGroup[];
  /** How many residents each mealtime rush has (--rush). */
  rushSizes: number[];
  /** Over how many seconds each rush's writes arrive; 0 sends them back to back (--rush-windows). */
  rushWindows: number[];
}

const HELP = `npm run bench:api -- [--sizes 1000,10000,100000] [--db pglite|postgres|both]
  [--cases list,public,signed-in,rush,analytics] [--rush 200,1000] [--rush-windows 60,0]
  [--connections 50] [--duration 10] [--warmup 3] [--port 3130] [--encoding browser|identity]
  [--no-answer-cache]
PostgreSQL runs when DATABASE_URL is set (a server URL; the bench makes and drops its own database).
Results go to bench/results/api-<db>[-<cases>][-uncached].{json,md}.

The runs each of the issue's targets is judged on (issue 24):
  signed-in reads (users/me, meal details as a resident, My Requests, My Reviews, unread count),
  ratio >= 0.25 and p99 < 25 ms at 50 connections, on both databases:
    DATABASE_URL=postgres://... npm run bench:api -- --sizes 1000 --db both --cases signed-in
  the list's database path (answer cache off), ratio >= 0.25 and p99 < 25 ms at 100k meals:
    DATABASE_URL=postgres://... npm run bench:api -- --sizes 100000 --db postgres --cases list --no-answer-cache
  the mealtime rush (N residents each like, request and review in one window), 1000 residents
  whose writes arrive at random over the last minute (--rush-windows 60): no failed request,
  p99 < 150 ms, every count exact afterwards; window 0 sends back to back on --connections, the
  server's capacity (docs/decisions/0059-the-rush-arrives-over-a-window.md):
    DATABASE_URL=postgres://... npm run bench:api -- --sizes 1000 --db both --cases rush --rush 200,1000
  the analytics endpoints at 100k meals and 1M requests (issue 19), p99 < 100 ms on PostgreSQL:
    DATABASE_URL=postgres://... npm run bench:api -- --sizes 100000 --db postgres --cases analytics
  the server under 300 MB resident on PGlite through the whole bench: the plain run
    npm run bench:api   (every group but analytics, 1k/10k/100k meals)
  what the server's CPU goes on, case by case (issue 24: profile before changing):
    BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench:api -- --sizes 1000 --duration 5 --cases signed-in,rush
    node --import tsx bench/profile/summary.ts /tmp/prof/<file>.cpuprofile --cases "users/me,meal details (resident),..."
  BENCH_PG_DATABASE=name names the throwaway PostgreSQL database (default messmate_bench).`;

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
      cases: { type: 'string', default: DEFAULT_CASE_GROUPS.join(',') },
      rush: { type: 'string', default: '200,1000' },
      'rush-windows': { type: 'string', default: '60,0' },
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
  const groups = values.cases.split(',').map((group) => group.trim()) as CaseGroup[];
  if (groups.some((group) => !CASE_GROUPS.includes(group)))
    throw new Error(`--cases takes some of ${CASE_GROUPS.join(',')}\n${HELP}`);
  const rushSizes = values.rush.split(',').map((size) => Number(size.trim()));
  if (rushSizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error('--rush takes whole numbers of residents, such as 200,1000');
  const rushWindows = values['rush-windows'].split(',').map((window) => Number(window.trim()));
  if (rushWindows.some((window) => !Number.isFinite(window) || window < 0))
    throw new Error('--rush-windows takes seconds, such as 60,0 (0: back to back)');
  return {
    groups,
    rushSizes,
    rushWindows,
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
