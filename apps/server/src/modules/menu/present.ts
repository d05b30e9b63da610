import type { MenuMeal, MenuSitting } from '@messmate/shared';
import { instantsInZone, isLocked } from '../../lib/sitting-times';
import { poishaToTaka } from '../meals/present';
import type { menuRepository, MenuSittingRow } from './repository';

export type MenuMealRow = Awaited<ReturnType<typeof menuRepository.listMeals>>[number];

/** A dish as the catalogue has it now, or as it was kept once the dish was deleted. */
export function toMenuMeal(row: MenuMealRow): MenuMeal {
  return {
    _id: row.mealId,
    title: row.title ?? row.keptTitle,
    titleBn: row.titleBn,
    image: row.image ?? row.keptImage,
    price: poishaToTaka(row.pricePoisha ?? row.keptPricePoisha),
    category: row.category ?? row.keptCategory,
  };
}

/** A dish just taken from the catalogue. */
export function catalogueMenuMeal(meal: {
  id: string;
  title: string;
  titleBn: string | null;
  image: string;
  category: MenuMeal['category'];
  pricePoisha: number;
}): MenuMeal {
  const { id, title, titleBn, image, category, pricePoisha } = meal;
  return { _id: id, title, titleBn, image, category, price: poishaToTaka(pricePoisha) };
}

type SittingShown = Pick<
  MenuSittingRow,
  'sitting' | 'startsAt' | 'endsAt' | 'cutoffAt' | 'frozenAt' | 'note'
>;

export function toMenuSitting(
  row: SittingShown,
  meals: MenuMeal[],
  context: { now: Date; timeZone: string; eating?: boolean },
): MenuSitting {
  return {
    sitting: row.sitting,
    ...instantsInZone(row, context.timeZone),
    locked: isLocked(row, context.now),
    note: row.note,
    meals,
    ...(context.eating === undefined ? {} : { eating: context.eating }),
  };
}
