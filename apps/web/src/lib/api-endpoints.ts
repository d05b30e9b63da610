// Types only: the shared schemas describe every body and answer, and the browser never loads
// zod for them (`import type` is erased from the build).
import type { z } from 'zod';
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
import type {
  AdminMealsQuerySchema,
  AdminRequestsQuerySchema,
  AdminReviewsQuerySchema,
  AdminUsersQuerySchema,
  MealPageSchema,
  MealRequestPageSchema,
  ReviewPageSchema,
  UserPageSchema,
} from '@messmate/shared/schemas/admin-page';
import type {
  AnalyticsQuerySchema,
  KitchenAnalyticsSchema,
  MyAnalyticsSchema,
} from '@messmate/shared/schemas/analytics';
import type { UploadedImageSchema } from '@messmate/shared/schemas/image';
import type {
  DeleteAccountBodySchema,
  DeleteAccountResultSchema,
} from '@messmate/shared/schemas/person-data';
import type {
  MealDetailsSchema,
  MealListQuerySchema,
  MealSchema,
} from '@messmate/shared/schemas/meal';
import type { LikeMealBodySchema, LikeMealResultSchema } from '@messmate/shared/schemas/meal-like';
import type {
  CancelMealRequestResultSchema,
  CreateMealRequestBodySchema,
  CreateMealRequestResultSchema,
  MealRequestListQuerySchema,
  MealRequestSchema,
  ServeMealRequestResultSchema,
} from '@messmate/shared/schemas/meal-request';
import type {
  CounterCodeBodySchema,
  CounterLookupSchema,
  PickupCodeSchema,
} from '@messmate/shared/schemas/pickup-code';
import type { MyMealDaySchema } from '@messmate/shared/schemas/my-meal-day';
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
import type { DateRangeQuerySchema } from '@messmate/shared/schemas/mess-calendar';
import type {
  CutoffReminderBodySchema,
  CutoffReminderSchema,
  PublishWeekBodySchema,
  PublishWeekResultSchema,
  WeekPublicationQuerySchema,
  WeekPublicationSchema,
} from '@messmate/shared/schemas/menu-publication';
import type {
  MessSettingsSchema,
  UpdateMessSettingsBodySchema,
} from '@messmate/shared/schemas/mess-settings';
import type { ReviewHelpfulResultSchema } from '@messmate/shared/schemas/review-helpful';
import type {
  PushPublicKeySchema,
  PushSubscribedSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '@messmate/shared/schemas/push';
import type {
  MarkNotificationsReadBodySchema,
  MarkReadResultSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  UnreadCountSchema,
} from '@messmate/shared/schemas/notification';
import type {
  ConfirmedPaymentIntentSchema,
  ConfirmTestPaymentBodySchema,
  CreatePaymentIntentBodySchema,
  PaymentConfigSchema,
  PaymentIntentSchema,
  PaymentListQuerySchema,
  PaymentSchema,
  SavePaymentBodySchema,
  SavePaymentResultSchema,
} from '@messmate/shared/schemas/payment';
import type {
  CreateReviewBodySchema,
  CreateReviewResultSchema,
  DeleteReviewResultSchema,
  ReviewListQuerySchema,
  ReviewSchema,
  UpdateReviewBodySchema,
  UpdateReviewResultSchema,
} from '@messmate/shared/schemas/review';
import type {
  CreateSupportThreadBodySchema,
  SupportReplyBodySchema,
  SupportThreadDetailsSchema,
  SupportThreadListQuerySchema,
  SupportThreadSchema,
  UpdateSupportThreadBodySchema,
} from '@messmate/shared/schemas/support';
import type {
  LikeUpcomingMealBodySchema,
  LikeUpcomingMealResultSchema,
  UpcomingMealSchema,
} from '@messmate/shared/schemas/upcoming-meal';
import type {
  AuthConfigSchema,
  MakeAdminResultSchema,
  MealsCountQuerySchema,
  PasswordResetLinkSchema,
  UpdateProfileBodySchema,
  MealsCountSchema,
  SaveUserBodySchema,
  SaveUserResultSchema,
  SessionSchema,
  UserRecordSchema,
  UserSearchQuerySchema,
} from '@messmate/shared/schemas/user';

/** A value of the query string; blank ones (undefined, null, '') are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** The query a schema reads: its own keys only, each sent as text. */
type QueryOf<Schema extends z.ZodType> = { [Key in keyof z.input<Schema>]?: QueryValue };
/** What the server accepts: the schema's input, before its defaults and transforms. */
type BodyOf<Schema extends z.ZodType> = z.input<Schema>;
/** What the server answers: the response schema's output. */
type AnswerOf<Schema extends z.ZodType> = z.infer<Schema>;

/**
 * Every call the web app makes, as 'METHOD /path' (relative to /api; `:name` is a path
 * parameter), with its query, body and answer, as the server's route schemas declare them.
 */
export interface ApiEndpoints {
  'GET /session': { answer: AnswerOf<typeof SessionSchema> };
  'GET /push/public-key': { answer: AnswerOf<typeof PushPublicKeySchema> };
  'POST /push/subscriptions': {
    body: BodyOf<typeof PushSubscriptionBodySchema>;
    answer: AnswerOf<typeof PushSubscribedSchema>;
  };
  'DELETE /push/subscriptions': {
    body: BodyOf<typeof PushUnsubscribeBodySchema>;
    answer: AnswerOf<typeof DeletedResultSchema>;
  };
  'GET /auth-config': { answer: AnswerOf<typeof AuthConfigSchema> };
  'POST /users': {
    body: BodyOf<typeof SaveUserBodySchema>;
    answer: AnswerOf<typeof SaveUserResultSchema>;
  };
  'GET /users': {
    query?: QueryOf<typeof UserSearchQuerySchema>;
    answer: AnswerOf<typeof UserRecordSchema>[];
  };
  'PATCH /users/:email/make-admin': { answer: AnswerOf<typeof MakeAdminResultSchema> };
  'POST /users/:email/password-reset-link': { answer: AnswerOf<typeof PasswordResetLinkSchema> };
  'PATCH /users/me': {
    body: BodyOf<typeof UpdateProfileBodySchema>;
    answer: AnswerOf<typeof UserRecordSchema>;
  };
  'PUT /users/me/photo': { body: FormData; answer: AnswerOf<typeof UserRecordSchema> };
  'DELETE /users/me': {
    body: BodyOf<typeof DeleteAccountBodySchema>;
    answer: AnswerOf<typeof DeleteAccountResultSchema>;
  };
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
  'GET /admin/meals': {
    query: QueryOf<typeof AdminMealsQuerySchema>;
    answer: AnswerOf<typeof MealPageSchema>;
  };
  'GET /admin/meals-count': {
    query: QueryOf<typeof MealsCountQuerySchema>;
    answer: AnswerOf<typeof MealsCountSchema>;
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

  // The mess board (DESIGN.md 'The mess board'): `:sitting` is Breakfast, Lunch or Dinner.
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
  'GET /analytics/kitchen': {
    query?: QueryOf<typeof AnalyticsQuerySchema>;
    answer: AnswerOf<typeof KitchenAnalyticsSchema>;
  };
  'GET /analytics/me': {
    query?: QueryOf<typeof AnalyticsQuerySchema>;
    answer: AnswerOf<typeof MyAnalyticsSchema>;
  };

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

  // better-auth's own endpoints (mounted under /api/auth): no shared schema describes them, so
  // the parts the web app sends and reads are written out here.
  'POST /auth/sign-up/email': {
    body: { name: string; email: string; password: string; image?: string };
    answer: { token: string | null };
  };
  'POST /auth/sign-in/email': {
    body: { email: string; password: string };
    answer: { token: string };
  };
  'POST /auth/sign-out': { answer: { success: boolean } };
  'POST /auth/change-password': {
    body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean };
    answer: { token: string | null };
  };
  'POST /auth/request-password-reset': {
    body: { email: string; redirectTo: string };
    answer: { status: boolean; message: string };
  };
  'POST /auth/reset-password': {
    body: { token: string; newPassword: string };
    answer: { status: boolean };
  };
  'POST /auth/sign-in/social': {
    body: { provider: 'google'; callbackURL: string; errorCallbackURL: string };
    answer: { url: string };
  };
}

export type Endpoint = keyof ApiEndpoints;
export type Answer<E extends Endpoint> = ApiEndpoints[E]['answer'];

/** The `:name` parts of an endpoint's path. */
type ParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Params<E extends Endpoint> = [ParamName<E>] extends [never]
  ? unknown
  : { params: Record<ParamName<E>, string> };

/** What a call passes besides the endpoint: its path parameters, query and body. */
export type RequestOptions<E extends Endpoint> = Omit<ApiEndpoints[E], 'answer'> & Params<E>;
