import { useAuth } from '@/features/account';
import { AddMealForm, catalogueText } from '@/features/admin-catalogue';
import { t } from '@/lib/i18n';

export function AddMealRoute() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-3xl">
      <title>{t(catalogueText.addMealTitle)}</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
        {t(catalogueText.addMealHeading)}
      </h1>
      <p className="mb-6 mt-2 text-stone-600">{t(catalogueText.addMealIntro)}</p>
      {user ? <AddMealForm admin={{ name: user.name, email: user.email }} /> : null}
    </section>
  );
}
