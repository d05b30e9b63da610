import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDemoCommunity } from './community';
import { KITCHENS } from './data/kitchens';
import { buildDemoPlan } from './plan';

const NOW = new Date('2025-04-14T06:00:00Z');
// Drawing 30-odd pictures takes a few seconds, longer on a busy machine.
const DRAWING_TIMEOUT_MS = 120_000;

describe('the demo community as data', () => {
  it(
    'gives every meal and upcoming meal its own drawn picture, and the plan’s people and dates',
    async () => {
      const community = await createDemoCommunity(NOW);
      const plan = buildDemoPlan(NOW);
      const dishes = [...community.meals, ...community.upcomingMeals];

      expect(community.images).toHaveLength(dishes.length);
      const hashes = new Set(community.images.map((image) => image.hash));
      expect(new Set(dishes.map((dish) => dish.imageHash))).toEqual(hashes);
      for (const image of community.images) {
        expect(createHash('sha256').update(image.bytes).digest('hex')).toBe(image.hash);
      }

      expect(community.residents).toEqual(plan.residents);
      expect(community.meals.map((meal) => [meal.title, meal.createdAt, meal.likes])).toEqual(
        plan.meals.map((meal) => [meal.source.title, meal.createdAt, meal.likes]),
      );
      const kitchens = Object.values(KITCHENS);
      for (const meal of community.meals) {
        expect(kitchens).toContainEqual({
          name: meal.distributorName,
          email: meal.distributorEmail,
        });
      }
    },
    DRAWING_TIMEOUT_MS,
  );
});
