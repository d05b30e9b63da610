import { z } from 'zod';
import { BADGES, LANGUAGES, MEAL_CATEGORIES, PASSWORD_MAX_LENGTH, ROLES } from '../constants';

// GET /api/users/me/data and DELETE /api/users/me (decision 0033). Times are ISO 8601, money taka.

const when = z.string();
const maybeWhen = z.string().nullable();
const sitting = z.enum(MEAL_CATEGORIES);

/** Everything MessMate keeps about the caller, their own rows only, and no secret of any kind. */
export const PersonalDataSchema = z.object({
  /** What this file is, so a reader (or a later import) knows its shape. */
  format: z.literal('messmate-personal-data'),
  version: z.literal(1),
  exportedAt: when,
  profile: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    role: z.enum(ROLES),
    badge: z.enum(BADGES),
    hall: z.string().nullable(),
    room: z.string().nullable(),
    createdAt: when,
    updatedAt: when,
    profileSavedAt: maybeWhen,
  }),
  settings: z.object({
    language: z.enum(LANGUAGES).nullable(),
    /** Whether they asked for a push before each cut-off (decision 0032). */
    cutoffReminder: z.boolean(),
  }),
  /** How they sign in (never a password hash or a provider's token). */
  signInMethods: z.array(z.object({ provider: z.string(), createdAt: when })),
  /** Their signed-in devices (never a session's token). */
  sessions: z.array(
    z.object({
      createdAt: when,
      expiresAt: when,
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  requests: z.array(
    z.object({
      _id: z.string(),
      mealId: z.string().nullable(),
      mealTitle: z.string(),
      status: z.enum(['pending', 'delivered']),
      requestedAt: when,
      communityDay: z.string(),
      servedAt: maybeWhen,
    }),
  ),
  likes: z.array(z.object({ mealId: z.string(), mealTitle: z.string(), likedAt: when })),
  upcomingLikes: z.array(
    z.object({ upcomingMealId: z.string(), title: z.string(), likedAt: when }),
  ),
  reviews: z.array(
    z.object({
      _id: z.string(),
      mealId: z.string().nullable(),
      mealTitle: z.string(),
      content: z.string(),
      rating: z.number().int().nullable(),
      /** How many residents marked it helpful. */
      helpful: z.number().int(),
      createdAt: when,
      updatedAt: when,
    }),
  ),
  /** The reviews they marked helpful. */
  helpfulMarks: z.array(z.object({ reviewId: z.string(), markedAt: when })),
  payments: z.array(
    z.object({
      _id: z.string(),
      package: z.string(),
      amount: z.number(),
      transactionId: z.string(),
      date: when,
    }),
  ),
  /** Card payments started, as the processor left them (never its client secret). */
  paymentIntents: z.array(
    z.object({
      _id: z.string(),
      provider: z.string(),
      plan: z.string(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      lastErrorMessage: z.string().nullable(),
      createdAt: when,
      updatedAt: when,
    }),
  ),
  boardChoices: z.array(
    z.object({ date: z.string(), sitting, eating: z.boolean(), updatedAt: when }),
  ),
  pickupCodes: z.array(
    z.object({
      kind: z.enum(['request', 'board']),
      shortCode: z.string(),
      title: z.string(),
      date: z.string(),
      sitting: sitting.nullable(),
      requestId: z.string().nullable(),
      collectedAt: maybeWhen,
      createdAt: when,
    }),
  ),
  notifications: z.array(
    z.object({
      _id: z.string(),
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      link: z.string().nullable(),
      readAt: maybeWhen,
      createdAt: when,
    }),
  ),
  /** Browsers that receive pushes: the address only (never their encryption keys). */
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: when })),
  supportThreads: z.array(
    z.object({
      _id: z.string(),
      topic: z.string(),
      subject: z.string(),
      status: z.string(),
      priority: z.string(),
      aboutTitle: z.string().nullable(),
      imageUrl: z.string().nullable(),
      createdAt: when,
      updatedAt: when,
      messages: z.array(
        z.object({
          fromKitchen: z.boolean(),
          authorName: z.string(),
          body: z.string(),
          createdAt: when,
        }),
      ),
    }),
  ),
  /** Photos they uploaded (their profile photo, a support thread's photo). */
  images: z.array(
    z.object({
      url: z.string(),
      contentType: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      createdAt: when,
    }),
  ),
});
export type PersonalData = z.infer<typeof PersonalDataSchema>;

/** DELETE /api/users/me: the password again, so a borrowed phone cannot delete an account. */
const PASSWORD_NEEDED = 'Please enter your password to delete your account.';

export const DeleteAccountBodySchema = z.object(
  {
    password: z
      .string({ error: PASSWORD_NEEDED })
      .min(1, PASSWORD_NEEDED)
      .max(PASSWORD_MAX_LENGTH, 'That is not your password.'),
  },
  { error: PASSWORD_NEEDED },
);
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

export const DeleteAccountResultSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.literal(1),
  /** What stays: their reviews (as 'Former resident') and payments (for the accounts). */
  kept: z.object({ reviews: z.number().int(), payments: z.number().int() }),
});
export type DeleteAccountResult = z.infer<typeof DeleteAccountResultSchema>;
