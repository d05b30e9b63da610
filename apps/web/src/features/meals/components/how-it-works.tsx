import { SectionHeading } from '@/components/ui/section-heading';
import { numberFormat, t } from '@/lib/i18n';
import { mealsText } from '../messages';

const STEPS = [
  { emoji: '🔍', title: mealsText.browseTitle, text: mealsText.browseText },
  { emoji: '⭐', title: mealsText.likeTitle, text: mealsText.likeText },
  { emoji: '🛎️', title: mealsText.heroRequest, text: mealsText.requestText },
];

/** A three-step strip explaining how residents use MessMate. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="how-title"
        eyebrow={t(mealsText.howEyebrow)}
        title={t(mealsText.howTitle)}
      />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title.id}
            className="relative rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-100 text-2xl"
            >
              {step.emoji}
            </span>
            <p
              className="absolute right-6 top-6 text-4xl font-black text-stone-200"
              aria-hidden="true"
            >
              {numberFormat().format(index + 1)}
            </p>
            <h3 className="mt-4 text-lg font-bold text-stone-900">{t(step.title)}</h3>
            <p className="mt-2 text-stone-600">{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
