import { PLANS } from '@messmate/shared/constants';
import { SectionHeading } from '@/components/ui/section-heading';
import { PlanCard } from './plan-card';

/** 'Upgrade Your Meal Experience 🚀': the three membership plans. */
export function PlansSection() {
  return (
    <section aria-labelledby="plans-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="plans-title" eyebrow="Membership" title="Upgrade Your Meal Experience 🚀">
        Every resident starts with a Bronze badge. Pick a plan to request meals, like upcoming
        dishes and more.
      </SectionHeading>
      <div className="mt-12 grid gap-8 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.slug} plan={plan} featured={plan.name === 'Gold'} />
        ))}
      </div>
    </section>
  );
}
