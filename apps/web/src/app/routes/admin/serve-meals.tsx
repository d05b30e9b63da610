import { ServeMeals, serveText } from '@/features/requests';
import { t } from '@/lib/i18n';

export function ServeMealsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>{t(serveText.pageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(serveText.heading)}
      </h1>
      <ServeMeals />
    </section>
  );
}
