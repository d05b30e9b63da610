import { announceDone, confirmAction } from '@/components/ui/dialog';
import { messages, t } from '@/lib/i18n';
import { mealActionText } from '../row-actions/messages';

/** 'Are you sure?' before deleting a meal; resolves true when the admin confirms. */
export const confirmDeleteMeal = (title: string): Promise<boolean> =>
  confirmAction({
    text: t(mealActionText.deleteConfirm, { title }),
    confirmText: t(mealActionText.deleteYes),
    danger: true,
  });

export const announceMealDeleted = (): Promise<void> =>
  announceDone(messages().mealDeletedTitle, messages().mealDeletedText);
