import { hasQualifyingBadge, PLANS, type Badge } from '@messmate/shared/constants';
import { Link } from 'react-router';
import { PLANS_HREF } from './subscription-needed';

/** How many meals this member may request a day, from the plan their badge belongs to. */
export function DailyAllowance({ badge }: { badge: Badge | null }) {
  const plan = PLANS.find((candidate) => candidate.name === badge);
  if (!plan || !hasQualifyingBadge(badge)) {
    return (
      <p className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        Requesting meals needs a Silver, Gold or Platinum membership.{' '}
        <Link to={PLANS_HREF} className="font-semibold underline">
          See the plans
        </Link>
      </p>
    );
  }
  const allowance =
    plan.dailyRequestLimit === null
      ? 'as many meals as you like each day'
      : `up to ${plan.dailyRequestLimit} meals a day; the count starts over at midnight`;
  return (
    <p className="text-sm text-stone-600">
      As a <span className="font-semibold text-stone-800">{plan.name}</span> member you can request{' '}
      {allowance}.
    </p>
  );
}
