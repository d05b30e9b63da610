import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { confirmAction } from '@/components/ui/dialog';
import { failureText } from '@/lib/api-client';
import { useCancelRequest } from '../api/cancel-request';

/** Cancel: asks first, then withdraws a pending request; the list is fetched again either way. */
export function CancelRequestButton({ id, mealTitle }: { id: string; mealTitle: string }) {
  const cancel = useCancelRequest();

  async function onClick() {
    const confirmed = await confirmAction({
      text: `Your request for "${mealTitle}" will be withdrawn.`,
      confirmText: 'Yes, cancel it',
      cancelText: 'Keep it',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(id);
      toast.success('Request cancelled');
    } catch (error) {
      toast.error(failureText(error, 'Could not cancel the request. Please try again.'));
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={cancel.isPending}
      className={buttonClass('secondary', 'sm', 'hover:border-red-700 hover:text-red-800')}
    >
      {cancel.isPending ? 'Cancelling…' : 'Cancel'}
      <span className="sr-only"> the request for {mealTitle}</span>
    </button>
  );
}
