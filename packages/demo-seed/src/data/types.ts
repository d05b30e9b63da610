import type { MealCategory } from '@messmate/shared/constants';
import type { DishArt } from '../art/compose';

export type KitchenKey = 'padma' | 'meghna' | 'jamuna' | 'shapla' | 'karim' | 'rahima';

interface DishBase {
  title: string;
  /** The Bangla title and description a Bangla reader sees, where the kitchen wrote them. */
  titleBn?: string;
  descriptionBn?: string;
  category: MealCategory;
  /** Price in taka, as the canteen board shows it. */
  price: number;
  description: string;
  ingredients: readonly string[];
  /** 0–1: how much the residents love it; drives likes and ratings. */
  appeal: number;
  art: DishArt;
}

export interface DemoMeal extends DishBase {
  kitchen: KitchenKey;
  /** What a review calls it: "the biryani", "the tehari". */
  nickname: string;
}

export interface DemoUpcomingMeal extends DishBase {
  postedBy: string;
}
