// node --import tsx bench/profile/inject-writes.ts [--residents 600] [--warmup 100] [--size 1000]
// The mealtime rush's writes, CPU time per write inside one process, through app.inject (every
// hook, the session cache, the real database; no sockets, one write at a time), on a shared
// machine where CPU time is steadier than wall time. After --warmup residents go through every
// phase unmeasured, N fresh residents: first each one's first request (users/me with a session
// the instance has not kept yet: the lookup a rush pays once per resident), then each one's
// like, meal request and review of one of three meals. PGlite in $BENCH_DATA_DIR/inject-writes;
// on PostgreSQL (DATABASE_URL set; database BENCH_PG_DATABASE) the CPU of the database's
// backends is read from /proc as well (the server must run on this machine).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/rows-of';
import type {} from '../../apps/server/src/types/fastify';
import { injectBenchApp, injectBenchDatabase } from './inject-app';
import { addRushResidents } from '../api/rush-residents';

const { values } = parseArgs({
  options: {
    residents: { type: 'string', default: '600' },
    warmup: { type: 'string', default: '100' },
    size: { type: 'string', default: '1000' },
  },
});
const residents = Number(values.residents);
const warmup = Number(values.warmup);
const database = await injectBenchDatabase('inject-writes');
await database.grow(Number(values.size));
const everyone = await database.use((db) =>
  addRushResidents(db, 'inject-writes', warmup + residents),
);
// The first `warmup` residents go through every phase unmeasured, so V8 has compiled the paths.
const warmTokens = everyone.tokens.slice(0, warmup);
const tokens = everyone.tokens.slice(warmup);
const mealIds = await database.use(async (db) => {
  const found = await rowsOf<{ id: string }>(
    db,
    sql`select id from meals where likes = 0 and reviews_count = 0 order by id limit 3`,
  );
  return found.map((row) => row.id);
});
const { app, opened } = await injectBenchApp(database);

/** CPU seconds PostgreSQL's backends for this database have used (0 on PGlite). */
async function databaseCpuMicros(): Promise<number> {
  if (!opened.database.pool) return 0;
  const { rows } = await opened.database.pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that ended between the query and the read.
    }
  }
  return ticks * 10_000;
}

interface WriteRequest {
  method: 'GET' | 'PATCH' | 'POST';
  url: string;
  payload?: object;
}
type Write = (n: number) => WriteRequest;
const meal = (n: number) => mealIds[n % mealIds.length] ?? '';
const phases: { name: string; write: Write }[] = [
  {
    name: 'first request (session lookup)',
    write: () => ({ method: 'GET', url: '/api/users/me' }),
  },
  {
    name: 'like',
    write: (n) => ({ method: 'PATCH', url: `/api/meals/${meal(n)}`, payload: { liked: true } }),
  },
  {
    name: 'meal request',
    write: (n) => ({ method: 'POST', url: '/api/serve-meals', payload: { mealId: meal(n) } }),
  },
  {
    name: 'review',
    write: (n) => ({
      method: 'POST',
      url: `/api/meals/${meal(n)}/review`,
      payload: { content: `Rush review ${n}: hot and on time.`, rating: 1 + (n % 5) },
    }),
  },
];
async function run(phase: { write: Write; name: string }, token: string, n: number) {
  const res = await app.inject({
    ...phase.write(n),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (res.statusCode >= 300) throw new Error(`${phase.name}: ${res.statusCode} ${res.body}`);
}
for (const phase of phases)
  for (const [n, token] of warmTokens.entries()) await run(phase, token, n);
console.log(
  `${residents} residents after ${warmup} unmeasured, ${database.serverEnv.DATABASE_URL ? 'postgres' : 'pglite'}`,
);
for (const phase of phases) {
  const db0 = await databaseCpuMicros();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const [n, token] of tokens.entries()) await run(phase, token, n);
  const used = process.cpuUsage(cpu);
  const wall = ((performance.now() - started) * 1000) / residents;
  const appMicros = (used.user + used.system) / residents;
  const dbMicros = ((await databaseCpuMicros()) - db0) / residents;
  console.log(
    `${phase.name.padEnd(32)} app ${appMicros.toFixed(0).padStart(6)} µs CPU/write` +
      (opened.database.pool ? `, database ${dbMicros.toFixed(0).padStart(5)} µs` : '') +
      ` (wall ${wall.toFixed(0)} µs)`,
  );
}
await app.close();
await opened.close();
await database.drop();
