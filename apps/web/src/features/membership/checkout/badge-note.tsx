import { badgeRank, type Plan } from '@messmate/shared/constants';

/** Said before paying: buying a plan at or below the badge held does not lower it. */
export function BadgeNote({ plan, badge }: { plan: Plan; badge: string | undefined }) {
  if (!badge || badgeRank(badge) < badgeRank(plan.name)) return null;
  const same = badgeRank(badge) === badgeRank(plan.name);
  return (
    <p
      role="note"
      className="rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950"
    >
      <span aria-hidden="true">ℹ️ </span>
      {same
        ? `You already hold the ${badge} badge. Buying ${plan.name} again records another payment and keeps your badge as it is.`
        : `You already hold the ${badge} badge, which includes everything in ${plan.name}. Buying ${plan.name} does not lower your badge: you keep ${badge}.`}
    </p>
  );
}
