import { z } from 'zod';
import { CommunityDateSchema } from './mess-calendar';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The Monday a planner's week starts on (weeks run Monday to Sunday). */
export const WeekStartSchema = CommunityDateSchema.superRefine((value, ctx) => {
  const weekday = new Date(`${value}T12:00:00Z`).getUTCDay();
  if (Number.isNaN(weekday) || weekday === 1) return;
  ctx.addIssue({
    code: 'custom',
    message: `A week starts on a Monday: ${value} is a ${WEEKDAYS[weekday] ?? 'day'}.`,
  });
}).meta({ description: 'The Monday of the week, YYYY-MM-DD', example: '2026-03-09' });

/** POST /api/menu/publish (admin): tell every resident the week's menu is out. */
export const PublishWeekBodySchema = z.object({ from: WeekStartSchema });
export type PublishWeekBody = z.infer<typeof PublishWeekBodySchema>;

/** GET /api/menu/publication?from= (admin). */
export const WeekPublicationQuerySchema = z.object({ from: WeekStartSchema });

export const MenuPublicationSchema = z.object({
  /** ISO 8601 with the community's offset. */
  publishedAt: z.string(),
  /** The publishing admin's name; null once their account is gone. */
  publishedBy: z.string().nullable(),
});
export type MenuPublication = z.infer<typeof MenuPublicationSchema>;

/** A week's last publication, and whether its plan changed since (publish again to tell). */
export const WeekPublicationSchema = z.object({
  weekStart: z.string(),
  last: MenuPublicationSchema.nullable(),
  changedSince: z.boolean(),
});
export type WeekPublication = z.infer<typeof WeekPublicationSchema>;

export const PublishWeekResultSchema = WeekPublicationSchema.extend({
  /** Residents told in the bell by this call (0 when the same plan was already published). */
  told: z.number().int(),
  /** The plan was published as it is already: nobody was told again. */
  alreadyPublished: z.boolean(),
});
export type PublishWeekResult = z.infer<typeof PublishWeekResultSchema>;

/** GET and PUT /api/users/me/cutoff-reminder: a push before each sitting's cut-off. */
export const CutoffReminderSchema = z.object({ on: z.boolean() });
export type CutoffReminder = z.infer<typeof CutoffReminderSchema>;
export const CutoffReminderBodySchema = z.object({
  on: z.boolean({ error: 'on must be true or false.' }),
});
