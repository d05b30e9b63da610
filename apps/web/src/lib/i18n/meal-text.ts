import { languageStore } from './language-store';

/**
 * A meal's title or description for the reader: the Bangla one the admin gave, for a Bangla
 * reader, else the English. The one rule for every page that shows a meal; kept this small
 * because the home page carries it (e2e/perf/bundle-budget.spec.ts).
 */
export const mealTextFor = (english: string, bangla?: string | null): string =>
  (languageStore.get().language === 'bn' && bangla) || english;

/** A request's or review's meal title (an English copy kept on the row) for the reader. */
export const mealTitleFor = (row: { mealTitle: string; mealTitleBn: string | null }): string =>
  mealTextFor(row.mealTitle, row.mealTitleBn);
