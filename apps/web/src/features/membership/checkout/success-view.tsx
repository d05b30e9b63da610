import { PAYMENT_SUCCESS_REDIRECT_MS } from '@messmate/shared/constants';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { messages, RichText, t } from '@/lib/i18n';
import { checkoutText } from './messages';
import { usePayments } from '../api/get-payments';
import { TransactionId } from './transaction-id';
import { useCountdown } from './use-countdown';

function Outcome({
  emoji,
  title,
  children,
}: {
  emoji: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <p
        aria-hidden="true"
        className="flex h-20 w-20 items-center justify-center rounded-full bg-emerald-100 text-4xl"
      >
        {emoji}
      </p>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-stone-900">{title}</h1>
      {children}
    </>
  );
}

/**
 * 'Payment successful! Badge updated' for a payment the server has recorded (session_id is
 * its transaction id), then on to the profile after 3 seconds.
 */
export function SuccessView({ sessionId }: { sessionId: string | null }) {
  const navigate = useNavigate();
  const payments = usePayments();
  const payment = sessionId ? payments.data?.find((p) => p.transactionId === sessionId) : undefined;

  const secondsLeft = useCountdown(PAYMENT_SUCCESS_REDIRECT_MS, payment !== undefined, () => {
    void navigate(paths.dashboard.profile, { replace: true });
  });

  // Cached history from before this payment may still be refreshing: wait for the fresh one.
  if (sessionId && !payment && payments.isFetching)
    return <BarsLoader label={t(checkoutText.checking)} />;

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{payment ? t(checkoutText.successTitle) : t(checkoutText.paymentTitle)}</title>
      {payment ? (
        <Outcome emoji="🎉" title={messages().paymentSuccess}>
          <p className="mt-3 text-xl font-semibold text-brand-800">{t(checkoutText.thanks)}</p>
          <p className="mt-4 text-stone-700">
            {t(checkoutText.badgeActive, { plan: payment.package })}
          </p>
          <div className="mt-3 w-full max-w-sm text-sm text-stone-600">
            <p>{t(checkoutText.transaction)}</p>
            <TransactionId id={payment.transactionId} className="mt-1" />
          </div>
          {/* A timer is not read aloud at every tick; the sentence is there to read. */}
          <p className="mt-6 text-stone-600" role="timer">
            <RichText
              message={checkoutText.redirecting}
              values={{ seconds: secondsLeft }}
              components={{
                0: <span className="font-semibold tabular-nums" data-testid="redirect-seconds" />,
              }}
            />
          </p>
        </Outcome>
      ) : (
        <Outcome emoji="🧾" title={t(checkoutText.noPayment)}>
          <p className="mt-3 text-stone-600">
            {sessionId && payments.isError ? t(checkoutText.checkFailed) : t(checkoutText.noRecord)}
          </p>
        </Outcome>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.dashboard.profile} replace className={buttonClass('primary')}>
          {t(checkoutText.goToProfile)}
        </Link>
        <Link to={paths.dashboard.payments} className={buttonClass('secondary')}>
          {t(checkoutText.paymentHistory)}
        </Link>
      </div>
    </section>
  );
}
