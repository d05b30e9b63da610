import { badgeRank, PLANS, type Badge, type Plan } from './constants';

/** The plans that would raise this badge: the only ones a member can still buy. */
export function upgradesFor(badge: Badge | null | undefined): readonly Plan[] {
  return PLANS.filter((plan) => badgeRank(plan.name) > badgeRank(badge));
}

/** 'You already have the Gold badge, so Silver would add nothing. You can upgrade to Platinum.' */
export function notAnUpgradeText(badge: Badge, plan: Plan): string {
  const upgrades = upgradesFor(badge).map((candidate) => candidate.name);
  const next =
    upgrades.length === 0
      ? 'Platinum is the highest badge: there is nothing more to buy.'
      : `You can upgrade to ${upgrades.join(' or ')}.`;
  const adds = plan.name === badge ? 'buying it again' : plan.name;
  return `You already have the ${badge} badge, so ${adds} would add nothing. ${next}`;
}
