import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import { menuRepository } from '../menu/repository';

/**
 * What residents are told when a week is published: its sittings (times and note) and their
 * dishes in order, as SHA-256. Equal digests mean an unchanged plan; null when nothing is planned.
 */
export async function weekMenuDigest(
  db: Executor,
  from: string,
  to: string,
): Promise<string | null> {
  const [sittings, dishes] = await Promise.all([
    menuRepository.listSittings(db, from, to),
    menuRepository.listMeals(db, from, to),
  ]);
  if (sittings.length === 0) return null;
  const plan = sittings.map((row) => ({
    date: row.date,
    sitting: row.sitting,
    times: [row.startsAt, row.endsAt, row.cutoffAt].map((instant) => instant.toISOString()),
    note: row.note,
    dishes: dishes
      .filter((dish) => dish.date === row.date && dish.sitting === row.sitting)
      .map((dish) => [dish.mealId, dish.title ?? dish.keptTitle]),
  }));
  return createHash('sha256').update(JSON.stringify(plan)).digest('hex');
}
