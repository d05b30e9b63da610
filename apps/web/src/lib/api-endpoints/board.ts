import type {
  AwayBodySchema,
  AwayResultSchema,
  BoardChoiceBodySchema,
  BoardChoiceSchema,
  MyBoardSchema,
} from '@messmate/shared/schemas/board';
import type {
  HeadcountQuerySchema,
  HeadcountSchema,
  LeftoversBodySchema,
  SavedLeftoversSchema,
} from '@messmate/shared/schemas/kitchen';
import type {
  MenuSchema,
  MenuSittingSchema,
  PutMenuSittingBodySchema,
} from '@messmate/shared/schemas/menu';
import type {
  CutoffReminderBodySchema,
  CutoffReminderSchema,
  PublishWeekBodySchema,
  PublishWeekResultSchema,
  WeekPublicationQuerySchema,
  WeekPublicationSchema,
} from '@messmate/shared/schemas/menu-publication';
import type { DateRangeQuerySchema } from '@messmate/shared/schemas/mess-calendar';
import type {
  MessSettingsSchema,
  UpdateMessSettingsBodySchema,
} from '@messmate/shared/schemas/mess-settings';
import type { AnswerOf, BodyOf, QueryOf } from './schema-types';

/** The mess board (DESIGN.md 'The mess board'): `:sitting` is Breakfast, Lunch or Dinner. */
export interface MessBoardEndpoints {
  'GET /mess-settings': { answer: AnswerOf<typeof MessSettingsSchema> };
  'PUT /mess-settings': {
    body: BodyOf<typeof UpdateMessSettingsBodySchema>;
    answer: AnswerOf<typeof MessSettingsSchema>;
  };
  'GET /menu': {
    query?: QueryOf<typeof DateRangeQuerySchema>;
    answer: AnswerOf<typeof MenuSchema>;
  };
  'PUT /menu/:date/:sitting': {
    body: BodyOf<typeof PutMenuSittingBodySchema>;
    answer: AnswerOf<typeof MenuSittingSchema>;
  };
  'GET /menu/publication': {
    query: QueryOf<typeof WeekPublicationQuerySchema>;
    answer: AnswerOf<typeof WeekPublicationSchema>;
  };
  'POST /menu/publish': {
    body: BodyOf<typeof PublishWeekBodySchema>;
    answer: AnswerOf<typeof PublishWeekResultSchema>;
  };
  'GET /users/me/cutoff-reminder': { answer: AnswerOf<typeof CutoffReminderSchema> };
  'PUT /users/me/cutoff-reminder': {
    body: BodyOf<typeof CutoffReminderBodySchema>;
    answer: AnswerOf<typeof CutoffReminderSchema>;
  };
  'PUT /board/:date/:sitting': {
    body: BodyOf<typeof BoardChoiceBodySchema>;
    answer: AnswerOf<typeof BoardChoiceSchema>;
  };
  'POST /board/away': {
    body: BodyOf<typeof AwayBodySchema>;
    answer: AnswerOf<typeof AwayResultSchema>;
  };
  'GET /board': {
    query?: QueryOf<typeof DateRangeQuerySchema>;
    answer: AnswerOf<typeof MyBoardSchema>;
  };
  'GET /kitchen/headcount': {
    query?: QueryOf<typeof HeadcountQuerySchema>;
    answer: AnswerOf<typeof HeadcountSchema>;
  };
  'PUT /kitchen/leftovers/:date/:sitting': {
    body: BodyOf<typeof LeftoversBodySchema>;
    answer: AnswerOf<typeof SavedLeftoversSchema>;
  };
}
