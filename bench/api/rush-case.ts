import { sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/rows-of';
import type { RunningServer } from './bench-server';
import type { BenchDatabase } from './databases';
import { checkRushCounts, type CountCheck } from './rush-check';
import { runRush, type RushPace } from './rush-load';
import { addRushResidents, type RushResidents } from './rush-residents';

/** A sitting's menu: the residents of one rush share these few meals, so their counters contend. */
const RUSH_MEALS = 3;

export interface RushPlan {
  residents: RushResidents;
  mealIds: string[];
  /** Over how many seconds the writes arrive (0: back to back; see RushPace). */
  windowSeconds: number;
  /**
   * Run first, so the server has served writes before the rushes that count; reported, marked
   * "warm-up" in the table, and its counts checked like the others'. No target judges its speed.
   */
  warmUp?: boolean;
}

/** Residents of the warm-up rush, sent back to back: enough to compile and cache every path. */
const WARM_UP_RESIDENTS = 200;

async function freshMeals(db: Executor, index: number): Promise<string[]> {
  // Meals nobody has liked or reviewed yet, different for every rush.
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    select id from meals where likes = 0 and reviews_count = 0
    order by created_at desc, id limit ${RUSH_MEALS} offset ${index * RUSH_MEALS}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Before the server starts: for each size and each window a rush of its own (a resident rushes
 * once: a second like or review would be refused), with its residents, their sessions and meals.
 */
export function planRushes(
  database: BenchDatabase,
  meals: number,
  sizes: number[],
  windows: number[],
): Promise<RushPlan[]> {
  return database.use(async (db) => {
    const plans: RushPlan[] = [];
    const warmUp = await addRushResidents(db, `rush-${meals}-warm-up`, WARM_UP_RESIDENTS);
    plans.push({
      residents: warmUp,
      mealIds: await freshMeals(db, 0),
      windowSeconds: 0,
      warmUp: true,
    });
    for (const size of sizes) {
      for (const windowSeconds of windows) {
        const label = `rush-${meals}-${size}-${windowSeconds}s`;
        const residents = await addRushResidents(db, label, size);
        plans.push({ residents, mealIds: await freshMeals(db, plans.length), windowSeconds });
      }
    }
    return plans;
  });
}

export async function rushOn(server: RunningServer, plan: RushPlan, connections: number) {
  const pace: RushPace = { windowSeconds: plan.windowSeconds, connections };
  return runRush(server.baseUrl, plan.residents.tokens, plan.mealIds, pace);
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
