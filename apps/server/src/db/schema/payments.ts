import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Payments are financial records: a user with payments cannot be deleted by accident.
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    package: text('package', { enum: ['Silver', 'Gold', 'Platinum'] }).notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    transactionId: text('transaction_id').notNull().unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('payments_user_paid_idx').on(t.userId, t.paidAt.desc()),
    // The kitchen's analytics: a period's sales.
    index('payments_paid_idx').on(t.paidAt),
  ],
);
