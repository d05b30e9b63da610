import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { useCancelRequest } from '../api/cancel-request';

/** Cancel: withdraws a pending request; the list is fetched again either way. */
export function CancelRequestButton({ id, mealTitle }: { id: string; mealTitle: string }) {
  const cancel = useCancelRequest();

  async function onClick() {
    try {
      await cancel.mutateAsync(id);
      toast.success('Request cancelled');
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status > 0
          ? error.message
          : 'Could not cancel the request. Please try again.',
      );
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
