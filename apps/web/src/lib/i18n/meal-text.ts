import type { Language } from '@messmate/shared/constants';
import { languageStore } from './language-store';

interface MealWords {
  title: string;
  titleBn?: string | null;
  description?: string;
  descriptionBn?: string | null;
}

/** A meal's title for the reader: its Bangla one for a Bangla reader when the admin gave one. */
export const mealTitleFor = (
  meal: MealWords,
  language: Language = languageStore.get().language,
): string => (language === 'bn' && meal.titleBn) || meal.title;

/** A meal's description, chosen as its title is. */
export const mealDescriptionFor = (
  meal: MealWords & { description: string },
  language: Language = languageStore.get().language,
): string => (language === 'bn' && meal.descriptionBn) || meal.description;
