import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { confirmAction } from '@/components/ui/dialog';
import { failureText } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { requestText } from '../messages';
import { useCancelRequest } from '../api/cancel-request';

/** Cancel: asks first, then withdraws a pending request; the list is fetched again either way. */
export function CancelRequestButton({ id, mealTitle }: { id: string; mealTitle: string }) {
  const cancel = useCancelRequest();

  async function onClick() {
    const confirmed = await confirmAction({
      text: t(requestText.cancelConfirm, { meal: mealTitle }),
      confirmText: t(requestText.cancelYes),
      cancelText: t(requestText.cancelKeep),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(id);
      toast.success(t(requestText.cancelled));
    } catch (error) {
      toast.error(failureText(error, t(requestText.cancelFailed)));
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={cancel.isPending}
      className={buttonClass('secondary', 'sm', 'hover:border-red-700 hover:text-red-800')}
    >
      {cancel.isPending ? t(requestText.cancelling) : t(requestText.cancel)}
      <span className="sr-only">{t(requestText.cancelWhat, { meal: mealTitle })}</span>
    </button>
  );
}
