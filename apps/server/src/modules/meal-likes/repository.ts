import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { mealLikes, meals, user } from '../../db/schema';
import { announcedPersonChange } from '../person-answers/announce-repository';

const mealId = sql.placeholder('mealId');
const userId = sql.placeholder('userId');

/**
 * The liker's row FOR KEY SHARE (an account being deleted waits for the like, or the like finds
 * no account: decision 0033), and the meal as this statement's snapshot sees it, unlocked. The
 * meal's row lock comes from the UPDATE below and nowhere else in the statement: a statement
 * that locks the row and then updates it goes back to the row version its snapshot saw and,
 * after waiting for the lock, queues for that version's tuple lock behind a transaction that
 * waits for it, which PostgreSQL answered with "deadlock detected" in the rush (decision 0046).
 */
function parents(db: Executor) {
  const liker = db
    .$with('liker', { id: user.id })
    .as(sql`select ${user.id} from ${user} where ${user.id} = ${userId} for key share`);
  const meal = db.$with('meal', { id: meals.id }).as(
    sql`select ${meals.id} from ${meals}
        where ${meals.id} = ${mealId}::uuid and exists (select 1 from "liker")`,
  );
  return { liker, meal };
}

/**
 * The row written also tells every instance that this person's answers about the meal changed
 * (a 'meal-like' person change, decision 0045): sent on commit, only when a like was changed.
 */
const announced = sql`meal_id, ${announcedPersonChange('meal-like', {
  userId: sql.raw('user_id'),
  mealId: sql.raw('meal_id'),
})}`;

function likeChange(db: Executor, liked: boolean) {
  const statement = liked
    ? sql`insert into ${mealLikes} (meal_id, user_id) select id, ${userId} from "meal"
        on conflict do nothing returning ${announced}`
    : sql`delete from ${mealLikes} where meal_id in (select id from "meal") and user_id = ${userId}
        returning ${announced}`;
  return {
    sign: liked ? sql.raw('1') : sql.raw('-1'),
    cte: db.$with('changed', { mealId: mealLikes.mealId }).as(statement),
  };
}

/**
 * The meal's count moves by what changed, in the statement that changed it: the UPDATE waits for
 * the meal's row lock and then adds to the newest count, so concurrent likes each add exactly one.
 * No row: the meal was deleted (the insert's foreign key then refuses the like too).
 */
function counted(db: Executor, change: ReturnType<typeof likeChange>) {
  const counter = db.$with('counter', { likes: meals.likes }).as(
    sql`update ${meals} set ${sql.identifier('likes')} = ${meals.likes}
          + ${change.sign} * (select count(*)::int from "changed")
        where ${meals.id} in (select id from "meal") returning ${meals.likes}`,
  );
  const outcome = db
    .$with('outcome', {
      account: sql<number>`account`.mapWith(Number).as('account'),
      found: sql<number>`found`.mapWith(Number).as('found'),
      changed: sql<number>`changed`.mapWith(Number).as('changed'),
      likes: sql<number | null>`likes`.as('likes'),
    })
    .as(
      sql`select (select count(*)::int from "liker") as account,
          (select count(*)::int from "counter") as found,
          (select count(*)::int from "changed") as changed,
          (select likes from "counter") as likes`,
    );
  return { counter, outcome };
}

function likeStatement(db: Executor, liked: boolean) {
  const { liker, meal } = parents(db);
  const change = likeChange(db, liked);
  const { counter, outcome } = counted(db, change);
  return db
    .with(liker, meal, change.cte, counter, outcome)
    .select()
    .from(outcome)
    .prepare(liked ? 'meal_like_add' : 'meal_like_remove');
}

export interface LikeOutcome {
  /** The liker's account still exists. */
  account: boolean;
  /** The meal exists. */
  found: boolean;
  /** A like was added or taken back (false: it already was as asked). */
  changed: boolean;
  likes: number;
}

export const mealLikesRepository = {
  /**
   * Adds (liked) or takes back the caller's like and moves the meal's count with it, in one
   * statement: atomic on its own, so no transaction.
   */
  async setLike(
    db: Executor,
    ids: { mealId: string; userId: string },
    liked: boolean,
  ): Promise<LikeOutcome> {
    const name = liked ? 'meal_like_add' : 'meal_like_remove';
    const [row] = await preparedOnce(db, name, (executor) =>
      likeStatement(executor, liked),
    ).execute(ids);
    return {
      account: (row?.account ?? 0) > 0,
      found: (row?.found ?? 0) > 0,
      changed: (row?.changed ?? 0) > 0,
      likes: row?.likes ?? 0,
    };
  },
};
