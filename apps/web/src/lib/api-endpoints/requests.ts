import type {
  CancelMealRequestResultSchema,
  CreateMealRequestBodySchema,
  CreateMealRequestResultSchema,
  MealRequestListQuerySchema,
  MealRequestSchema,
  ServeMealRequestResultSchema,
} from '@messmate/shared/schemas/meal-request';
import type { MyMealDaySchema } from '@messmate/shared/schemas/my-meal-day';
import type {
  MarkNotificationsReadBodySchema,
  MarkReadResultSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  UnreadCountSchema,
} from '@messmate/shared/schemas/notification';
import type {
  CounterCodeBodySchema,
  CounterLookupSchema,
  PickupCodeSchema,
} from '@messmate/shared/schemas/pickup-code';
import type {
  CreateSupportThreadBodySchema,
  SupportReplyBodySchema,
  SupportThreadDetailsSchema,
  SupportThreadListQuerySchema,
  SupportThreadSchema,
  UpdateSupportThreadBodySchema,
} from '@messmate/shared/schemas/support';
import type { AnswerOf, BodyOf, QueryOf } from './schema-types';

/** Meal requests, pickup codes at the counter, the bell and the support desk. */
export interface RequestEndpoints {
  'POST /serve-meals': {
    body: BodyOf<typeof CreateMealRequestBodySchema>;
    answer: AnswerOf<typeof CreateMealRequestResultSchema>;
  };
  'GET /serve-meals': {
    query?: QueryOf<typeof MealRequestListQuerySchema>;
    answer: AnswerOf<typeof MealRequestSchema>[];
  };
  'PATCH /serve-meals/:id': { answer: AnswerOf<typeof ServeMealRequestResultSchema> };
  'DELETE /serve-meals/:id': { answer: AnswerOf<typeof CancelMealRequestResultSchema> };
  'GET /meals/:id/mine': { answer: AnswerOf<typeof MyMealDaySchema> };
  'GET /pickup-codes': { answer: AnswerOf<typeof PickupCodeSchema>[] };
  'POST /counter/lookup': {
    body: BodyOf<typeof CounterCodeBodySchema>;
    answer: AnswerOf<typeof CounterLookupSchema>;
  };
  'POST /counter/collect': {
    body: BodyOf<typeof CounterCodeBodySchema>;
    answer: AnswerOf<typeof CounterLookupSchema>;
  };
  'GET /notifications': {
    query?: QueryOf<typeof NotificationListQuerySchema>;
    answer: AnswerOf<typeof NotificationPageSchema>;
  };
  'GET /notifications/unread-count': { answer: AnswerOf<typeof UnreadCountSchema> };
  'POST /notifications/read': {
    body: BodyOf<typeof MarkNotificationsReadBodySchema>;
    answer: AnswerOf<typeof MarkReadResultSchema>;
  };
  'POST /notifications/read-all': { answer: AnswerOf<typeof MarkReadResultSchema> };
  'POST /support/threads': {
    body: BodyOf<typeof CreateSupportThreadBodySchema>;
    answer: AnswerOf<typeof SupportThreadDetailsSchema>;
  };
  'GET /support/threads': {
    query?: QueryOf<typeof SupportThreadListQuerySchema>;
    answer: AnswerOf<typeof SupportThreadSchema>[];
  };
  'GET /support/threads/:id': { answer: AnswerOf<typeof SupportThreadDetailsSchema> };
  'POST /support/threads/:id/messages': {
    body: BodyOf<typeof SupportReplyBodySchema>;
    answer: AnswerOf<typeof SupportThreadDetailsSchema>;
  };
  'PATCH /support/threads/:id': {
    body: BodyOf<typeof UpdateSupportThreadBodySchema>;
    answer: AnswerOf<typeof SupportThreadDetailsSchema>;
  };
}
