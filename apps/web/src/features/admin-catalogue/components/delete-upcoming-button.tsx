import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { useDeleteUpcomingMeal } from '../api/delete-upcoming-meal';
import { confirmDeleteMeal } from './confirm-delete-meal';

/** Delete for an upcoming meal, after 'Are you sure?'; its likes go with it. */
export function DeleteUpcomingButton({ id, title }: { id: string; title: string }) {
  const remove = useDeleteUpcomingMeal();
  async function onClick() {
    if (!(await confirmDeleteMeal(title))) return;
    try {
      await remove.mutateAsync(id);
      toast.success(`✅ ${title} is no longer upcoming`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not delete the upcoming meal.');
    }
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={remove.isPending}
      className={buttonClass('danger', 'sm')}
    >
      {remove.isPending ? 'Deleting...' : 'Delete'}
      <span className="sr-only"> {title}</span>
    </button>
  );
}
