import { MenuWeeks, weekText } from '@/features/mess-board';
import { t } from '@/lib/i18n';

/** /menu: this week's and next week's menu; a resident turns each sitting on or off here. */
export function MenuRoute() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <title>{t(weekText.menuTitle)}</title>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {t(weekText.menuEyebrow)}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
        {t(weekText.menuHeading)}
      </h1>
      <p className="mt-3 max-w-2xl text-stone-700">{t(weekText.menuIntro)}</p>
      <div className="mt-8">
        <MenuWeeks />
      </div>
    </section>
  );
}
