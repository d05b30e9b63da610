export const CURRENCY_SIGN = '৳';

export const MEAL_CATEGORIES = ['Breakfast', 'Lunch', 'Dinner'] as const;
export type MealCategory = (typeof MEAL_CATEGORIES)[number];

export const BADGES = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
export type Badge = (typeof BADGES)[number];

export const ROLES = ['student', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PLAN_NAMES = ['Silver', 'Gold', 'Platinum'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface Plan {
  name: PlanName;
  slug: Lowercase<PlanName>;
  /** Price in taka. */
  price: number;
  features: readonly string[];
  /** Meal requests allowed per community day; null means unlimited. */
  dailyRequestLimit: number | null;
}

export const PLANS: readonly Plan[] = [
  {
    name: 'Silver',
    slug: 'silver',
    price: 199,
    features: ['3 meal requests per day', 'View upcoming meals'],
    dailyRequestLimit: 3,
  },
  {
    name: 'Gold',
    slug: 'gold',
    price: 399,
    features: ['5 requests per day', 'Can like meals', 'Priority support'],
    dailyRequestLimit: 5,
  },
  {
    name: 'Platinum',
    slug: 'platinum',
    price: 599,
    features: ['Unlimited access', 'Meal analytics', 'Review boost'],
    dailyRequestLimit: null,
  },
];

export function findPlan(slugOrName: string): Plan | undefined {
  const wanted = slugOrName.trim().toLowerCase();
  return PLANS.find((plan) => plan.slug === wanted);
}

/** Badges that may request meals and like upcoming meals (compared case-insensitively). */
export const QUALIFYING_BADGES: readonly Badge[] = ['Silver', 'Gold', 'Platinum'];

export function badgeRank(badge: string | null | undefined): number {
  const index = BADGES.findIndex((b) => b.toLowerCase() === (badge ?? '').toLowerCase());
  return index < 0 ? 0 : index;
}

export function hasQualifyingBadge(badge: string | null | undefined): boolean {
  return badgeRank(badge) >= badgeRank('Silver');
}

/** Meals list page size: skip = page index × 6; more pages follow while a page is full. */
export const MEALS_PAGE_SIZE = 6;
/** The largest page a client may ask for; limit=0 asks for all, up to MEALS_ALL_CAP. */
export const MEALS_MAX_LIMIT = 60;
export const MEALS_ALL_CAP = 500;
export const SEARCH_MAX_LENGTH = 100;
export const MEAL_PRICE_MAX = 100_000;

export const HOME_CATEGORY_TAB_SIZE = 3;
export const HOME_ALL_TAB_SIZE = 6;
export const MOST_LOVED_SIZE = 6;
export const MOST_LOVED_EXCERPT = 100;
export const LIST_CARD_EXCERPT = 80;

export const USER_SEARCH_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** How long a password-reset link works, by e-mail or made by an admin. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;

/** The product's languages (DESIGN.md, Languages): English first and by default. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
