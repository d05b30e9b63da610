import { hasQualifyingBadge, PLANS, type Badge } from '@messmate/shared/constants';
import { Link } from 'react-router';
import { RichText, t } from '@/lib/i18n';
import { requestText } from '../messages';
import { PLANS_HREF } from './subscription-needed';

/** How many meals this member may request a day, from the plan their badge belongs to. */
export function DailyAllowance({ badge }: { badge: Badge | null }) {
  const plan = PLANS.find((candidate) => candidate.name === badge);
  if (!plan || !hasQualifyingBadge(badge)) {
    return (
      <p className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        {t(requestText.needsMembership)}{' '}
        <Link to={PLANS_HREF} className="font-semibold underline">
          {t(requestText.seePlans)}
        </Link>
      </p>
    );
  }
  return (
    <p className="text-sm text-stone-600">
      <RichText
        message={
          plan.dailyRequestLimit === null ? requestText.allowanceUnlimited : requestText.allowance
        }
        values={{ plan: plan.name, limit: plan.dailyRequestLimit }}
        components={{ 0: <span className="font-semibold text-stone-800" /> }}
      />
    </p>
  );
}
