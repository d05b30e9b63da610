import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { meals, reviews, user } from '../../db/schema';
import { announcedPersonChange } from '../person-answers/announce-repository';

const p = {
  mealId: sql.placeholder('mealId'),
  userId: sql.placeholder('userId'),
  content: sql.placeholder('content'),
  rating: sql.placeholder('rating'),
};

/**
 * The author's row FOR KEY SHARE (a review never lands under an account being deleted, decision
 * 0033), then the meal's FOR NO KEY UPDATE (its counters change one transaction at a time; the
 * `exists` makes it wait for the author's lock first, the order a deletion takes), then the
 * review, returned with its author as the answer shows it: one statement. The review's row also
 * tells every instance that the author's answers about the meal changed (decision 0045).
 */
function createStatement(db: Executor) {
  const author = db.$with('author', { id: user.id, name: user.name, email: user.email }).as(
    sql`select ${user.id}, ${user.name}, ${user.email} from ${user}
        where ${user.id} = ${p.userId} for key share`,
  );
  const meal = db.$with('meal', { id: meals.id, title: meals.title, titleBn: meals.titleBn }).as(
    sql`select ${meals.id}, ${meals.title}, ${meals.titleBn} from ${meals}
        where ${meals.id} = ${p.mealId}::uuid and exists (select 1 from "author") for no key update`,
  );
  const added = db
    .$with('added', {
      id: reviews.id,
      mealId: reviews.mealId,
      mealTitle: reviews.mealTitle,
      userId: reviews.userId,
      content: reviews.content,
      rating: reviews.rating,
      likes: reviews.likes,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .as(
      sql`insert into ${reviews} (meal_id, meal_title, user_id, content, rating)
        select "meal".id, "meal".title, "author".id, ${p.content}::text, ${p.rating}::smallint
        from "meal", "author"
        returning id, meal_id, meal_title, user_id, content, rating, likes, created_at, updated_at,
          ${announcedPersonChange('review-written', { userId: sql.raw('user_id'), mealId: sql.raw('meal_id') })}`,
    );
  return db
    .with(author, meal, added)
    .select({
      id: added.id,
      mealId: added.mealId,
      mealTitle: added.mealTitle,
      mealTitleBn: meal.titleBn,
      userId: added.userId,
      name: author.name,
      email: author.email,
      content: added.content,
      rating: added.rating,
      likes: added.likes,
      createdAt: added.createdAt,
      updatedAt: added.updatedAt,
    })
    .from(added)
    .innerJoin(author, sql`true`)
    .innerJoin(meal, sql`true`)
    .prepare('review_create');
}

export interface NewReview {
  mealId: string;
  userId: string;
  content: string;
  rating: number | null;
}

/**
 * Adds the review under both locks, which the caller's transaction holds until it commits.
 * Undefined when the author's account or the meal is gone.
 */
export async function insertReviewLocked(tx: Executor, values: NewReview) {
  const [row] = await preparedOnce(tx, 'review_create', createStatement).execute({ ...values });
  return row;
}
