import type { Meal } from '@messmate/shared/schemas/meal';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useDeleteMeal } from '../api/delete-meal';
import { catalogueText } from '../messages';
import { announceMealDeleted, confirmDeleteMeal } from './confirm-delete-meal';
import { EditMealButton } from './edit-meal-button';

/** View (the public page, in a new tab), Edit (in a dialog) and Delete (after a confirmation). */
export function MealRowActions({ meal }: { meal: Meal }) {
  const remove = useDeleteMeal();

  async function onDelete() {
    if (!(await confirmDeleteMeal(meal.title))) return;
    try {
      await remove.mutateAsync(meal._id);
      await announceMealDeleted();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t(catalogueText.deleteFailed));
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 lg:justify-end">
      <a
        href={paths.meal(meal._id)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('secondary', 'sm')}
      >
        {t(catalogueText.view)}
        <span className="sr-only"> {t(catalogueText.viewWhat, { title: meal.title })}</span>
      </a>
      <EditMealButton meal={meal} />
      <button
        type="button"
        onClick={onDelete}
        disabled={remove.isPending}
        className={buttonClass('danger', 'sm')}
      >
        {t(remove.isPending ? catalogueText.deleting : catalogueText.delete)}
        <span className="sr-only"> {meal.title}</span>
      </button>
    </div>
  );
}
