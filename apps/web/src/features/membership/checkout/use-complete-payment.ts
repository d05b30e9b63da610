import type { Plan } from '@messmate/shared/constants';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import { useSavePayment } from '../api/save-payment';

/**
 * After the card processor says succeeded: record the payment (the server verifies it
 * again), let the app reread the badge (`onPaid`), announce the package and open the
 * success screen. Resolves false when saving failed.
 */
export function useCompletePayment(plan: Plan, onPaid: () => Promise<unknown>) {
  const navigate = useNavigate();
  const save = useSavePayment();
  return async (transactionId: string): Promise<boolean> => {
    try {
      await save.mutateAsync({ plan: plan.name, price: plan.price, transactionId });
    } catch {
      toast.error(messages().paymentSaveFailed);
      return false;
    }
    // The payment is recorded either way; a failed reread only leaves the old badge on screen a while.
    await onPaid().catch(() => undefined);
    toast.dismiss();
    toast.success(messages().packageActivated(plan.name));
    await navigate(`${paths.checkoutSuccess}?session_id=${encodeURIComponent(transactionId)}`, {
      replace: true,
    });
    return true;
  };
}
