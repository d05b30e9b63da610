import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BarsLoader } from '@/components/ui/bars-loader';
import {
  JoinTabs,
  joinText,
  SignedInNotice,
  useAuth,
  useGoogleReturn,
  WelcomePanel,
} from '@/features/account';
import { t } from '@/lib/i18n';

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
      <title>{t(joinText.title)}</title>
      <WelcomePanel />
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
          {t(joinText.heading)}
        </h1>
        <p className="mt-2 font-semibold text-brand-800 lg:hidden">{t(joinText.pitch)}</p>
        <p className="mt-2 text-stone-600">
          {fromGuard ? t(joinText.continueWhere) : t(joinText.loginOrRegister)}
        </p>
        <div className="mt-8">
          {finishingGoogle ? (
            <BarsLoader label={t(joinText.finishingGoogle)} />
          ) : arrival === 'signed-in' && user ? (
            <SignedInNotice user={user} />
          ) : arrival === 'unknown' ? (
            <BarsLoader label={t(joinText.checking)} />
          ) : (
            <JoinTabs initial={params.get('tab') === 'register' ? 'register' : 'login'} />
          )}
        </div>
      </div>
    </section>
  );
}
