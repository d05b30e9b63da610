import type { MealCategory } from '@messmate/shared/constants';
import type { RenderedImage } from './art/render';
import { KITCHENS } from './data/kitchens';
import type { DemoMeal, DemoUpcomingMeal } from './data/types';
import { buildDemoPlan, type PlannedLike, type PlannedResident, type PlannedReview } from './plan';
import { renderAllDishImages } from './render-dishes';

interface DemoDish {
  title: string;
  titleBn: string | null;
  descriptionBn: string | null;
  category: MealCategory;
  /** Price in taka, as the canteen board shows it. */
  price: number;
  description: string;
  ingredients: string[];
  /** Which of the community's images is its picture. */
  imageHash: string;
  createdAt: Date;
  likes: PlannedLike[];
}

export interface DemoCommunityMeal extends DemoDish {
  distributorName: string;
  distributorEmail: string;
  reviews: PlannedReview[];
}

export interface DemoCommunityUpcomingMeal extends DemoDish {
  postedBy: string;
}

/** The demo community as data, ready to store: who lives there, what they eat and think. */
export interface DemoCommunity {
  residents: PlannedResident[];
  meals: DemoCommunityMeal[];
  upcomingMeals: DemoCommunityUpcomingMeal[];
  /** Every dish's picture, drawn and encoded as WebP, once each. */
  images: RenderedImage[];
}

function dishFields(
  dish: DemoMeal | DemoUpcomingMeal,
  images: ReadonlyMap<string, RenderedImage>,
): Pick<
  DemoDish,
  | 'title'
  | 'titleBn'
  | 'category'
  | 'price'
  | 'description'
  | 'descriptionBn'
  | 'ingredients'
  | 'imageHash'
> {
  const image = images.get(dish.title);
  if (!image) throw new Error(`No demo image was drawn for "${dish.title}"`);
  return {
    title: dish.title,
    titleBn: dish.titleBn ?? null,
    descriptionBn: dish.descriptionBn ?? null,
    category: dish.category,
    price: dish.price,
    description: dish.description,
    ingredients: [...dish.ingredients],
    imageHash: image.hash,
  };
}

/**
 * The demo community for a first start at `now`: the same `now` always gives the same residents,
 * meals, likes, reviews and pictures. Drawing the pictures takes a few seconds of CPU.
 */
export async function createDemoCommunity(now: Date): Promise<DemoCommunity> {
  const images = await renderAllDishImages();
  const plan = buildDemoPlan(now);
  return {
    residents: plan.residents,
    meals: plan.meals.map(({ source, createdAt, likes, reviews }) => {
      const kitchen = KITCHENS[source.kitchen];
      return {
        ...dishFields(source, images),
        distributorName: kitchen.name,
        distributorEmail: kitchen.email,
        createdAt,
        likes,
        reviews,
      };
    }),
    upcomingMeals: plan.upcomingMeals.map(({ source, createdAt, likes }) => ({
      ...dishFields(source, images),
      postedBy: source.postedBy,
      createdAt,
      likes,
    })),
    images: [...images.values()],
  };
}
