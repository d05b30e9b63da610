import type { EditMealInput } from '@messmate/shared';
import { takaToPoisha } from '../meals/present';

/** A meal form's fields as stored (price in poisha), with the photo's checked address. */
export function storedMealFields(input: EditMealInput, image: string) {
  return {
    title: input.title,
    category: input.category,
    image,
    ingredients: input.ingredients,
    description: input.description,
    pricePoisha: takaToPoisha(input.price),
  };
}
