// node --no-liftoff --import tsx bench/profile/inject-analytics.ts [--requests 1000] [--size 10000]
// The analytics answers' CPU time per request when the answer is kept (nothing written between
// asks), inside one process through app.inject: every hook, compression as a browser asks for
// it, no sockets, one request at a time. On PGlite ($BENCH_DATA_DIR/inject-analytics) the
// snapshot moves only with this process's own writes, so every timed ask is a kept one; on a
// shared PostgreSQL server other databases' writes move it (decision 0049).
import { parseArgs } from 'node:util';
import type {} from '../../apps/server/src/types/fastify';
import { addAnalyticsReaders } from '../api/analytics-readers';
import { benchCases } from '../api/cases';
import { growRequests } from '../api/seed-requests';
import { injectBenchApp, injectBenchDatabase } from './inject-app';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    size: { type: 'string', default: '10000' },
  },
});
const requests = Number(values.requests);
const database = await injectBenchDatabase('inject-analytics');
const counts = await database.grow(Number(values.size));
const readers = await database.use(async (db) => {
  const added = await addAnalyticsReaders(db, 'inject-analytics');
  await growRequests(db, counts.meals, added.memberId);
  return added;
});
const { app, opened } = await injectBenchApp(database);
const cases = benchCases(counts.busiestMealId, '').filter((one) => one.group === 'analytics');
for (const one of cases) {
  const headers = {
    authorization: `Bearer ${readers.tokens[one.caller ?? 'admin']}`,
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  const first = await app.inject({ method: 'GET', url: one.path, headers });
  if (first.statusCode !== 200) throw new Error(`${one.name}: ${first.statusCode} ${first.body}`);
  const plain = await app.inject({
    method: 'GET',
    url: one.path,
    headers: { ...headers, 'accept-encoding': 'identity' },
  });
  for (let i = 0; i < 100; i += 1) await app.inject({ method: 'GET', url: one.path, headers });
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < requests; i += 1) await app.inject({ method: 'GET', url: one.path, headers });
  const used = process.cpuUsage(cpu);
  const wall = ((performance.now() - started) * 1000) / requests;
  const micros = (used.user + used.system) / requests;
  console.log(
    `${one.name.padEnd(42)} ${micros.toFixed(0).padStart(6)} µs CPU/request (wall ${wall.toFixed(0)})  ` +
      `${plain.rawPayload.length} bytes, ${first.rawPayload.length} as ${String(first.headers['content-encoding'] ?? 'identity')}`,
  );
}
await app.close();
await opened.close();
await database.drop();
