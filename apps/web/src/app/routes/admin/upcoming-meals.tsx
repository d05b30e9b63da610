import { useAuth } from '@/features/account';
import { UpcomingAdmin, upcomingAdminText } from '@/features/admin-catalogue';
import { t } from '@/lib/i18n';

export function AdminUpcomingMealsRoute() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-6xl">
      <title>{t(upcomingAdminText.pageTitle)}</title>
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(upcomingAdminText.heading)}
      </h1>
      {user ? <UpcomingAdmin postedBy={user.email} /> : null}
    </section>
  );
}
