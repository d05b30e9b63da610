import { defineMessages } from '@/lib/i18n';

// The plans as Home and checkout show them. The plan's name stays a name (Silver, Gold, Platinum).
export const plansText = defineMessages('plans', {
  eyebrow: 'Membership',
  title: 'Upgrade Your Meal Experience 🚀',
  intro:
    'Every resident starts with a Bronze badge. Pick a plan to request meals, like upcoming dishes and more.',
  mostPopular: 'Most popular',
  badge: '{plan} badge',
  get: 'Get {plan}',
  oneTime: 'one-time payment',
  threeRequests: '{count, number} meal requests per day',
  viewUpcoming: 'View upcoming meals',
  fiveRequests: '{count, number} requests per day',
  canLike: 'Can like meals',
  prioritySupport: 'Priority support',
  unlimited: 'Unlimited access',
  analytics: 'Meal analytics',
  reviewBoost: 'Review boost',
});
