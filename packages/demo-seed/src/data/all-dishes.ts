import { BREAKFAST_MEALS } from './breakfast';
import { DINNER_MEALS } from './dinner';
import { LUNCH_MEALS } from './lunch';
import { UPCOMING_MEALS } from './upcoming';

export const DEMO_MEALS = [...BREAKFAST_MEALS, ...LUNCH_MEALS, ...DINNER_MEALS];

/** Every dish the seed draws a picture for: the meals, then the upcoming meals. */
export const ALL_DEMO_DISHES = [...DEMO_MEALS, ...UPCOMING_MEALS];
