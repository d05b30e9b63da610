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
import { mealRequests } from './requests';

/**
 * A code a resident shows at the counter: random, stored, bound to one request (or, once the
 * mess board exists, one sitting). Nothing in it is derived from the resident (decision 0020).
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
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    collectedBy: text('collected_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pickup_codes_code_idx').on(t.code),
    uniqueIndex('pickup_codes_short_code_idx').on(t.shortCode),
    uniqueIndex('pickup_codes_request_idx').on(t.requestId),
    index('pickup_codes_user_day_idx').on(t.userId, t.communityDay),
    check('pickup_codes_kind_check', sql`${t.kind} in ('request', 'board')`),
  ],
);
