import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';
import { mealCategory } from './meals';
import { mealRequests } from './requests';

/**
 * A code a resident shows at the counter. A request's is random and stored with the request; a
 * board sitting's is derived with a server secret and stored only once collected (decision 0020).
 * A cancelled request leaves its code with no request, so a scan can say it was cancelled.
 */
export const pickupCodes = pgTable(
  'pickup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the QR code holds. */
    code: text('code').notNull(),
    /** What is read aloud or typed. */
    shortCode: text('short_code').notNull(),
    kind: text('kind', { enum: ['request', 'board'] }).notNull(),
    requestId: uuid('request_id').references(() => mealRequests.id, { onDelete: 'set null' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The community day the code may be collected on. */
    communityDay: date('community_day').notNull(),
    /** A board code's sitting (null for a request's code). */
    sitting: mealCategory('sitting'),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    collectedBy: text('collected_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pickup_codes_code_idx').on(t.code),
    // Board short codes are derived, not drawn, so they may repeat across days: only a
    // request's short code is looked up by the stored column.
    uniqueIndex('pickup_codes_short_code_idx')
      .on(t.shortCode)
      .where(sql`${t.kind} = 'request'`),
    // A board entry is collected once: the row is written at the collect (decision 0020).
    uniqueIndex('pickup_codes_board_entry_idx')
      .on(t.userId, t.communityDay, t.sitting)
      .where(sql`${t.kind} = 'board'`),
    uniqueIndex('pickup_codes_request_idx').on(t.requestId),
    index('pickup_codes_user_day_idx').on(t.userId, t.communityDay),
    check('pickup_codes_kind_check', sql`${t.kind} in ('request', 'board')`),
  ],
);
