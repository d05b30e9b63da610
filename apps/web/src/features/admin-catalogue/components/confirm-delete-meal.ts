import { MESSAGES } from '@messmate/shared/messages';
import { announceDone, confirmAction } from '@/components/ui/dialog';

/** 'Are you sure?' before deleting a meal; resolves true when the admin confirms. */
export const confirmDeleteMeal = (title: string): Promise<boolean> =>
  confirmAction({
    text: `"${title}" will be deleted. This cannot be undone.`,
    confirmText: 'Yes, delete it',
    danger: true,
  });

export const announceMealDeleted = (): Promise<void> =>
  announceDone(MESSAGES.mealDeletedTitle, MESSAGES.mealDeletedText);
