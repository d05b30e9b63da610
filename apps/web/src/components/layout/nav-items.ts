import { paths } from '@/config/paths';

/** The top bar's page links, in order; `end` marks links that match their path exactly. */
export const NAV_ITEMS = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.menu, label: 'Menu', end: false },
  { to: paths.meals(), label: 'Meals', end: false },
  { to: paths.upcomingMeals, label: 'Upcoming Meals', end: false },
] as const;
