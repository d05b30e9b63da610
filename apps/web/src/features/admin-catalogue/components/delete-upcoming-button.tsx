import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { useDeleteUpcomingMeal } from '../api/delete-upcoming-meal';
import { upcomingAdminText } from '../upcoming/messages';
import { confirmDeleteMeal } from './confirm-delete-meal';

/** Delete for an upcoming meal, after 'Are you sure?'; its likes go with it. */
export function DeleteUpcomingButton({ id, title }: { id: string; title: string }) {
  const remove = useDeleteUpcomingMeal();
  async function onClick() {
    if (!(await confirmDeleteMeal(title))) return;
    try {
      await remove.mutateAsync(id);
      toast.success(t(upcomingAdminText.deleted, { title }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t(upcomingAdminText.deleteFailed));
    }
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={remove.isPending}
      className={buttonClass('danger', 'sm')}
    >
      {remove.isPending ? t(upcomingAdminText.deleting) : t(upcomingAdminText.delete)}
      <span className="sr-only"> {title}</span>
    </button>
  );
}
