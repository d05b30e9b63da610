import { sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/rows-of';

/** Residents who like and review the bench meals; their ids are `bench-user-<n>`. */
export const BENCH_RESIDENTS = 500;
const STYLES = [
  'Hostel',
  'Canteen',
  'Home-style',
  'Spicy',
  'Mild',
  'Special',
  'Classic',
  'Village',
  'Dhaka',
  'Sylhet',
];

async function count(db: Executor, table: 'meals' | 'meal_likes' | 'reviews'): Promise<number> {
  // PGlite gives numbers, pg gives numbers too for ::int.
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

export interface SeedCounts {
  meals: number;
  likes: number;
  reviews: number;
}

/**
 * Grows the demo community to `target` meals with SQL alone (seconds, not minutes): each new
 * meal copies a demo dish (its picture, price and text, with a style word in front), gets 0–5
 * likes and 0–3 reviews from bench residents, and counters that match those rows.
 */
export async function growMeals(db: Executor, target: number): Promise<SeedCounts> {
  const missing = target - (await count(db, 'meals'));
  if (missing > 0) {
    await db.transaction(async (tx) => {
      // A bulk load: the review supersession and star counts (decisions 0040, 0044) are counted
      // once at the end, not by a row trigger per review.
      await tx.execute(sql`alter table reviews disable trigger reviews_supersession`);
      await tx.execute(sql`alter table reviews disable trigger reviews_stars`);
      await tx.execute(sql`
        insert into "user" (id, name, email, badge)
        select 'bench-user-' || n, 'Bench Resident ' || n, 'bench-user-' || n || '@example.test',
               (array['Bronze','Silver','Gold','Platinum'])[1 + n % 4]
        from generate_series(0, ${BENCH_RESIDENTS - 1}::int) as n
        on conflict (id) do nothing`);
      await tx.execute(sql`
        with dishes as (
          select title, description, category, price_poisha, image, ingredients, distributor_name,
                 distributor_email, row_number() over (order by title) - 1 as k, count(*) over () as total
          from meals)
        insert into meals (title, description, category, price_poisha, image, ingredients,
                           distributor_name, distributor_email, created_at, updated_at)
        select (${sql.raw(`array['${STYLES.join("','")}']`)})[1 + (n / d.total) % ${STYLES.length}] || ' ' || d.title,
               d.description, d.category, d.price_poisha + (n % 7) * 500, d.image, d.ingredients,
               d.distributor_name, d.distributor_email,
               now() - interval '1 year' + n * interval '1 minute', now() - interval '1 year' + n * interval '1 minute'
        from generate_series(0, ${missing - 1}::int) as n
        join dishes d on d.k = n % d.total`);
      await tx.execute(sql`
        with bench as (
          select id, row_number() over (order by created_at, id) as n from meals
          where not exists (select 1 from meal_likes l where l.meal_id = meals.id)
            and not exists (select 1 from reviews r where r.meal_id = meals.id))
        insert into meal_likes (meal_id, user_id)
        select b.id, 'bench-user-' || ((b.n + j * 97) % ${BENCH_RESIDENTS}::int)
        from bench b join generate_series(0, 4) as j on j < b.n % 6`);
      await tx.execute(sql`
        with bench as (
          select id, title, row_number() over (order by created_at, id) as n from meals
          where reviews_count = 0 and likes = 0)
        insert into reviews (meal_id, meal_title, user_id, content, rating, created_at)
        select b.id, b.title, 'bench-user-' || ((b.n * 3 + j * 131) % ${BENCH_RESIDENTS}::int),
               (array['Tasty and filling.','A bit too salty today.','Just like home.','Fresh and hot, will order again.'])[1 + (b.n + j) % 4],
               case when (b.n + j) % 5 = 0 then null else 1 + (b.n + j) % 5 end,
               now() - (b.n + j) * interval '1 minute'
        from bench b join generate_series(0, 2) as j on j < b.n % 4`);
      await tx.execute(sql`
        update meals m set likes = coalesce(l.n, 0), reviews_count = coalesce(r.n, 0),
               rating_sum = coalesce(r.rating_sum, 0), rating_count = coalesce(r.rating_count, 0)
        from meals m2
        left join (select meal_id, count(*)::int as n from meal_likes group by meal_id) l on l.meal_id = m2.id
        left join (select meal_id, count(*)::int as n, coalesce(sum(rating), 0)::int as rating_sum,
                          count(rating)::int as rating_count from reviews group by meal_id) r on r.meal_id = m2.id
        where m.id = m2.id and m.likes = 0 and m.reviews_count = 0`);
      await tx.execute(sql`alter table reviews enable trigger reviews_supersession`);
      await tx.execute(sql`alter table reviews enable trigger reviews_stars`);
      await tx.execute(sql`select messmate_recount_analytics_rollups()`);
    });
  }
  // Fresh statistics and a folded GIN pending list, as autovacuum would leave a live server.
  await db.execute(sql`vacuum analyze`);
  return {
    meals: await count(db, 'meals'),
    likes: await count(db, 'meal_likes'),
    reviews: await count(db, 'reviews'),
  };
}
