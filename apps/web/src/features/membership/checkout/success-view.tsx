import { PAYMENT_SUCCESS_REDIRECT_MS } from '@messmate/shared/constants';
import { MESSAGES } from '@messmate/shared/messages';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
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
    return <BarsLoader label="Checking your payment" />;

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{payment ? 'Payment successful · MessMate' : 'Payment · MessMate'}</title>
      {payment ? (
        <Outcome emoji="🎉" title={MESSAGES.paymentSuccess}>
          <p className="mt-3 text-xl font-semibold text-brand-800">Thank you!</p>
          <p className="mt-4 text-stone-700">Your {payment.package} badge is active.</p>
          <div className="mt-3 w-full max-w-sm text-sm text-stone-600">
            <p>Transaction</p>
            <TransactionId id={payment.transactionId} className="mt-1" />
          </div>
          {/* A timer is not read aloud at every tick; the sentence is there to read. */}
          <p className="mt-6 text-stone-600" role="timer">
            Taking you to your profile in{' '}
            <span className="font-semibold tabular-nums" data-testid="redirect-seconds">
              {secondsLeft}
            </span>{' '}
            {secondsLeft === 1 ? 'second' : 'seconds'}…
          </p>
        </Outcome>
      ) : (
        <Outcome emoji="🧾" title="No payment to show">
          <p className="mt-3 text-stone-600">
            {sessionId && payments.isError
              ? 'We could not check this payment just now. Your payment history shows every payment we have recorded.'
              : 'There is no recorded payment for this page. Your payment history shows every payment we have recorded.'}
          </p>
        </Outcome>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.dashboard.profile} replace className={buttonClass('primary')}>
          Go to my profile
        </Link>
        <Link to={paths.dashboard.payments} className={buttonClass('secondary')}>
          Payment history
        </Link>
      </div>
    </section>
  );
}
