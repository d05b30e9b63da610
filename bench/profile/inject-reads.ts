// node --no-liftoff --import tsx bench/profile/inject-reads.ts [--requests 2000] [--size 1000]
// The signed-in reads' CPU time per request inside one process, through app.inject (every hook,
// the session cache, the real database; no sockets, one request at a time): a quick before/after
// for one change on a shared machine, where CPU time is steadier than wall time. PGlite in
// $BENCH_DATA_DIR/inject, or the PostgreSQL database BENCH_PG_DATABASE (whose server's own CPU
// is not counted) when DATABASE_URL is set. On PGlite it also lists which prepared statements
// are planned on every run (custom plans) and which were planned once (generic).
import { parseArgs } from 'node:util';
import type {} from '../../apps/server/src/types/fastify';
import { injectBenchApp, injectBenchDatabase } from './inject-app';
import { benchCases } from '../api/cases';
import { addRushResidents, rushResidentEmail } from '../api/rush-residents';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    size: { type: 'string', default: '1000' },
  },
});
const requests = Number(values.requests);
const database = await injectBenchDatabase('inject');
const counts = await database.grow(Number(values.size));
const reader = await database.use((db) => addRushResidents(db, 'inject-reader', 1));
const { app, opened } = await injectBenchApp(database);
const headers = {
  authorization: `Bearer ${reader.tokens[0]}`,
  'accept-encoding': 'gzip, deflate, br, zstd',
};
const mealId = counts.busiestMealId;
for (const write of [
  { method: 'PATCH' as const, url: `/api/meals/${mealId}`, payload: { liked: true } },
  { method: 'POST' as const, url: '/api/serve-meals', payload: { mealId } },
  {
    method: 'POST' as const,
    url: `/api/meals/${mealId}/review`,
    payload: { content: 'Worth the queue.', rating: 5 },
  },
]) {
  const res = await app.inject({ ...write, headers });
  if (res.statusCode >= 300) throw new Error(`${write.url}: ${res.statusCode} ${res.body}`);
}
const cases = benchCases(mealId, rushResidentEmail('inject-reader', 0)).filter(
  (one) => one.group === 'signed-in',
);
for (const one of cases) {
  const first = await app.inject({ method: 'GET', url: one.path, headers });
  if (first.statusCode !== 200) throw new Error(`${one.name}: ${first.statusCode} ${first.body}`);
  for (let i = 0; i < 200; i += 1) await app.inject({ method: 'GET', url: one.path, headers });
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < requests; i += 1) await app.inject({ method: 'GET', url: one.path, headers });
  const used = process.cpuUsage(cpu);
  const wall = ((performance.now() - started) * 1000) / requests;
  const micros = (used.user + used.system) / requests;
  console.log(
    `${one.name.padEnd(30)} ${micros.toFixed(0).padStart(6)} µs CPU/request (wall ${wall.toFixed(0)})  ${first.body.length} bytes`,
  );
}
if (opened.database.pglite) {
  // Which statements PostgreSQL plans on every run (custom) and which it planned once (generic).
  const { rows } = await opened.database.pglite.query<Record<string, unknown>>(
    'select generic_plans, custom_plans, left(statement, 90) as statement from pg_prepared_statements order by custom_plans desc limit 12',
  );
  console.table(rows);
}
await app.close();
await opened.close();
await database.drop();
