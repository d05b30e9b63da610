import type { Meal } from '@messmate/shared/schemas/meal';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useDeleteMeal } from '../api/delete-meal';
import { announceMealDeleted, confirmDeleteMeal } from './confirm-delete-meal';

/** View (the public page, in a new tab) and Delete (after a confirmation). */
export function MealRowActions({ meal }: { meal: Pick<Meal, '_id' | 'title'> }) {
  const remove = useDeleteMeal();

  async function onDelete() {
    if (!(await confirmDeleteMeal(meal.title))) return;
    try {
      await remove.mutateAsync(meal._id);
      await announceMealDeleted();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not delete the meal.');
    }
  }

  return (
    <div className="flex items-center justify-end gap-2">
      <a
        href={paths.meal(meal._id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`View ${meal.title} (opens in a new tab)`}
        className={buttonClass('secondary', 'sm')}
      >
        View
      </a>
      <button
        type="button"
        onClick={onDelete}
        disabled={remove.isPending}
        aria-label={`Delete ${meal.title}`}
        className={buttonClass(
          'secondary',
          'sm',
          'border-red-200! text-red-700! hover:border-red-500! hover:bg-red-50!',
        )}
      >
        {remove.isPending ? 'Deleting...' : 'Delete'}
      </button>
    </div>
  );
}
