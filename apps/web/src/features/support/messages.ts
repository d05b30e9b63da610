import { defineMessages } from '@/lib/i18n';

// The links that open a support thread, from a meal's page and a request's row.
export const askText = defineMessages('ask', {
  aboutMeal: 'Ask the kitchen about this meal',
  aboutRequest: 'Ask the kitchen',
  aboutRequestLabel: 'Ask the kitchen about your {meal} request',
});
