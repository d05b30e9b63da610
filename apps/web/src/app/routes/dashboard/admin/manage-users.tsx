import { ManageUsers, usersText } from '@/features/admin';
import { t } from '@/lib/i18n';

export function ManageUsersRoute() {
  return (
    <section className="mx-auto max-w-5xl">
      <title>{t(usersText.pageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(usersText.heading)}
      </h1>
      <ManageUsers />
    </section>
  );
}
