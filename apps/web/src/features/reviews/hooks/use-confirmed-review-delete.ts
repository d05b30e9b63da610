import { MESSAGES } from '@messmate/shared/messages';
import toast from 'react-hot-toast';
import { useDeleteReview } from '../api/delete-review';
import { confirmDeleteReview } from '../components/confirm-delete-review';

/** Delete with 'Are you sure?' first, then '✅ Review deleted' or why it failed. */
export function useConfirmedReviewDelete() {
  const remove = useDeleteReview();

  async function deleteWithConfirmation(id: string) {
    if (!(await confirmDeleteReview())) return;
    try {
      const result = await remove.mutateAsync(id);
      if (result.deletedCount > 0) toast.success(MESSAGES.reviewDeleted);
      else toast.error(MESSAGES.reviewDeleteFailed);
    } catch {
      toast.error(`${MESSAGES.reviewDeleteFailed}. ${MESSAGES.reviewDeleteFailedDetail}`);
    }
  }

  return { deleteWithConfirmation, deletingId: remove.isPending ? remove.variables : undefined };
}
