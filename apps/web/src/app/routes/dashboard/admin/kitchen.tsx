import { KitchenPage, kitchenText } from '@/features/mess-board';
import { t } from '@/lib/i18n';

/** The cook's numbers for today and tomorrow, live, printable on one page. */
export function KitchenRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>{t(kitchenText.pageTitle)}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900 print:mb-2 print:text-xl">
        {t(kitchenText.heading)}
      </h1>
      <KitchenPage />
    </section>
  );
}
