import { count, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasQualifyingBadge, MEAL_CATEGORIES, type Headcount, type Menu } from '@messmate/shared';
import {
  account,
  images,
  kitchenLeftovers,
  mealLikes,
  meals,
  reviews,
  session,
  upcomingMealLikes,
  upcomingMeals,
  user,
} from '../../src/db/schema';
import { seedDemoDataIfEmpty, type SeedSummary } from '../../src/demo/seed-demo-community';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

const RESIDENT_EMAILS = '%@residents.messmate.example';
const IMAGE_URL = /^\/api\/images\/([0-9a-f]{64})\.webp$/;

let t: TestApp;
let summary: SeedSummary | null;
// Drawing 30-odd pictures takes a few seconds, longer on a busy machine.
const SEED_TIMEOUT_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  summary = await seedDemoDataIfEmpty(t.db);
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

describe('seeding an empty database', () => {
  it('gives some meals and an upcoming meal a Bangla title and description, found by a Bangla search', async () => {
    const withBangla = await t.db
      .select({ title: meals.title, titleBn: meals.titleBn, descriptionBn: meals.descriptionBn })
      .from(meals)
      .where(isNotNull(meals.titleBn));
    expect(withBangla.length).toBeGreaterThanOrEqual(3);
    expect(withBangla).toContainEqual({
      title: 'Chicken Biryani',
      titleBn: 'মুরগির বিরিয়ানি',
      descriptionBn: expect.stringContaining('বাসমতি'),
    });
    const [upcoming] = await t.db
      .select({ n: count() })
      .from(upcomingMeals)
      .where(isNotNull(upcomingMeals.titleBn));
    expect(Number(upcoming?.n)).toBeGreaterThanOrEqual(1);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/meals?search=${encodeURIComponent('বিরিয়ানি')}`,
    });
    expect(found.json().map((meal: { title: string }) => meal.title)).toContain('Chicken Biryani');
  });

  it('adds at least 24 meals, 8 or more in each category, and at least 4 upcoming meals', async () => {
    const rows = await t.db
      .select({ category: meals.category, n: count() })
      .from(meals)
      .groupBy(meals.category);
    const byCategory = Object.fromEntries(rows.map((row) => [row.category, Number(row.n)]));
    for (const category of MEAL_CATEGORIES)
      expect(byCategory[category] ?? 0).toBeGreaterThanOrEqual(8);
    const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
    expect(total).toBeGreaterThanOrEqual(24);
    const [upcoming] = await t.db.select({ n: count() }).from(upcomingMeals);
    expect(Number(upcoming?.n)).toBeGreaterThanOrEqual(4);
    expect(summary).toMatchObject({ meals: total, upcomingMeals: Number(upcoming?.n) });
  });

  it('gives every meal and upcoming meal its own stored 800×600 WebP, served by its URL', async () => {
    const urls = [
      ...(await t.db.select({ image: meals.image }).from(meals)),
      ...(await t.db.select({ image: upcomingMeals.image }).from(upcomingMeals)),
    ].map((row) => row.image);
    expect(new Set(urls).size).toBe(urls.length);
    const hashes = urls.map((url) => url.match(IMAGE_URL)?.[1]);
    expect(hashes.every((hash) => hash !== undefined)).toBe(true);
    const stored = await t.db
      .select({ hash: images.hash, bytes: images.bytes, contentType: images.contentType })
      .from(images)
      .where(
        inArray(
          images.hash,
          hashes.filter((hash) => hash !== undefined),
        ),
      );
    expect(stored).toHaveLength(urls.length);
    for (const image of stored) {
      expect(image.contentType).toBe('image/webp');
      expect(image.bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(image.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(image.bytes.length).toBeLessThan(60_000);
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 600 });
    }
    const [first] = urls;
    const res = await t.app.inject({ method: 'GET', url: first ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('keeps each meal’s likes, review count and rating equal to the rows behind them', async () => {
    const likeCounts = t.db
      .select({ mealId: mealLikes.mealId, n: count().as('like_rows') })
      .from(mealLikes)
      .groupBy(mealLikes.mealId)
      .as('lc');
    const reviewStats = t.db
      .select({
        mealId: reviews.mealId,
        n: count().as('review_rows'),
        ratingSum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`.as('rating_total'),
        ratingCount: count(reviews.rating).as('rated_rows'),
      })
      .from(reviews)
      .groupBy(reviews.mealId)
      .as('rs');
    const rows = await t.db
      .select({
        title: meals.title,
        likes: meals.likes,
        reviewsCount: meals.reviewsCount,
        ratingSum: meals.ratingSum,
        ratingCount: meals.ratingCount,
        likeRows: sql<number>`coalesce(${likeCounts.n}, 0)::int`,
        reviewRows: sql<number>`coalesce(${reviewStats.n}, 0)::int`,
        ratingTotal: sql<number>`coalesce(${reviewStats.ratingSum}, 0)::int`,
        ratedRows: sql<number>`coalesce(${reviewStats.ratingCount}, 0)::int`,
      })
      .from(meals)
      .leftJoin(likeCounts, eq(likeCounts.mealId, meals.id))
      .leftJoin(reviewStats, eq(reviewStats.mealId, meals.id));
    for (const row of rows) {
      expect({
        title: row.title,
        likes: row.likes,
        reviews: row.reviewsCount,
        ratingSum: row.ratingSum,
        ratingCount: row.ratingCount,
      }).toEqual({
        title: row.title,
        likes: Number(row.likeRows),
        reviews: Number(row.reviewRows),
        ratingSum: Number(row.ratingTotal),
        ratingCount: Number(row.ratedRows),
      });
    }
    // 'Most Loved' needs a real ranking, not a tie.
    const topLikes = rows
      .map((row) => row.likes)
      .sort((a, b) => b - a)
      .slice(0, 6);
    expect(new Set(topLikes).size).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => row.reviewsCount > 0).length).toBeGreaterThan(rows.length / 2);
  });

  it('writes reviews with the meal title, real text and only 1–5 or no stars', async () => {
    const rows = await t.db
      .select({
        mealTitle: reviews.mealTitle,
        title: meals.title,
        content: reviews.content,
        rating: reviews.rating,
      })
      .from(reviews)
      .innerJoin(meals, eq(meals.id, reviews.mealId));
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      expect(row.mealTitle).toBe(row.title);
      expect(row.content.trim().length).toBeGreaterThan(10);
      if (row.rating !== null) expect(row.rating).toBeGreaterThanOrEqual(1);
      if (row.rating !== null) expect(row.rating).toBeLessThanOrEqual(5);
    }
    expect(rows.some((row) => row.rating === null)).toBe(true);
  });

  it('counts upcoming-meal likes from rows, all from Silver, Gold or Platinum residents', async () => {
    const likers = await t.db
      .select({ upcomingMealId: upcomingMealLikes.upcomingMealId, badge: user.badge })
      .from(upcomingMealLikes)
      .innerJoin(user, eq(user.id, upcomingMealLikes.userId));
    expect(likers.length).toBeGreaterThan(0);
    expect(likers.every((liker) => hasQualifyingBadge(liker.badge))).toBe(true);
    const upcoming = await t.db
      .select({
        id: upcomingMeals.id,
        likes: upcomingMeals.likes,
        postedBy: upcomingMeals.postedBy,
      })
      .from(upcomingMeals);
    for (const meal of upcoming) {
      expect(meal.likes).toBe(likers.filter((liker) => liker.upcomingMealId === meal.id).length);
      expect(meal.postedBy === 'Anonymous' || meal.postedBy.endsWith('@messmate.example')).toBe(
        true,
      );
    }
  });

  it('adds demo residents with mixed badges whom nobody can sign in as', async () => {
    const residents = await t.db
      .select({ id: user.id, role: user.role, badge: user.badge })
      .from(user)
      .where(like(user.email, RESIDENT_EMAILS));
    expect(residents.length).toBeGreaterThanOrEqual(30);
    expect(residents.every((resident) => resident.role === 'student')).toBe(true);
    expect(new Set(residents.map((resident) => resident.badge))).toEqual(
      new Set(['Bronze', 'Silver', 'Gold', 'Platinum']),
    );
    const ids = residents.map((resident) => resident.id);
    const [accounts] = await t.db
      .select({ n: count() })
      .from(account)
      .where(inArray(account.userId, ids));
    const [sessions] = await t.db
      .select({ n: count() })
      .from(session)
      .where(inArray(session.userId, ids));
    expect(Number(accounts?.n)).toBe(0);
    expect(Number(sessions?.n)).toBe(0);
  });

  it("plans this week's and next week's menu from the demo meals, each dish of its sitting's category", async () => {
    expect(summary).toMatchObject({ plannedSittings: 28 * 3 });
    const res = await t.app.inject({ method: 'GET', url: '/api/menu' });
    expect(res.statusCode).toBe(200);
    const { days } = res.json<Menu>();
    expect(days).toHaveLength(7);
    for (const day of days) {
      expect(day.sittings.map((s) => s.sitting)).toEqual([...MEAL_CATEGORIES]);
      for (const sitting of day.sittings) {
        expect(sitting.meals).toHaveLength(2);
        expect(sitting.meals.every((meal) => meal.category === sitting.sitting)).toBe(true);
      }
    }
  });

  it('counts the two weeks before with leftovers, so the kitchen sees waste and learned portions', async () => {
    const admin = await signedInAs(t.app, { role: 'admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/kitchen/headcount',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    for (const sitting of res.json<Headcount>().sittings) {
      expect(sitting).toMatchObject({ planned: true, suggestionSamples: 8 });
      expect(sitting.suggestedPortions).toBeGreaterThan(0);
    }
    const past = await t.db.select({ n: count() }).from(kitchenLeftovers);
    expect(past[0]?.n).toBe(14 * 3);
  });

  it('does nothing and returns null when meals already exist', async () => {
    const counts = async () => ({
      meals: (await t.db.select({ n: count() }).from(meals))[0]?.n,
      reviews: (await t.db.select({ n: count() }).from(reviews).where(isNotNull(reviews.mealId)))[0]
        ?.n,
      residents: (
        await t.db.select({ n: count() }).from(user).where(like(user.email, RESIDENT_EMAILS))
      )[0]?.n,
    });
    const before = await counts();
    expect(await seedDemoDataIfEmpty(t.db)).toBeNull();
    expect(await counts()).toEqual(before);
  });
});
