import type { Plan } from '@messmate/shared/constants';
import { Link } from 'react-router';
import { CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatTaka } from '@/lib/format';
import { t, type MessageDescriptor, type MessageValues } from '@/lib/i18n';
import { plansText } from '../messages';

/** A plan's one-time price, as the plan cards and the checkout show it. */
export function PlanPrice({ plan, className = 'mt-5' }: { plan: Plan; className?: string }) {
  return (
    <p className={`flex items-baseline gap-2 ${className}`}>
      <span className="text-4xl font-extrabold tracking-tight text-stone-900">
        {formatTaka(plan.price)}
      </span>
      <span className="text-sm text-stone-600">{t(plansText.oneTime)}</span>
    </p>
  );
}

/** Features that have a page of their own: the plan card links to it. */
const FEATURE_PAGES: Record<string, string> = { 'Meal analytics': paths.dashboard.analytics };

/** The features' words, in the reader's language (the plans name them in English). */
const FEATURE_TEXTS: Record<string, [MessageDescriptor, MessageValues?]> = {
  '3 meal requests per day': [plansText.threeRequests, { count: 3 }],
  'View upcoming meals': [plansText.viewUpcoming],
  '5 requests per day': [plansText.fiveRequests, { count: 5 }],
  'Can like meals': [plansText.canLike],
  'Priority support': [plansText.prioritySupport],
  'Unlimited access': [plansText.unlimited],
  'Meal analytics': [plansText.analytics],
  'Review boost': [plansText.reviewBoost],
};

function FeatureText({ feature }: { feature: string }) {
  const page = FEATURE_PAGES[feature];
  const known = FEATURE_TEXTS[feature];
  const text = known ? t(...known) : feature;
  if (!page) return text;
  return (
    <Link
      to={page}
      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {text}
    </Link>
  );
}

/** What a plan's badge brings, one ticked line each. */
export function PlanFeatures({ plan, className }: { plan: Plan; className: string }) {
  return (
    <ul className={className}>
      {plan.features.map((feature) => (
        <li key={feature} className="flex items-start gap-3 text-stone-700">
          <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
          <FeatureText feature={feature} />
        </li>
      ))}
    </ul>
  );
}
