import { Counter, counterText } from '@/features/pickup';
import { t } from '@/lib/i18n';

export function CounterRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>{t(counterText.pageTitle)}</title>
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(counterText.heading)}
      </h1>
      <Counter />
    </section>
  );
}
