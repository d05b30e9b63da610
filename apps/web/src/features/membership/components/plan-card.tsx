import type { Plan } from '@messmate/shared/constants';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { plansText } from '../messages';
import { PlanFeatures, PlanPrice } from './plan-price-and-features';

const accents: Record<Plan['name'], { ring: string; chip: string; emoji: string }> = {
  Silver: { ring: 'border-stone-200', chip: 'bg-stone-100 text-stone-800', emoji: '🥈' },
  Gold: {
    ring: 'border-amber-400 ring-2 ring-amber-300',
    chip: 'bg-amber-100 text-amber-900',
    emoji: '🥇',
  },
  Platinum: { ring: 'border-stone-200', chip: 'bg-indigo-100 text-indigo-900', emoji: '💎' },
};

/** One membership plan: its badge, price, features and a 'Get {plan}' link to checkout. */
export function PlanCard({ plan, featured = false }: { plan: Plan; featured?: boolean }) {
  const accent = accents[plan.name];
  return (
    <article
      aria-labelledby={`plan-${plan.slug}`}
      className={`relative flex flex-col rounded-3xl border bg-white p-7 shadow-sm transition hover:shadow-lg ${accent.ring}`}
    >
      {featured ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-amber-500 px-3 py-1 text-xs font-bold uppercase tracking-wide text-stone-950 shadow">
          {t(plansText.mostPopular)}
        </p>
      ) : null}
      <div className="flex items-center justify-between">
        <h3 id={`plan-${plan.slug}`} className="text-xl font-bold text-stone-900">
          {plan.name}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${accent.chip}`}>
          <span aria-hidden="true">{accent.emoji}</span> {t(plansText.badge, { plan: plan.name })}
        </span>
      </div>
      <PlanPrice plan={plan} />
      <PlanFeatures plan={plan} className="mt-6 flex-1 space-y-3" />
      <Link
        to={paths.checkout(plan.slug)}
        className={buttonClass(featured ? 'primary' : 'secondary', 'lg', 'mt-8 w-full')}
      >
        {t(plansText.get, { plan: plan.name })}
      </Link>
    </article>
  );
}
