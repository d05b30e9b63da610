// The server the API bench drives: the real app plus the bench's baseline route, nothing else.
import { buildApp } from '../../apps/server/src/app';
// The server's Fastify declarations (app.db, app.env…), which its own tsconfig includes.
import type {} from '../../apps/server/src/types/fastify';
import { loadEnv } from '../../apps/server/src/env';
import { openConfiguredDatabase, prepareDatabase } from '../../apps/server/src/startup';
import { baselinePlugin } from './baseline-plugin';
import { logMemoryHighs, memoryNow, watchGarbageCollection } from './memory-at-stop';

const env = loadEnv();
const opened = await openConfiguredDatabase(env);
const app = await buildApp({ env, database: opened.database });
await app.register(baselinePlugin);
let answered = 0;
app.addHook('onResponse', async () => {
  answered += 1;
});
await prepareDatabase(opened.database, env, app.log);
await app.listen({ port: env.PORT, host: env.HOST });
const garbageCollection = watchGarbageCollection();
const memoryEveryMs = Number(process.env.BENCH_MEMORY_EVERY_MS ?? 0);
if (memoryEveryMs > 0) logMemoryHighs(opened.database.pglite, memoryEveryMs);

process.once('SIGTERM', () => {
  console.log(`  server memory at stop: ${memoryNow(opened.database.pglite)}`);
  const cpu = process.cpuUsage();
  console.log(
    `  server: ${answered} requests, ${garbageCollection()}, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`,
  );
  void app
    .close()
    .then(() => opened.close())
    .then(() => process.exit(0));
});
