// node --import tsx bench/profile/list-answer-ab.ts postgres://.../<database> [--calls 300] [--turns 8]
// The meals list's answer made two ways, in turns inside one process on a database that already
// holds the bench's meals: rows read, mapped and serialized by the route's schema serializer (as
// before decision 0055), and as the route makes it now (listMealsAnswer: the JSON text the
// database writes where the statement is prepared, list-answer-repository.ts). Turns
// of a few hundred calls each, alternated, so a shared machine's load falls on both alike. Prints
// per list case the median turn's CPU per call of this process and of its PostgreSQL backend
// (one connection, read from /proc: the server must run on this machine, 10 ms ticks).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MealListQuerySchema, MealSchema } from '@messmate/shared';
import { openDatabase } from '../../apps/server/src/db/client';
import { toPublicMeal } from '../../apps/server/src/modules/meals/present';
import { mealsRepository } from '../../apps/server/src/modules/meals/repository';
import { listMealsAnswer, toListFilters } from '../../apps/server/src/modules/meals/service';
import { benchCases } from '../api/cases';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { calls: { type: 'string', default: '300' }, turns: { type: 'string', default: '8' } },
});
const url = positionals[0];
if (!url) throw new Error('Give the database URL');
const calls = Number(values.calls);
const { db, pool, close } = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
if (!pool) throw new Error('PostgreSQL only');
const serialize = serializerCompiler({
  schema: z.array(MealSchema),
  method: 'GET',
  url: '/api/meals',
}) as (data: unknown) => string;
const { rows: backends } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
const backendPid = backends[0]?.pid;

function backendMicros(): number {
  const fields = readFileSync(`/proc/${backendPid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

for (const benchCase of benchCases('', '').filter((one) => one.group === 'list')) {
  const query = MealListQuerySchema.parse(
    Object.fromEntries(new URL(benchCase.path, 'http://bench').searchParams),
  );
  const filters = toListFilters(query);
  const ways = {
    rows: async () => serialize((await mealsRepository.list(db, filters)).map(toPublicMeal)),
    json: () => listMealsAnswer(db, query, serialize),
  };
  if ((await ways.rows()) !== (await ways.json()))
    throw new Error(`${benchCase.name}: answers differ`);
  const turns: Record<keyof typeof ways, { node: number[]; database: number[] }> = {
    rows: { node: [], database: [] },
    json: { node: [], database: [] },
  };
  for (let turn = 0; turn < Number(values.turns); turn += 1) {
    for (const way of ['rows', 'json'] as const) {
      for (let i = 0; i < 30; i += 1) await ways[way]();
      const database = backendMicros();
      const cpu = process.cpuUsage();
      for (let i = 0; i < calls; i += 1) await ways[way]();
      const used = process.cpuUsage(cpu);
      turns[way].node.push((used.user + used.system) / calls);
      turns[way].database.push((backendMicros() - database) / calls);
    }
  }
  console.log(
    `${benchCase.name.padEnd(30)} Node ${median(turns.rows.node).toFixed(0)} -> ${median(turns.json.node).toFixed(0)} µs/call, PostgreSQL backend ${median(turns.rows.database).toFixed(0)} -> ${median(turns.json.database).toFixed(0)} µs/call (rows -> json)`,
  );
}
await close();
