import type { Plan } from '@messmate/shared/constants';
import { PlanFeatures, PlanPrice } from '../components/plan-price-and-features';
import { t } from '@/lib/i18n';
import { checkoutText } from './messages';

/** What is being bought: the package, its price in taka and what the badge brings. */
export function OrderSummary({ plan }: { plan: Plan }) {
  return (
    <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {t(checkoutText.eyebrow)}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(checkoutText.package, { plan: plan.name })}
      </h1>
      <PlanPrice plan={plan} className="mt-4" />
      <h2 className="mt-6 text-sm font-semibold text-stone-900">
        {t(checkoutText.includes, { plan: plan.name })}
      </h2>
      <PlanFeatures plan={plan} className="mt-3 space-y-2.5" />
    </div>
  );
}
