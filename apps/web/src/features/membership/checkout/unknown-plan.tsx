import { PLANS } from '@messmate/shared/constants';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { formatTaka } from '@/lib/format';
import { t } from '@/lib/i18n';
import { checkoutText } from './messages';
import { plansText } from '../messages';

/** Checkout for a plan that does not exist: say so, and offer the real ones. */
export function UnknownPlan({ slug }: { slug: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <title>{t(checkoutText.unknownTitle)}</title>
      <p aria-hidden="true" className="text-6xl">
        🧾
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900">
        {t(checkoutText.unknown, { slug })}
      </h1>
      <p className="mt-3 text-stone-600">{t(checkoutText.unknownText)}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.slug}
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <p className="font-bold text-stone-900">{plan.name}</p>
            <p className="mt-1 text-2xl font-extrabold text-brand-800">{formatTaka(plan.price)}</p>
            <Link
              to={paths.checkout(plan.slug)}
              className={buttonClass('secondary', 'sm', 'mt-4 w-full')}
            >
              {t(plansText.get, { plan: plan.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
