import { useAuth } from '@/features/account';
import { UpcomingMealsGrid, upcomingText } from '@/features/upcoming';
import { t } from '@/lib/i18n';

export function UpcomingMealsRoute() {
  const { user, badge } = useAuth();
  return (
    <>
      <title>{t(upcomingText.title)}</title>
      <section className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-7xl px-4 pb-4 pt-10 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
            {t(upcomingText.heading)}
          </h1>
          <p className="mt-2 max-w-2xl text-stone-600">{t(upcomingText.intro)}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:px-6 lg:px-8">
        <UpcomingMealsGrid viewer={{ signedIn: user !== null, badge }} />
      </div>
    </>
  );
}
