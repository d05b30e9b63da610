import toast from 'react-hot-toast';
import { messages } from '@/lib/i18n';
import { useDeleteReview } from '../api/delete-review';
import { confirmDeleteReview } from '../components/confirm-delete-review';

/** Delete with 'Are you sure?' first, then '✅ Review deleted' or why it failed. */
export function useConfirmedReviewDelete() {
  const remove = useDeleteReview();

  async function deleteWithConfirmation(id: string) {
    if (!(await confirmDeleteReview())) return;
    const shared = messages();
    try {
      const result = await remove.mutateAsync(id);
      if (result.deletedCount > 0) toast.success(shared.reviewDeleted);
      else toast.error(shared.reviewDeleteFailed);
    } catch {
      toast.error(`${shared.reviewDeleteFailed}. ${shared.reviewDeleteFailedDetail}`);
    }
  }

  return { deleteWithConfirmation, deletingId: remove.isPending ? remove.variables : undefined };
}
