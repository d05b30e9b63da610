import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { checkoutText } from './messages';

/** 'Pay', reading 'Processing...' while the payment is under way. */
export function PayButton({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy}
      className={buttonClass('primary', 'lg', 'w-full')}
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          {t(checkoutText.processing)}
        </>
      ) : (
        t(checkoutText.pay)
      )}
    </button>
  );
}
