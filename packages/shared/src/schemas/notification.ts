import { z } from 'zod';
import { idOf, idParams, UUID_PATTERN } from './common';

/** What a notification is about; stored as text, so older kinds still read. */
export const NOTIFICATION_KINDS = [
  'request_served',
  'membership_activated',
  'upcoming_published',
  'new_meal_in_category',
  'new_request',
  'support_reply',
  'support_thread_opened',
  'support_resident_reply',
  'menu_published',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_LIMIT = 50;

export const NotificationSchema = z.object({
  _id: z.string(),
  kind: z.string().describe(`One of ${NOTIFICATION_KINDS.join(', ')}`),
  title: z.string(),
  body: z.string(),
  /** A path inside the app, such as /meals/{id}; null when there is nothing to open. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const NotificationListQuerySchema = z.object({
  /** The `nextCursor` of the previous page: the id of its last notification. */
  cursor: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(UUID_PATTERN, 'The page cursor is not valid. Start again from the first page.')
      .optional(),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'The page size must be a number.' })
      .int('The page size must be a whole number.')
      .min(1, 'The page size must be at least 1.')
      .max(NOTIFICATIONS_MAX_LIMIT, `The page size can be at most ${NOTIFICATIONS_MAX_LIMIT}.`)
      .default(NOTIFICATIONS_PAGE_SIZE),
  ),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationPageSchema = z.object({
  /** Newest first. */
  items: z.array(NotificationSchema),
  /** Pass as ?cursor= for the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationIdParamsSchema = idParams('notification');

export const UnreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const MarkNotificationsReadBodySchema = z.object({
  ids: z
    .array(idOf('notification'), {
      error: 'Send the ids of the notifications to mark as read.',
    })
    .min(1, 'Send at least one notification id.')
    .max(NOTIFICATIONS_MAX_LIMIT, `At most ${NOTIFICATIONS_MAX_LIMIT} notifications at a time.`),
});
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;

export const MarkReadResultSchema = z.object({
  acknowledged: z.literal(true),
  /** How many were unread and are read now. */
  modifiedCount: z.number().int(),
  /** The caller's unread count afterwards. */
  unread: z.number().int(),
});
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>;

/** The live stream's events (GET /api/notifications/stream). */
export const NOTIFICATION_STREAM_EVENTS = {
  unread: 'unread',
  notification: 'notification',
  /** Admins only: a resident changed their board; data BoardChangedEventSchema `{ date, sitting }`. */
  board: 'board',
} as const;

/** `event: unread`: sent first, and whenever the count changes other than by a new notification. */
export const UnreadEventSchema = UnreadCountSchema;

/** `event: notification`: one new notification of the signed-in user, with the unread count after it. */
export const NotificationEventSchema = z.object({
  notification: NotificationSchema,
  unread: z.number().int(),
});
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;
