// The admin catalogue's public surface: the admin pages that add and manage meals.
export { AddMealForm } from './components/add-meal-form';
export { AllMeals } from './components/all-meals';
export { UpcomingAdmin } from './components/upcoming-admin';
export { upcomingAdminText } from './upcoming/messages';
export { catalogueText } from './messages';
