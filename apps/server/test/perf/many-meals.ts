import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';

const DISHES = [
  'Chicken Biryani',
  'Beef Tehari',
  'Morog Polao',
  'Rui Fish Curry',
  'Dal-Bhat',
  'Shorshe Ilish',
  'Beef Halim',
  'Egg Curry',
  'Vegetable Khichuri',
  'Luchi & Aloo Dum',
  'Chola Bhuna',
  'Fuchka Platter',
];
// Bangla titles for the same dishes, in the same order: a third of the catalogue carries one.
const DISHES_BN = [
  'মুরগির বিরিয়ানি',
  'গরুর তেহারি',
  'মোরগ পোলাও',
  'রুই মাছের ঝোল',
  'ডাল-ভাত',
  'সর্ষে ইলিশ',
  'গরুর হালিম',
  'ডিম ভুনা',
  'সবজি খিচুড়ি',
  'লুচি আর আলুর দম',
  'ছোলা ভুনা',
  'ফুচকা',
];
const STYLES = [
  'Hostel',
  'Canteen',
  'Home-style',
  'Spicy',
  'Mild',
  'Special',
  'Classic',
  'Village',
];
const textArray = (items: string[]) => sql.raw(`array['${items.join("','")}']`);

/**
 * A realistic-size catalogue in one statement each: `count` meals with varied dishes, categories,
 * prices, dates, likes and ratings, and about two reviews per meal from 50 residents.
 * Statistics are refreshed so the planner sees the table as a live server would.
 */
export async function insertManyMeals(db: Executor, count: number): Promise<void> {
  await db.execute(sql`
    insert into "user" (id, name, email)
    select 'perf-user-' || n, 'Perf Resident ' || n, 'perf-user-' || n || '@example.test'
    from generate_series(0, 49) as n`);
  await db.execute(sql`
    insert into meals (title, title_bn, description, category, price_poisha, image, distributor_name, distributor_email,
                       likes, rating_sum, rating_count, reviews_count, created_at)
    select (${textArray(STYLES)})[1 + n % ${STYLES.length}::int] || ' ' || (${textArray(DISHES)})[1 + n % ${DISHES.length}::int],
           case when n % 3 = 0 then (${textArray(DISHES_BN)})[1 + n % ${DISHES_BN.length}::int] end,
           'Served hot with salad and a bowl of dal, batch ' || n,
           (array['Breakfast','Lunch','Dinner']::meal_category[])[1 + n % 3],
           (40 + n % 300) * 100, '/api/images/' || repeat('0', 64) || '.webp', 'Perf Kitchen', 'kitchen@example.test',
           n % 97, (n % 11) * 4, n % 11, n % 5, now() - n * interval '1 minute'
    from generate_series(1, ${count}::int) as n`);
  await db.execute(sql`
    insert into reviews (meal_id, meal_title, user_id, content, rating, created_at)
    select m.id, m.title, 'perf-user-' || (j * 7 + m.likes) % 50, 'Tasty and filling.', 1 + j % 5,
           m.created_at + j * interval '1 minute'
    from meals m cross join generate_series(1, 2) as j`);
  // Vacuum folds the GIN pending lists into the trigram indexes, as autovacuum would.
  await db.execute(sql`vacuum analyze`);
}
