import { describe, expect, it } from 'vitest';
import { hasQualifyingBadge, MEAL_CATEGORIES } from '@messmate/shared';
import { renderDishImage } from '../../src/db/seed/art/render';
import { ALL_DEMO_DISHES, DEMO_MEALS } from '../../src/db/seed/data/all-dishes';
import { KITCHENS } from '../../src/db/seed/data/kitchens';
import { UPCOMING_MEALS } from '../../src/db/seed/data/upcoming';
import { buildDemoPlan } from '../../src/db/seed/plan';

const NOW = new Date('2025-04-14T06:00:00Z');

describe('the demo community plan', () => {
  it('comes out the same every time for the same start time', () => {
    expect(buildDemoPlan(NOW)).toEqual(buildDemoPlan(new Date(NOW)));
  });

  it('draws the same picture bytes for the same dish', async () => {
    const dish = ALL_DEMO_DISHES[0];
    if (!dish) throw new Error('no demo dishes');
    const [a, b] = await Promise.all([
      renderDishImage(dish.title, dish.art),
      renderDishImage(dish.title, dish.art),
    ]);
    expect(a.hash).toBe(b.hash);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('has hostel-priced meals in every category with descriptions long enough to be cut on cards', () => {
    for (const category of MEAL_CATEGORIES) {
      expect(DEMO_MEALS.filter((meal) => meal.category === category).length).toBeGreaterThanOrEqual(
        8,
      );
    }
    expect(UPCOMING_MEALS.length).toBeGreaterThanOrEqual(5);
    const dishes = [...DEMO_MEALS, ...UPCOMING_MEALS];
    expect(new Set(dishes.map((dish) => dish.title)).size).toBe(dishes.length);
    for (const dish of dishes) {
      expect(dish.price).toBeGreaterThanOrEqual(35);
      expect(dish.price).toBeLessThanOrEqual(280);
      expect(dish.ingredients.length).toBeGreaterThan(2);
      expect(dish.description.length).toBeGreaterThan(60);
    }
    expect(dishes.filter((dish) => dish.description.length > 100).length).toBeGreaterThan(
      dishes.length / 2,
    );
    expect(dishes.some((dish) => dish.description.length <= 100)).toBe(true);
    expect(dishes.some((dish) => !Number.isInteger(dish.price))).toBe(true);
    for (const kitchen of Object.values(KITCHENS))
      expect(kitchen.email).toMatch(/@messmate\.example$/);
  });

  it('lets each resident like or review a meal at most once, and only Silver+ like upcoming meals', () => {
    const plan = buildDemoPlan(NOW);
    const badgeOf = new Map(plan.residents.map((resident) => [resident.id, resident.badge]));
    expect(new Set(plan.residents.map((resident) => resident.email)).size).toBe(
      plan.residents.length,
    );
    for (const meal of plan.meals) {
      expect(new Set(meal.likes.map((like) => like.residentId)).size).toBe(meal.likes.length);
      expect(new Set(meal.reviews.map((review) => review.residentId)).size).toBe(
        meal.reviews.length,
      );
      expect(new Set(meal.reviews.map((review) => review.content)).size).toBe(meal.reviews.length);
      for (const review of [...meal.reviews, ...meal.likes]) {
        expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(meal.createdAt.getTime());
        expect(review.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
    }
    for (const meal of plan.upcomingMeals) {
      expect(meal.likes.every((like) => hasQualifyingBadge(badgeOf.get(like.residentId)))).toBe(
        true,
      );
    }
  });
});
