import type {
  ConfirmTestPaymentBodySchema,
  ConfirmedPaymentIntentSchema,
  CreatePaymentIntentBodySchema,
  PaymentConfigSchema,
  PaymentIntentSchema,
  PaymentListQuerySchema,
  PaymentSchema,
  SavePaymentBodySchema,
  SavePaymentResultSchema,
} from '@messmate/shared/schemas/payment';
import type { AnswerOf, BodyOf, QueryOf } from './schema-types';

/** Memberships: the card processor's intents and the payments saved. */
export interface PaymentEndpoints {
  'GET /payment-config': { answer: AnswerOf<typeof PaymentConfigSchema> };
  'POST /create-payment-intent': {
    body: BodyOf<typeof CreatePaymentIntentBodySchema>;
    answer: AnswerOf<typeof PaymentIntentSchema>;
  };
  'POST /payment-intents/:id/confirm': {
    body: BodyOf<typeof ConfirmTestPaymentBodySchema>;
    answer: AnswerOf<typeof ConfirmedPaymentIntentSchema>;
  };
  'POST /payments': {
    body: BodyOf<typeof SavePaymentBodySchema>;
    answer: AnswerOf<typeof SavePaymentResultSchema>;
  };
  'GET /payments': {
    query?: QueryOf<typeof PaymentListQuerySchema>;
    answer: AnswerOf<typeof PaymentSchema>[];
  };
}
