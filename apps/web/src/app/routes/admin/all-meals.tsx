import { AllMeals, catalogueText } from '@/features/admin-catalogue';
import { t } from '@/lib/i18n';

export function AllMealsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>{t(catalogueText.allMealsTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(catalogueText.allMealsHeading)}
      </h1>
      <AllMeals />
    </section>
  );
}
