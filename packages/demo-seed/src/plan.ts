import { hasQualifyingBadge, type Badge } from '@messmate/shared/constants';
import { DEMO_MEALS } from './data/all-dishes';
import { DEMO_RESIDENTS, residentEmail } from './data/residents';
import { REVIEW_BODIES, REVIEW_CLOSERS, type Mood } from './data/review-lines';
import type { DemoMeal, DemoUpcomingMeal } from './data/types';
import { UPCOMING_MEALS } from './data/upcoming';
import { createRng, type Rng } from './prng';

export interface PlannedResident {
  id: string;
  name: string;
  email: string;
  badge: Badge;
  createdAt: Date;
}

export interface PlannedLike {
  residentId: string;
  createdAt: Date;
}

export interface PlannedReview {
  residentId: string;
  content: string;
  rating: number | null;
  createdAt: Date;
}

export interface PlannedMeal {
  source: DemoMeal;
  createdAt: Date;
  likes: PlannedLike[];
  reviews: PlannedReview[];
}

export interface PlannedUpcomingMeal {
  source: DemoUpcomingMeal;
  createdAt: Date;
  likes: PlannedLike[];
}

export interface DemoPlan {
  residents: PlannedResident[];
  meals: PlannedMeal[];
  upcomingMeals: PlannedUpcomingMeal[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MEAL_HISTORY_DAYS = 42;

function between(rng: Rng, from: Date, to: Date): Date {
  return new Date(Math.round(rng.range(from.getTime(), to.getTime())));
}

function likesFrom(
  rng: Rng,
  pool: readonly PlannedResident[],
  count: number,
  since: Date,
  now: Date,
): PlannedLike[] {
  return rng
    .shuffle(pool)
    .slice(0, Math.max(0, Math.min(pool.length, count)))
    .map((resident) => ({ residentId: resident.id, createdAt: between(rng, since, now) }));
}

function moodFor(rng: Rng, appeal: number): Mood {
  const roll = rng.next();
  if (roll < appeal * 0.8) return 'love';
  return roll < appeal * 0.8 + 0.3 ? 'ok' : 'meh';
}

function ratingFor(rng: Rng, mood: Mood): number | null {
  // Stars are optional: some residents only write a line.
  if (rng.chance(0.15)) return null;
  if (mood === 'love') return rng.chance(0.7) ? 5 : 4;
  if (mood === 'ok') return rng.chance(0.5) ? 4 : 3;
  return rng.pick([1, 2, 2, 2, 3]);
}

function reviewText(rng: Rng, mood: Mood, nickname: string, usedBodies: Set<string>): string {
  const fresh = REVIEW_BODIES[mood].filter((body) => !usedBodies.has(body));
  const body = rng.pick(fresh.length > 0 ? fresh : REVIEW_BODIES[mood]);
  usedBodies.add(body);
  const text = body
    .replaceAll('{Dish}', nickname.charAt(0).toUpperCase() + nickname.slice(1))
    .replaceAll('{dish}', nickname);
  return rng.chance(0.65) ? `${text} ${rng.pick(REVIEW_CLOSERS[mood])}` : text;
}

function reviewCount(rng: Rng, appeal: number): number {
  if (appeal >= 0.9) return rng.int(4, 6);
  if (appeal >= 0.75) return rng.int(3, 5);
  if (appeal >= 0.6) return rng.int(1, 4);
  return rng.int(0, 2);
}

function planReviews(
  rng: Rng,
  meal: DemoMeal,
  residents: readonly PlannedResident[],
  since: Date,
  now: Date,
): PlannedReview[] {
  const usedBodies = new Set<string>();
  return rng
    .shuffle(residents)
    .slice(0, reviewCount(rng, meal.appeal))
    .map((resident) => {
      const mood = moodFor(rng, meal.appeal);
      return {
        residentId: resident.id,
        content: reviewText(rng, mood, meal.nickname, usedBodies),
        rating: ratingFor(rng, mood),
        createdAt: between(rng, since, now),
      };
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Likes fall with a meal's rank in appeal, so 'Most Loved' is a real ranking: the top six never
 * tie, and lower down a little noise keeps the numbers from looking computed.
 */
function likesForRank(rng: Rng, rank: number, meals: number, residents: number): number {
  const top = residents - 2;
  const base = Math.round(top * (1 - rank / (meals + 4)));
  return rank < 6 ? base : Math.max(1, base + rng.int(-1, 1));
}

/**
 * The whole demo community, decided before anything is written: the same `now` always gives the
 * same residents, likes and reviews, so two fresh seeds look alike.
 */
export function buildDemoPlan(now: Date): DemoPlan {
  const rng = createRng('messmate-demo-community');
  const residents = DEMO_RESIDENTS.map((resident, i) => ({
    id: `demo-resident-${String(i + 1).padStart(2, '0')}`,
    name: resident.name,
    email: residentEmail(resident.name),
    badge: resident.badge,
    createdAt: new Date(now.getTime() - rng.range(60, 120) * DAY_MS),
  }));

  // Meals were added one by one over the last six weeks, categories mixed.
  const order = rng.shuffle(DEMO_MEALS.map((_, i) => i));
  const step = (MEAL_HISTORY_DAYS - 2) / DEMO_MEALS.length;
  const byAppeal = [...DEMO_MEALS].sort((a, b) => b.appeal - a.appeal);
  const meals = DEMO_MEALS.map((source, i) => {
    const slot = order.indexOf(i);
    const createdAt = new Date(
      now.getTime() - (MEAL_HISTORY_DAYS - slot * step - rng.range(0, step * 0.8)) * DAY_MS,
    );
    const likeCount = likesForRank(
      rng,
      byAppeal.indexOf(source),
      DEMO_MEALS.length,
      residents.length,
    );
    return {
      source,
      createdAt,
      likes: likesFrom(rng, residents, likeCount, createdAt, now),
      reviews: planReviews(rng, source, residents, createdAt, now),
    };
  });

  const qualifying = residents.filter((resident) => hasQualifyingBadge(resident.badge));
  const upcomingMeals = UPCOMING_MEALS.map((source) => {
    const createdAt = new Date(now.getTime() - rng.range(1, 12) * DAY_MS);
    const likeCount = Math.round(source.appeal * qualifying.length * 0.75) + rng.int(-1, 1);
    return { source, createdAt, likes: likesFrom(rng, qualifying, likeCount, createdAt, now) };
  });

  return { residents, meals, upcomingMeals };
}
