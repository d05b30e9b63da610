import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Payments are financial records kept for the accounts: when the payer deletes their account
    // the row stays with its plan, amount, date and transaction, and the person is cleared
    // (user, name and email null: shown as 'Former resident'; decision 0033).
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
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
