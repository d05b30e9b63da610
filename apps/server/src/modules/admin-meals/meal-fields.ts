import type { EditMealInput } from '@messmate/shared';
import { takaToPoisha } from '../meals/present';

/**
 * A meal form's fields as stored (price in poisha), with the photo's checked address. A Bangla
 * text left out of the form stays out, so an edit from a client that knows none keeps it.
 */
export function storedMealFields(input: EditMealInput, image: string) {
  return {
    title: input.title,
    category: input.category,
    image,
    ingredients: input.ingredients,
    description: input.description,
    pricePoisha: takaToPoisha(input.price),
    ...(input.titleBn !== undefined && { titleBn: input.titleBn }),
    ...(input.descriptionBn !== undefined && { descriptionBn: input.descriptionBn }),
  };
}
