import { describe, expect, it } from 'vitest';
import { hasQualifyingBadge } from '@messmate/shared/constants';
import { DEMO_MEALS } from './data/all-dishes';
import { UPCOMING_MEALS } from './data/upcoming';
import { buildDemoPlan } from './plan';

const NOW = new Date('2025-04-14T06:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the demo community plan', () => {
  it('comes out the same every time for the same start time', () => {
    expect(buildDemoPlan(NOW)).toEqual(buildDemoPlan(new Date(NOW)));
  });

  it('dates the meals over the six weeks before the start, after the residents moved in', () => {
    const plan = buildDemoPlan(NOW);
    const firstResident = Math.min(...plan.residents.map((r) => r.createdAt.getTime()));
    const lastResident = Math.max(...plan.residents.map((r) => r.createdAt.getTime()));
    expect(firstResident).toBeGreaterThanOrEqual(NOW.getTime() - 120 * DAY_MS);
    expect(lastResident).toBeLessThanOrEqual(NOW.getTime() - 60 * DAY_MS);
    for (const meal of plan.meals) {
      expect(meal.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 42 * DAY_MS);
      expect(meal.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it('plans every demo meal and upcoming meal once', () => {
    const plan = buildDemoPlan(NOW);
    expect(plan.meals.map((meal) => meal.source)).toEqual(DEMO_MEALS);
    expect(plan.upcomingMeals.map((meal) => meal.source)).toEqual(UPCOMING_MEALS);
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

  it('ranks the six most appealing meals by likes without a tie, for Most Loved', () => {
    const plan = buildDemoPlan(NOW);
    const top = [...plan.meals]
      .sort((a, b) => b.source.appeal - a.source.appeal)
      .slice(0, 6)
      .map((meal) => meal.likes.length);
    expect(top).toEqual([...top].sort((a, b) => b - a));
    expect(new Set(top).size).toBe(6);
  });
});
