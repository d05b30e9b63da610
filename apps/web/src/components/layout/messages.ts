import { defineMessages } from '@/lib/i18n';

export const layoutText = defineMessages('layout', {
  home: 'Home',
  menu: 'Menu',
  meals: 'Meals',
  upcomingMeals: 'Upcoming Meals',
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
  loadingApp: 'Loading MessMate',
  checkingAccount: 'Checking your account',
  openingSignIn: 'Opening the sign-in page',
});
