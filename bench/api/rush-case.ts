import { sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/client';
import type { RunningServer } from './bench-server';
import type { BenchDatabase } from './databases';
import { checkRushCounts, type CountCheck } from './rush-check';
import { runRush } from './rush-load';
import { addRushResidents, type RushResidents } from './rush-residents';

/** A sitting's menu: the residents of one rush share these few meals, so their counters contend. */
const RUSH_MEALS = 3;

export interface RushPlan {
  residents: RushResidents;
  mealIds: string[];
}

async function freshMeals(db: Executor, index: number): Promise<string[]> {
  // Meals nobody has liked or reviewed yet, different for every rush.
  const { rows } = (await db.execute(sql`
    select id from meals where likes = 0 and reviews_count = 0
    order by created_at desc, id limit ${RUSH_MEALS} offset ${index * RUSH_MEALS}`)) as unknown as {
    rows: { id: string }[];
  };
  return rows.map((row) => row.id);
}

/** Before the server starts: the residents of each rush, with their sessions, and their meals. */
export function planRushes(
  database: BenchDatabase,
  meals: number,
  sizes: number[],
): Promise<RushPlan[]> {
  return database.use(async (db) => {
    const plans: RushPlan[] = [];
    for (const [index, size] of sizes.entries()) {
      const label = `rush-${meals}-${size}`;
      const residents = await addRushResidents(db, label, size);
      plans.push({ residents, mealIds: await freshMeals(db, index) });
    }
    return plans;
  });
}

export async function rushOn(server: RunningServer, plan: RushPlan, connections: number) {
  return runRush(server.baseUrl, plan.residents.tokens, plan.mealIds, connections);
}

/** After the server has stopped: every count the rushes touched, against the rows. */
export function checkRushes(database: BenchDatabase, plans: RushPlan[]): Promise<CountCheck[][]> {
  return database.use(async (db) => {
    const all: CountCheck[][] = [];
    for (const plan of plans) {
      const { label, tokens } = plan.residents;
      all.push(await checkRushCounts(db, label, tokens.length, plan.mealIds));
    }
    return all;
  });
}
