import { renderDishImage, type RenderedImage } from './art/render';
import { ALL_DEMO_DISHES } from './data/all-dishes';

let rendering: Promise<ReadonlyMap<string, RenderedImage>> | undefined;

/**
 * Draws every demo dish, keyed by title. Calls that overlap in one process share one drawing
 * instead of doing it twice.
 */
export function renderAllDishImages(): Promise<ReadonlyMap<string, RenderedImage>> {
  rendering ??= Promise.all(
    ALL_DEMO_DISHES.map(
      async (dish) => [dish.title, await renderDishImage(dish.title, dish.art)] as const,
    ),
  )
    .then((rendered) => new Map(rendered))
    .finally(() => {
      rendering = undefined;
    });
  return rendering;
}
