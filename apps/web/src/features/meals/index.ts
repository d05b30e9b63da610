// The meals feature's public surface: what the app's routes and other features may use.
export { mealKeys, type MealsPageQuery } from './api/query-keys';
export { prefetchMeal, useMeal } from './api/get-meal';
export { prefetchMeals } from './api/get-infinite-meals';
export { canRetry } from './api/should-retry';
export { readFilters } from './lib/meal-filters';
export { mealsText } from './messages';
export { listText } from './list/messages';
export { mealPageText } from './details/messages';
export { HeroBanner } from './components/hero-banner';
export { HowItWorks } from './components/how-it-works';
export { MealsByCategory } from './components/meals-by-category';
export { MostLovedMeals } from './components/most-loved-meals';
export { MealsBrowser } from './components/meals-browser';
export { MealDetailsSkeleton } from './components/meal-details-skeleton';
export { MealDetailsView } from './components/meal-details-view';
export { MealReviewsSkeleton } from './components/meal-reviews-skeleton';
export { MealNotFound } from './components/meal-not-found';
export { MealReviews } from './components/meal-reviews';
