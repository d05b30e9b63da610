import { sql, type SQL } from 'drizzle-orm';

/**
 * The PostgreSQL channel that says a row behind someone's kept answers changed (decision 0045).
 * Writers announce in their transaction, so every instance hears it on commit, and nothing if
 * it rolls back. Notifications and user rows have their own signals already (forget-rules.ts).
 */
export const PERSON_CHANGES_CHANNEL = 'messmate_person_changes';

/**
 * A person change as an expression the writing statement returns for each row it writes (a like,
 * a review), built from that row's columns, so announcing costs no statement of its own.
 */
export function announcedPersonChange(
  type: 'meal-like' | 'review-written',
  columns: { userId: SQL; mealId: SQL },
): SQL {
  return sql`pg_notify(${PERSON_CHANGES_CHANNEL}::text, json_build_object('type', ${type}::text,
    'userId', ${columns.userId}, 'mealId', ${columns.mealId})::text)`;
}
