import type { CreateMealBody } from '@messmate/shared';
import type { Executor } from '../../src/db/client';
import { createImage } from '../factories/images';

/** A complete Add Meal body with a photo stored on this server; override any field. */
export async function mealBody(
  db: Executor,
  overrides: Partial<CreateMealBody> = {},
): Promise<CreateMealBody> {
  const image = await createImage(db);
  return {
    title: 'Chicken Biryani',
    category: 'Lunch',
    image: image.url,
    ingredients: 'rice, chicken , , potato,',
    description: 'Fragrant rice layered with spiced chicken and potato.',
    price: 180.5,
    ...overrides,
  };
}
