import type { DeletedResultSchema } from '@messmate/shared/schemas/create-meal';
import type {
  DeleteAccountBodySchema,
  DeleteAccountResultSchema,
} from '@messmate/shared/schemas/person-data';
import type {
  PushPublicKeySchema,
  PushSubscribedSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '@messmate/shared/schemas/push';
import type {
  AuthConfigSchema,
  SaveUserBodySchema,
  SaveUserResultSchema,
  SessionSchema,
  UpdateProfileBodySchema,
  UserRecordSchema,
} from '@messmate/shared/schemas/user';
import type { AnswerOf, BodyOf } from './schema-types';

/** The session, the account and its device: who is signed in, their profile, pushes and better-auth's own endpoints. */
export interface AccountEndpoints {
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
  'PATCH /users/me': {
    body: BodyOf<typeof UpdateProfileBodySchema>;
    answer: AnswerOf<typeof UserRecordSchema>;
  };
  'PUT /users/me/photo': { body: FormData; answer: AnswerOf<typeof UserRecordSchema> };
  'DELETE /users/me': {
    body: BodyOf<typeof DeleteAccountBodySchema>;
    answer: AnswerOf<typeof DeleteAccountResultSchema>;
  };
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
