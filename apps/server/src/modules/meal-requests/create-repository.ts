import { sql, type SQL } from 'drizzle-orm';
import type { ChannelMessage } from '../../db/channel-messages';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { mealRequests, meals, pickupCodes, user } from '../../db/schema';

const p = {
  userId: sql.placeholder('userId'),
  mealId: sql.placeholder('mealId'),
  mealTitle: sql.placeholder('mealTitle'),
  day: sql.placeholder('day'),
  now: sql.placeholder('now'),
  limit: sql.placeholder('limit'),
  code: sql.placeholder('code'),
  shortCode: sql.placeholder('shortCode'),
  changeChannel: sql.placeholder('changeChannel'),
  change: sql.placeholder('change'),
};

/**
 * The requester's row FOR NO KEY UPDATE (their requests queue here, so counting today's and
 * adding one never interleave), then the meal's FOR KEY SHARE (a meal deleted meanwhile waits,
 * and then keeps the request by name): one statement, and the caller's transaction holds both.
 */
function lockStatement(tx: Executor) {
  const requester = tx
    .$with('requester', { id: user.id, name: user.name, email: user.email, badge: user.badge })
    .as(
      sql`select ${user.id}, ${user.name}, ${user.email}, ${user.badge} from ${user}
        where ${user.id} = ${p.userId} for no key update`,
    );
  const meal = tx.$with('meal', { id: meals.id, title: meals.title, titleBn: meals.titleBn }).as(
    sql`select ${meals.id}, ${meals.title}, ${meals.titleBn} from ${meals} where ${meals.id} = ${p.mealId}::uuid
        and exists (select 1 from "requester") for key share`,
  );
  return tx
    .with(requester, meal)
    .select({
      requester: {
        id: requester.id,
        name: requester.name,
        email: requester.email,
        badge: requester.badge,
      },
      meal: { id: meal.id, title: meal.title, titleBn: meal.titleBn },
    })
    .from(requester)
    .leftJoin(meal, sql`true`)
    .prepare('meal_request_lock');
}

export async function lockRequesterAndMeal(tx: Executor, ids: { userId: string; mealId: string }) {
  const [row] = await preparedOnce(tx, 'meal_request_lock', lockStatement).execute(ids);
  return row;
}

/**
 * In a statement after the locks (so it sees every request of theirs that committed meanwhile):
 * today's count, the request unless the count has reached `limit` (null: no limit), its pickup
 * code unless the drawn code clashes, and every admin's notification.
 */
function insertStatement(tx: Executor, notes: AdminNotes) {
  const today = tx.$with('today', { n: sql<number>`n`.mapWith(Number).as('n') }).as(
    sql`select count(*)::int as n from ${mealRequests}
        where ${mealRequests.userId} = ${p.userId} and ${mealRequests.communityDay} = ${p.day}::date`,
  );
  const added = tx
    .$with('added', {
      id: mealRequests.id,
      mealId: mealRequests.mealId,
      mealTitle: mealRequests.mealTitle,
      userId: mealRequests.userId,
      status: mealRequests.status,
      requestedAt: mealRequests.requestedAt,
      servedAt: mealRequests.servedAt,
    })
    .as(
      sql`insert into ${mealRequests} (meal_id, meal_title, user_id, requested_at, community_day)
        select ${p.mealId}::uuid, ${p.mealTitle}::text, ${p.userId}::text, ${p.now}::timestamptz,
          ${p.day}::date
        where ${p.limit}::int is null or (select n from "today") < ${p.limit}::int
        returning id, meal_id, meal_title, user_id, status, requested_at, served_at`,
    );
  const code = tx.$with('code', { id: pickupCodes.id }).as(
    sql`insert into ${pickupCodes} (code, short_code, kind, request_id, user_id, title, community_day)
        select ${p.code}::text, ${p.shortCode}::text, 'request', id, user_id, meal_title, ${p.day}::date
        from "added" on conflict do nothing returning id`,
  );
  // The requester's kept answers are forgotten on every instance (decision 0045).
  const changed = tx
    .$with('changed', { id: pickupCodes.id })
    .as(sql`select pg_notify(${p.changeChannel}::text, ${p.change}::text) from "added"`);
  const notified = tx.$with('notified', { id: pickupCodes.id }).as(notes.notified);
  const announced = tx.$with('announced', { id: pickupCodes.id }).as(notes.announced);
  const outcome = tx
    .$with('outcome', {
      today: sql<number>`today`.mapWith(Number).as('today'),
      coded: sql<number>`coded`.mapWith(Number).as('coded'),
      announced: sql<number>`announced`.mapWith(Number).as('announced'),
      changed: sql<number>`changed`.mapWith(Number).as('changed'),
    })
    .as(
      sql`select (select n from "today") as today, (select count(*)::int from "code") as coded,
        (select count(*)::int from "announced") as announced,
        (select count(*)::int from "changed") as changed`,
    );
  return tx
    .with(today, added, code, changed, notified, announced, outcome)
    .select({
      today: outcome.today,
      coded: outcome.coded,
      // Selected so the planner keeps it: a SELECT CTE runs only when read, and its pg_notify
      // calls (the admins' open bells) were dropped with the unread column.
      announced: outcome.announced,
      changed: outcome.changed,
      request: {
        id: added.id,
        mealId: added.mealId,
        mealTitle: added.mealTitle,
        userId: added.userId,
        status: added.status,
        requestedAt: added.requestedAt,
        servedAt: added.servedAt,
      },
    })
    .from(outcome)
    .leftJoin(added, sql`true`)
    .prepare('meal_request_insert');
}

export interface NewMealRequest {
  userId: string;
  mealId: string;
  mealTitle: string;
  day: string;
  now: Date;
  limit: number | null;
  code: string;
  shortCode: string;
}

/** The admins' notifications about the request, as the notifications module words them. */
export interface AdminNotes {
  /** Inserts them from the CTE "added"; returns id and user_id. */
  notified: SQL;
  /** Announces the CTE "notified"'s rows on the channel. */
  announced: SQL;
  values: Record<string, unknown>;
}

export async function insertRequestUnderLimit(
  tx: Executor,
  values: NewMealRequest,
  notes: AdminNotes,
  signal: ChannelMessage,
) {
  // The admins' notes are the same statement for every request; only their values differ.
  const insert = preparedOnce(tx, 'meal_request_insert', (db) => insertStatement(db, notes));
  const [row] = await insert.execute({
    ...values,
    ...notes.values,
    changeChannel: signal.channel,
    change: signal.payload,
  });
  return row;
}
