import type {
  AdminRequestsQuerySchema,
  AdminReviewsQuerySchema,
  AdminUsersQuerySchema,
  MealRequestPageSchema,
  ReviewPageSchema,
  UserPageSchema,
} from '@messmate/shared/schemas/admin-page';
import type {
  MakeAdminResultSchema,
  MealsCountQuerySchema,
  MealsCountSchema,
  PasswordResetLinkSchema,
  UserRecordSchema,
  UserSearchQuerySchema,
} from '@messmate/shared/schemas/user';
import type { AnswerOf, QueryOf } from './schema-types';

/** The admin's paged lists and the admin actions on residents. */
export interface AdminEndpoints {
  'GET /users': {
    query?: QueryOf<typeof UserSearchQuerySchema>;
    answer: AnswerOf<typeof UserRecordSchema>[];
  };
  'PATCH /users/:email/make-admin': { answer: AnswerOf<typeof MakeAdminResultSchema> };
  'POST /users/:email/password-reset-link': { answer: AnswerOf<typeof PasswordResetLinkSchema> };
  'PATCH /users/:email/make-student': { answer: AnswerOf<typeof MakeAdminResultSchema> };
  'GET /admin/users': {
    query: QueryOf<typeof AdminUsersQuerySchema>;
    answer: AnswerOf<typeof UserPageSchema>;
  };
  'GET /admin/reviews': {
    query: QueryOf<typeof AdminReviewsQuerySchema>;
    answer: AnswerOf<typeof ReviewPageSchema>;
  };
  'GET /admin/serve-meals': {
    query: QueryOf<typeof AdminRequestsQuerySchema>;
    answer: AnswerOf<typeof MealRequestPageSchema>;
  };
  'GET /admin/meals-count': {
    query: QueryOf<typeof MealsCountQuerySchema>;
    answer: AnswerOf<typeof MealsCountSchema>;
  };
}
