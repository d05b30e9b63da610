import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';

/**
 * A card payment being made for a plan. With Stripe the row mirrors Stripe's intent; with
 * the built-in test processor it is the intent itself. Either way it ties the payment to
 * the user and plan the server priced, so a client cannot pay for one thing and claim another.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** Stripe's `pi_…` id, or ours in the same form for the test processor. */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    plan: text('plan', { enum: ['Silver', 'Gold', 'Platinum'] }).notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    currency: text('currency').default('bdt').notNull(),
    /** Stripe's states: requires_payment_method, processing, succeeded, canceled… */
    status: text('status').notNull(),
    clientSecret: text('client_secret').notNull(),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_intents_user_idx').on(t.userId, t.createdAt.desc())],
);
