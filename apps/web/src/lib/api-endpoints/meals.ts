import type { AdminMealsQuerySchema, MealPageSchema } from '@messmate/shared/schemas/admin-page';
import type {
  CreateMealBodySchema,
  CreateMealResultSchema,
  CreateUpcomingMealBodySchema,
  DeletedResultSchema,
  EditMealBodySchema,
  EditMealResultSchema,
  InsertedResultSchema,
  ModifiedResultSchema,
} from '@messmate/shared/schemas/create-meal';
import type { UploadedImageSchema } from '@messmate/shared/schemas/image';
import type {
  MealDetailsSchema,
  MealListQuerySchema,
  MealSchema,
} from '@messmate/shared/schemas/meal';
import type { LikeMealBodySchema, LikeMealResultSchema } from '@messmate/shared/schemas/meal-like';
import type {
  CreateReviewBodySchema,
  CreateReviewResultSchema,
  DeleteReviewResultSchema,
  ReviewListQuerySchema,
  ReviewSchema,
  UpdateReviewBodySchema,
  UpdateReviewResultSchema,
} from '@messmate/shared/schemas/review';
import type { ReviewHelpfulResultSchema } from '@messmate/shared/schemas/review-helpful';
import type {
  LikeUpcomingMealBodySchema,
  LikeUpcomingMealResultSchema,
  UpcomingMealSchema,
} from '@messmate/shared/schemas/upcoming-meal';
import type { AnswerOf, BodyOf, QueryOf } from './schema-types';

/** Meals, upcoming meals, their photos, likes and reviews. */
export interface MealEndpoints {
  'GET /admin/meals': {
    query: QueryOf<typeof AdminMealsQuerySchema>;
    answer: AnswerOf<typeof MealPageSchema>;
  };
  'GET /meals': {
    query?: QueryOf<typeof MealListQuerySchema>;
    answer: AnswerOf<typeof MealSchema>[];
  };
  'GET /meals/:id': { answer: AnswerOf<typeof MealDetailsSchema> };
  'PATCH /meals/:id': {
    body: BodyOf<typeof LikeMealBodySchema>;
    answer: AnswerOf<typeof LikeMealResultSchema>;
  };
  'DELETE /meals/:id/like': { answer: AnswerOf<typeof LikeMealResultSchema> };
  'DELETE /meals/:id': { answer: AnswerOf<typeof DeletedResultSchema> };
  'PATCH /admin/meals/:id': {
    body: BodyOf<typeof EditMealBodySchema>;
    answer: AnswerOf<typeof EditMealResultSchema>;
  };
  'PATCH /upcoming-meals/:id': {
    body: BodyOf<typeof EditMealBodySchema>;
    answer: AnswerOf<typeof ModifiedResultSchema>;
  };
  'DELETE /upcoming-meals/:id': { answer: AnswerOf<typeof DeletedResultSchema> };
  'POST /admin/meals': {
    body: BodyOf<typeof CreateMealBodySchema>;
    answer: AnswerOf<typeof CreateMealResultSchema>;
  };
  /** multipart/form-data with one `image` file. */
  'POST /images': { body: FormData; answer: AnswerOf<typeof UploadedImageSchema> };
  'GET /upcoming-meals': { answer: AnswerOf<typeof UpcomingMealSchema>[] };
  'POST /upcoming-meals': {
    body: BodyOf<typeof CreateUpcomingMealBodySchema>;
    answer: AnswerOf<typeof InsertedResultSchema>;
  };
  'POST /upcoming-meals/publish/:id': { answer: AnswerOf<typeof InsertedResultSchema> };
  'PATCH /upcoming-meals/like/:id': {
    body?: BodyOf<typeof LikeUpcomingMealBodySchema>;
    answer: AnswerOf<typeof LikeUpcomingMealResultSchema>;
  };
  'POST /meals/:id/review': {
    body: BodyOf<typeof CreateReviewBodySchema>;
    answer: AnswerOf<typeof CreateReviewResultSchema>;
  };
  'GET /reviews': {
    query?: QueryOf<typeof ReviewListQuerySchema>;
    answer: AnswerOf<typeof ReviewSchema>[];
  };
  'PATCH /reviews/:id': {
    body: BodyOf<typeof UpdateReviewBodySchema>;
    answer: AnswerOf<typeof UpdateReviewResultSchema>;
  };
  'DELETE /reviews/:id': { answer: AnswerOf<typeof DeleteReviewResultSchema> };
  'PUT /reviews/:id/helpful': { answer: AnswerOf<typeof ReviewHelpfulResultSchema> };
  'DELETE /reviews/:id/helpful': { answer: AnswerOf<typeof ReviewHelpfulResultSchema> };
}
