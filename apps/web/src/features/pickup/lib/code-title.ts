import type { PickupCode } from '@messmate/shared/schemas/pickup-code';
import { categoryName } from '@/components/ui/category-badge';
import { mealTextFor } from '@/lib/i18n';

/** 'Lunch: Dal, Rice' as the server titles a board code, its sitting in the reader's words. */
export function boardTitleInWords(sitting: string | undefined, title: string): string {
  return sitting && title.startsWith(sitting)
    ? `${categoryName(sitting)}${title.slice(sitting.length)}`
    : title;
}

/** A code's dish (or sitting and dishes) as the reader reads it, the Bangla titles where given. */
export const pickupTitleFor = (code: PickupCode): string =>
  boardTitleInWords(code.sitting, mealTextFor(code.title, code.titleBn));
