// PUBLIC_ANSWER_CACHE_MS=0 node --import tsx bench/profile/inject-list.ts postgres://.../<database> [--requests 2000] [--rounds 3]
// The list cases' server CPU per request on the database path, inside one process through
// app.inject (every hook, no sockets, one request at a time), on a database that already holds
// the bench's meals (one bench/api/seed-kept.ts kept): a quick before/after for one change on a
// shared machine, where CPU time is steadier than wall time. PostgreSQL's own CPU is not counted.
// Each round measures every case in turn; the median round is printed.
import { parseArgs } from 'node:util';
import { benchCases } from '../api/cases';
import { injectBenchApp } from './inject-app';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '3' },
  },
});
const url = positionals[0];
if (!url) throw new Error('Give the database URL');
if (process.env.PUBLIC_ANSWER_CACHE_MS !== '0')
  throw new Error('Set PUBLIC_ANSWER_CACHE_MS=0: this measures the database path');
const requests = Number(values.requests);
const { app, opened } = await injectBenchApp({ serverEnv: { DATABASE_URL: url } });
const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const cases = benchCases('', '').filter((one) => one.group === 'list');
const perCase = new Map<string, number[]>();
for (let round = 0; round < Number(values.rounds); round += 1) {
  for (const one of cases) {
    const first = await app.inject({ method: 'GET', url: one.path, headers });
    if (first.statusCode !== 200) throw new Error(`${one.name}: ${first.statusCode} ${first.body}`);
    for (let i = 0; i < 200; i += 1) await app.inject({ method: 'GET', url: one.path, headers });
    const cpu = process.cpuUsage();
    for (let i = 0; i < requests; i += 1)
      await app.inject({ method: 'GET', url: one.path, headers });
    const used = process.cpuUsage(cpu);
    perCase.set(one.name, [...(perCase.get(one.name) ?? []), (used.user + used.system) / requests]);
  }
}
for (const [name, micros] of perCase) {
  const sorted = [...micros].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `${name.padEnd(30)} ${median.toFixed(0).padStart(6)} µs CPU/request (rounds ${micros.map((n) => n.toFixed(0)).join(', ')})`,
  );
}
await app.close();
await opened.close();
