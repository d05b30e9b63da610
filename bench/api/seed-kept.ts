/**
 * Seeds a PostgreSQL database at the analytics bench's shape and keeps it, for
 * `analytics-plans.ts` (EXPLAIN before and after a change, without the endpoint bench dropping
 * it): the same rows `npm run bench:api -- --cases analytics` makes.
 *   BENCH_PG_DATABASE=name node --import tsx bench/api/seed-kept.ts postgres://.../postgres 100000
 */
import { addAnalyticsReaders } from './analytics-readers';
import { postgresBenchDatabase } from './databases';
import { growRequests } from './seed-requests';

const [serverUrl, size = '100000'] = process.argv.slice(2);
if (!serverUrl) throw new Error('Give the PostgreSQL server URL (its database is left alone)');
const meals = Number(size);
const database = await postgresBenchDatabase(serverUrl);
const counts = await database.grow(meals);
console.log(`  ${counts.meals} meals, ${counts.likes} likes, ${counts.reviews} reviews`);
await database.use(async (db) => {
  const readers = await addAnalyticsReaders(db, `analytics-${counts.meals}`);
  const { requests } = await growRequests(db, counts.meals, readers.memberId);
  console.log(`  ${requests} meal requests`);
});
console.log(`kept: ${database.serverEnv.DATABASE_URL}`);
