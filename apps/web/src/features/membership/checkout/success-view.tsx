import { PAYMENT_SUCCESS_REDIRECT_MS } from '@messmate/shared/constants';
import { MESSAGES } from '@messmate/shared/messages';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

/** 'Payment successful! Badge updated', then on to the profile after 3 seconds. */
export function SuccessView({ sessionId }: { sessionId: string | null }) {
  const navigate = useNavigate();

  useEffect(() => {
    if (!sessionId) return;
    const timer = window.setTimeout(
      () => void navigate(paths.dashboard.profile, { replace: true }),
      PAYMENT_SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [sessionId, navigate]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>Payment successful · MessMate</title>
      <p
        aria-hidden="true"
        className="flex h-20 w-20 items-center justify-center rounded-full bg-emerald-100 text-4xl"
      >
        {sessionId ? '🎉' : '🧾'}
      </p>
      {sessionId ? (
        <>
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-stone-900">
            {MESSAGES.paymentSuccess}
          </h1>
          <p className="mt-3 text-xl font-semibold text-brand-800">Thank you!</p>
          <p className="mt-4 break-all text-sm text-stone-600">
            Transaction <span className="font-mono">{sessionId}</span>
          </p>
          <p className="mt-6 text-stone-600" role="status">
            Taking you to your profile in {PAYMENT_SUCCESS_REDIRECT_MS / 1000} seconds…
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-stone-900">
            No payment to show
          </h1>
          <p className="mt-3 text-stone-600">
            This page opens after a card payment. Your past payments are in your dashboard.
          </p>
        </>
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
