import { z } from 'zod';
import { PLAN_NAMES } from '../constants';
import { anyCasingPattern } from './any-casing';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** Stripe's PaymentIntent states; the built-in test processor uses the same ones. */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

export const PaymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key, present only when Stripe is the provider. */
  publishableKey: z.string().optional(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

const planText = z
  .string()
  .trim()
  .min(1, 'Choose a plan: Silver, Gold or Platinum')
  .max(40)
  .meta({
    pattern: anyCasingPattern(PLAN_NAMES),
    description: 'Silver, Gold or Platinum, in any casing',
  });
const minorUnits = z
  .number({ error: 'The amount must be a number' })
  .int('The amount must be a whole number of poisha (price × 100)')
  .min(1, 'The amount must be positive')
  .max(100_000_000, 'The amount is too large');

/**
 * `plan` names what is bought; the spec's client sends only `amount` (price × 100), which
 * the server then matches to a plan. Either way the server prices it.
 */
export const CreatePaymentIntentBodySchema = z
  .object({ plan: planText.optional(), amount: minorUnits.optional() })
  .refine((body) => body.plan !== undefined || body.amount !== undefined, {
    message: 'Choose a plan: Silver, Gold or Platinum',
    path: ['plan'],
  });
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBodySchema>;

export const PaymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Minor units (poisha): price × 100, as the card processor counts. */
  amount: z.number().int(),
  currency: z.literal('bdt'),
  plan: z.enum(PLAN_NAMES),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

export const CardDetailsSchema = z.object({
  number: z.string().max(40, 'Your card number is invalid.'),
  /** MM/YY as typed. */
  expiry: z.string().max(10, "Your card's expiration date is invalid."),
  cvc: z.string().max(10, "Your card's security code is invalid."),
});
export type CardDetails = z.infer<typeof CardDetailsSchema>;

export const ConfirmTestPaymentBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  card: CardDetailsSchema,
});
export type ConfirmTestPaymentBody = z.infer<typeof ConfirmTestPaymentBodySchema>;

export const ConfirmedPaymentIntentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
});
export type ConfirmedPaymentIntent = z.infer<typeof ConfirmedPaymentIntentSchema>;

/** The spec's body. `name`, `email` and `date` are accepted and ignored: the server uses the session and its clock. */
export const SavePaymentBodySchema = z.object({
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  package: planText,
  /** Taka: the plan's price. */
  amount: z.number({ error: 'The amount must be a number' }).min(0).max(1_000_000),
  transactionId: z.string().trim().min(1, 'The transaction id is missing').max(200),
  date: z.string().max(100).optional(),
});
export type SavePaymentBody = z.infer<typeof SavePaymentBodySchema>;

export const PaymentSchema = z.object({
  _id: z.string(),
  /** The payer; both null once they deleted their account (the payment is kept for the accounts). */
  name: z.string().nullable(),
  email: z.string().nullable(),
  package: z.enum(PLAN_NAMES),
  /** Taka. */
  amount: z.number(),
  transactionId: z.string(),
  /** ISO 8601. */
  date: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const SavePaymentResultSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  /** False when this transaction had been recorded before: the same record is returned. */
  created: z.boolean(),
  badge: z.string(),
  payment: PaymentSchema,
});
export type SavePaymentResult = z.infer<typeof SavePaymentResultSchema>;

export const PaymentListQuerySchema = z.object({
  email: z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined)),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

export const WebhookResultSchema = z.object({ received: z.literal(true) });

export * from './card';
