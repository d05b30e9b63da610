import { defineMessages } from '@/lib/i18n';

// A meal's Edit button and the question before a meal is deleted: All Meals and Upcoming Meals.
export const mealActionText = defineMessages('mealActions', {
  edit: 'Edit',
  editTitle: 'Edit {title}',
  deleteConfirm: '"{title}" will be deleted. This cannot be undone.',
  deleteYes: 'Yes, delete it',
});
