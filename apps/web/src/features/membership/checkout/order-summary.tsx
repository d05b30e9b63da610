import type { Plan } from '@messmate/shared/constants';
import { CheckIcon } from '@/components/ui/icons';
import { formatTaka } from '@/lib/format';

/** What is being bought: the package, its price in taka and what the badge brings. */
export function OrderSummary({ plan }: { plan: Plan }) {
  return (
    <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        Membership checkout
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900">
        {plan.name} package
      </h1>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold text-stone-900">{formatTaka(plan.price)}</span>
        <span className="text-sm text-stone-600">one-time payment</span>
      </p>
      <h2 className="mt-6 text-sm font-semibold text-stone-900">Your {plan.name} badge includes</h2>
      <ul className="mt-3 space-y-2.5">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-stone-700">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}
