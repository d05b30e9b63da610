// The meal-requests feature's public surface.
export { RequestMealButton } from './components/request-meal-button';
export { RequestedMeals } from './components/requested-meals';
export { ServeMeals } from './components/serve-meals';
