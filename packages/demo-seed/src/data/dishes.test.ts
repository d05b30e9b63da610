import { describe, expect, it } from 'vitest';
import { MEAL_CATEGORIES } from '@messmate/shared/constants';
import { ALL_DEMO_DISHES, DEMO_MEALS } from './all-dishes';
import { KITCHENS } from './kitchens';
import { DEMO_RESIDENTS, residentEmail } from './residents';
import { UPCOMING_MEALS } from './upcoming';

describe('the demo dishes and residents', () => {
  it('has hostel-priced meals in every category with descriptions long enough to be cut on cards', () => {
    for (const category of MEAL_CATEGORIES) {
      expect(DEMO_MEALS.filter((meal) => meal.category === category).length).toBeGreaterThanOrEqual(
        8,
      );
    }
    expect(UPCOMING_MEALS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(ALL_DEMO_DISHES.map((dish) => dish.title)).size).toBe(ALL_DEMO_DISHES.length);
    for (const dish of ALL_DEMO_DISHES) {
      expect(dish.price).toBeGreaterThanOrEqual(35);
      expect(dish.price).toBeLessThanOrEqual(280);
      expect(dish.ingredients.length).toBeGreaterThan(2);
      expect(dish.description.length).toBeGreaterThan(60);
    }
    expect(ALL_DEMO_DISHES.filter((dish) => dish.description.length > 100).length).toBeGreaterThan(
      ALL_DEMO_DISHES.length / 2,
    );
    expect(ALL_DEMO_DISHES.some((dish) => dish.description.length <= 100)).toBe(true);
    expect(ALL_DEMO_DISHES.some((dish) => !Number.isInteger(dish.price))).toBe(true);
    for (const kitchen of Object.values(KITCHENS))
      expect(kitchen.email).toMatch(/@messmate\.example$/);
  });

  it('gives every resident an address on the reserved .example domain, none shared', () => {
    const emails = DEMO_RESIDENTS.map((resident) => residentEmail(resident.name));
    expect(residentEmail('Jannatul Ferdous')).toBe('jannatul.ferdous@residents.messmate.example');
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails)
      expect(email).toMatch(/^[a-z]+(\.[a-z]+)+@residents\.messmate\.example$/);
  });
});
