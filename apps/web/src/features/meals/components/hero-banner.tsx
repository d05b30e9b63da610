import { t } from '@/lib/i18n';
import { mealsText } from '../messages';
import { HeroSearchForm } from './hero-search-form';

const HIGHLIGHTS = [
  { emoji: '🍳', text: mealsText.heroThreeSittings },
  { emoji: '⭐', text: mealsText.heroRated },
  { emoji: '🛎️', text: mealsText.heroRequest },
];

/** The home page's welcome: greeting, tagline, meal search and a plate worth coming back for. */
export function HeroBanner() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-15 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:22px_22px]"
      />
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:py-20 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            <span aria-hidden="true">🍛</span> {t(mealsText.heroEyebrow)}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl"
          >
            {t(mealsText.heroTitle)}{' '}
            <span className="text-brand-200">{t(mealsText.heroTitleEnd)}</span>
          </h1>
          <p className="mt-4 max-w-lg text-lg text-brand-50">{t(mealsText.heroTagline)}</p>
          <div className="mt-8">
            <HeroSearchForm />
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-brand-50">
            {HIGHLIGHTS.map((item) => (
              <li key={item.text.id} className="flex items-center gap-2">
                <span aria-hidden="true">{item.emoji}</span>
                {t(item.text)}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-64 sm:max-w-sm md:max-w-md">
          <img
            src="/images/hero-thali.svg"
            alt={t(mealsText.heroImage)}
            width={480}
            height={480}
            fetchPriority="high"
            className="h-auto w-full drop-shadow-2xl"
          />
        </div>
      </div>
    </section>
  );
}
