import { paths } from '@/config/paths';
import { layoutText } from './messages';

/** The top bar's page links, in order; `end` marks links that match their path exactly. */
export const NAV_ITEMS = [
  { to: paths.home, label: layoutText.home, end: true },
  { to: paths.menu, label: layoutText.menu, end: false },
  { to: paths.meals(), label: layoutText.meals, end: false },
  { to: paths.upcomingMeals, label: layoutText.upcomingMeals, end: false },
] as const;
