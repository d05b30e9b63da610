// The meal-requests feature's public surface.
export { RequestMealButton } from './components/request-meal-button';
export { RequestedMeals } from './components/requested-meals';
export { ServeMeals } from './components/serve-meals';
export { useMyMealDay } from './api/get-my-meal-day';
export { MealDayStatus } from './components/meal-day-status';
export { requestKeys } from './api/query-keys';
export { requestText } from './messages';
