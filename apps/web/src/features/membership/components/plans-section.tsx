import { PLANS } from '@messmate/shared/constants';
import { SectionHeading } from '@/components/ui/section-heading';
import { t } from '@/lib/i18n';
import { plansText } from '../messages';
import { PlanCard } from './plan-card';

/** 'Upgrade Your Meal Experience 🚀': the three membership plans. */
export function PlansSection() {
  return (
    <section aria-labelledby="plans-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="plans-title" eyebrow={t(plansText.eyebrow)} title={t(plansText.title)}>
        {t(plansText.intro)}
      </SectionHeading>
      <div className="mt-12 grid gap-8 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.slug} plan={plan} featured={plan.name === 'Gold'} />
        ))}
      </div>
    </section>
  );
}
