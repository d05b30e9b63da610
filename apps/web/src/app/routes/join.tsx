import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import {
  JoinTabs,
  SignedInNotice,
  useAuth,
  useGoogleReturn,
  WelcomePanel,
} from '@/features/account';

export function JoinRoute() {
  const [params] = useSearchParams();
  const { user, loading } = useAuth();
  const finishingGoogle = useGoogleReturn();
  const fromGuard = params.has('redirect');
  // Decided once on arrival, so a sign-in on this page does not swap the form away mid-flight.
  const [arrival, setArrival] = useState<'unknown' | 'visitor' | 'signed-in'>('unknown');
  if (arrival === 'unknown' && !loading) setArrival(user ? 'signed-in' : 'visitor');

  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-2 lg:px-8">
      <title>Join Us · MessMate</title>
      <WelcomePanel />
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Join Us</h1>
        <p className="mt-2 font-semibold text-brand-800 lg:hidden">
          Review meals, earn badges, and upgrade to premium.
        </p>
        <p className="mt-2 text-stone-600">
          {fromGuard
            ? 'Please log in to continue where you were.'
            : 'Log in to your account, or register in a minute.'}
        </p>
        <div className="mt-8">
          {finishingGoogle ? (
            <BarsLoader label="Finishing Google sign-in" />
          ) : arrival === 'signed-in' && user ? (
            <SignedInNotice user={user} />
          ) : arrival === 'unknown' ? (
            <BarsLoader label="Checking your account" />
          ) : (
            <JoinTabs initial={params.get('tab') === 'register' ? 'register' : 'login'} />
          )}
        </div>
      </div>
    </section>
  );
}
