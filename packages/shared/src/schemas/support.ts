import { z } from 'zod';
import { BADGES } from '../constants';
import { idOf, idParams } from './common';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  SUPPORT_SUBJECT_MAX_LENGTH,
  SUPPORT_TOPICS,
} from './support-limits';

export * from './support-limits';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const SupportMessageTextSchema = z
  .string({ error: 'Write a message.' })
  .trim()
  .min(1, 'Write a message.')
  .max(
    SUPPORT_MESSAGE_MAX_LENGTH,
    `A message can be at most ${SUPPORT_MESSAGE_MAX_LENGTH.toLocaleString('en')} characters.`,
  );

const topicError = `Choose a topic: ${SUPPORT_TOPICS.join(', ')}.`;

/** POST /api/support/threads. The author and the priority come from the session, never the body. */
export const CreateSupportThreadBodySchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: topicError }),
  subject: z
    .string({ error: 'Write a subject.' })
    .trim()
    .min(1, 'Write a subject.')
    .max(
      SUPPORT_SUBJECT_MAX_LENGTH,
      `A subject can be at most ${SUPPORT_SUBJECT_MAX_LENGTH} characters.`,
    ),
  message: SupportMessageTextSchema,
  mealId: z.preprocess(blankToUndefined, idOf('meal').optional()),
  requestId: z.preprocess(blankToUndefined, idOf('meal request').optional()),
  imageUrl: z.preprocess(
    blankToUndefined,
    z.string().max(2048, 'The image address is too long.').optional(),
  ),
});
export type CreateSupportThreadBody = z.infer<typeof CreateSupportThreadBodySchema>;

export const SupportThreadIdParamsSchema = idParams('support thread');

export const SupportThreadListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(SUPPORT_STATUSES, { error: 'Status must be open, answered or closed.' }).optional(),
  ),
  topic: z.preprocess(blankToUndefined, z.enum(SUPPORT_TOPICS, { error: topicError }).optional()),
});
export type SupportThreadListQuery = z.infer<typeof SupportThreadListQuerySchema>;

export const SupportReplyBodySchema = z.object({ message: SupportMessageTextSchema });
export type SupportReplyBody = z.infer<typeof SupportReplyBodySchema>;

export const UpdateSupportThreadBodySchema = z.object({
  status: z.enum(['open', 'closed'], { error: 'Status must be open or closed.' }),
});
export type UpdateSupportThreadBody = z.infer<typeof UpdateSupportThreadBodySchema>;

export const SupportThreadSchema = z.object({
  _id: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  /** 'priority' when the author was Gold or Platinum when they wrote it. */
  priority: z.enum(SUPPORT_PRIORITIES),
  /** The author's badge when they opened the thread. */
  badge: z.enum(BADGES),
  author: z.object({ name: z.string(), email: z.string() }),
  mealId: z.string().nullable(),
  requestId: z.string().nullable(),
  /** What the thread is about: the meal's title (or the requested meal's), else null. */
  aboutTitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Since when the thread has waited for the kitchen (its last unanswered resident message). */
  waitingSince: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportThread = z.infer<typeof SupportThreadSchema>;

export const SupportMessageSchema = z.object({
  _id: z.string(),
  /** true when an admin wrote it for the kitchen. */
  fromKitchen: z.boolean(),
  /** Who wrote it; null once that person deleted their account. */
  authorName: z.string().nullable(),
  /** Plain text: shown as text, never as HTML. */
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const SupportThreadDetailsSchema = SupportThreadSchema.extend({
  messages: z.array(SupportMessageSchema),
});
export type SupportThreadDetails = z.infer<typeof SupportThreadDetailsSchema>;
