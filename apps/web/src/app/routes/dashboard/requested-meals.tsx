import { useAuth } from '@/features/account';
import { RequestedMeals, requestText } from '@/features/requests';
import { t } from '@/lib/i18n';

export function RequestedMealsRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-5xl">
      <title>{t(requestText.pageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(requestText.heading)}
      </h1>
      <RequestedMeals email={user.email} badge={user.badge} />
    </section>
  );
}
