import { SectionHeading } from '@/components/ui/section-heading';

const STEPS = [
  {
    emoji: '🔍',
    title: 'Browse the menu',
    text: 'See every breakfast, lunch and dinner the mess serves, with prices, ingredients and honest reviews.',
  },
  {
    emoji: '⭐',
    title: 'Like and review',
    text: 'Join for free to like the dishes you enjoy and tell the kitchen what to cook more often.',
  },
  {
    emoji: '🛎️',
    title: 'Request your plate',
    text: 'Silver, Gold and Platinum members request meals ahead, so a hot plate is waiting when you arrive.',
  },
];

/** A three-step strip explaining how residents use MessMate. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="how-title"
        eyebrow="How it works"
        title="From menu to plate in three steps"
      />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
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
              {index + 1}
            </p>
            <h3 className="mt-4 text-lg font-bold text-stone-900">{step.title}</h3>
            <p className="mt-2 text-stone-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
