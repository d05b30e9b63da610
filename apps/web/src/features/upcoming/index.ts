// The upcoming-meals feature's public surface.
export { upcomingMealKeys } from './api/query-keys';
export { upcomingMealsQueryOptions, useUpcomingMeals } from './api/get-upcoming-meals';
export { UpcomingMealsGrid } from './components/upcoming-meals-grid';
export { upcomingText } from './messages';
