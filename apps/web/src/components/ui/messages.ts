import { defineMessages } from '@/lib/i18n';

// The shared pieces' words: every page has them, so they stay few and short.
export const uiText = defineMessages('ui', {
  tryAgain: 'Try again',
  loadingMeals: 'Loading meals',
  rated: 'Rated {rating, number} out of {max, number}',
  notRated: 'Not rated yet',
  cancel: 'Cancel',
});
