import { badgeRank, PLANS, type Badge, type Plan } from './constants';
import type { Wording } from './wording';

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

/** notAnUpgradeText in every language the server writes. */
export function notAnUpgradeWording(badge: Badge, plan: Plan): Wording {
  const upgrades = upgradesFor(badge).map((candidate) => candidate.name);
  const next =
    upgrades.length === 0
      ? 'প্লাটিনাম সবচেয়ে উঁচু ব্যাজ: আর কিছু কেনার নেই।'
      : `আপনি ${upgrades.join(' বা ')}-এ আপগ্রেড করতে পারেন।`;
  const adds = plan.name === badge ? 'আবার কিনলে' : `${plan.name} কিনলে`;
  return {
    en: notAnUpgradeText(badge, plan),
    bn: `আপনার আগে থেকেই ${badge} ব্যাজ আছে, তাই ${adds} কিছুই যোগ হবে না। ${next}`,
  };
}
