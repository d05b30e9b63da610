import type {
  AnalyticsQuerySchema,
  KitchenAnalyticsSchema,
  MyAnalyticsSchema,
} from '@messmate/shared/schemas/analytics';
import type { AnswerOf, QueryOf } from './schema-types';

/** The kitchen's analytics and a Platinum member's own. */
export interface AnalyticsEndpoints {
  'GET /analytics/kitchen': {
    query?: QueryOf<typeof AnalyticsQuerySchema>;
    answer: AnswerOf<typeof KitchenAnalyticsSchema>;
  };
  'GET /analytics/me': {
    query?: QueryOf<typeof AnalyticsQuerySchema>;
    answer: AnswerOf<typeof MyAnalyticsSchema>;
  };
}
