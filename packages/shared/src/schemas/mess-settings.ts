import { z } from 'zod';
import { BOARD_DEFAULTS, SITTINGS } from './mess-calendar';

const timeMessage = 'Times are written HH:MM on a 24-hour clock, for example 13:00.';

/** A wall-clock time in the community's time zone. */
export const TimeOfDaySchema = z
  .string({ error: timeMessage })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage)
  .meta({ example: '13:00' });

/** Minutes since midnight of an HH:MM time. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** One sitting's times. cutoffDayBefore: the cut-off is on the evening before the sitting's day. */
export const SittingTimesSchema = z.object({
  sitting: z.enum(SITTINGS, { error: 'The sitting must be Breakfast, Lunch or Dinner.' }),
  starts: TimeOfDaySchema,
  ends: TimeOfDaySchema,
  cutoff: TimeOfDaySchema,
  cutoffDayBefore: z.boolean({ error: 'cutoffDayBefore must be true or false.' }),
});
export type SittingTimes = z.infer<typeof SittingTimesSchema>;

/** The defaults of DESIGN.md, used until an admin saves others. */
export const DEFAULT_SITTING_TIMES: readonly SittingTimes[] = [
  { sitting: 'Breakfast', starts: '07:30', ends: '09:30', cutoff: '22:00', cutoffDayBefore: true },
  { sitting: 'Lunch', starts: '13:00', ends: '15:00', cutoff: '10:30', cutoffDayBefore: false },
  { sitting: 'Dinner', starts: '20:00', ends: '22:00', cutoff: '17:00', cutoffDayBefore: false },
];

/** PUT /api/mess-settings (admin): all three sittings, each once, each ending after it starts. */
export const UpdateMessSettingsBodySchema = z
  .object({
    defaultBoard: z.enum(BOARD_DEFAULTS, { error: "defaultBoard must be 'in' or 'out'." }),
    sittings: z
      .array(SittingTimesSchema, { error: 'Give the times of Breakfast, Lunch and Dinner.' })
      .length(SITTINGS.length, 'Give the times of Breakfast, Lunch and Dinner, each once.'),
  })
  .superRefine(({ sittings }, ctx) => {
    SITTINGS.forEach((name) => {
      if (sittings.filter((s) => s.sitting === name).length !== 1)
        ctx.addIssue({
          code: 'custom',
          path: ['sittings'],
          message: `Give the times of ${name} exactly once.`,
        });
    });
    sittings.forEach((s, index) => {
      if (minutesOfDay(s.ends) <= minutesOfDay(s.starts))
        ctx.addIssue({
          code: 'custom',
          path: ['sittings', index, 'ends'],
          message: `${s.sitting} must end after it starts (${s.starts}).`,
        });
      if (!s.cutoffDayBefore && minutesOfDay(s.cutoff) > minutesOfDay(s.starts))
        ctx.addIssue({
          code: 'custom',
          path: ['sittings', index, 'cutoff'],
          message: `${s.sitting}'s cut-off must be at or before it starts (${s.starts}).`,
        });
    });
  });
export type UpdateMessSettingsBody = z.infer<typeof UpdateMessSettingsBodySchema>;

/** GET /api/mess-settings: the sittings in serving order. */
export const MessSettingsSchema = z.object({
  timeZone: z.string(),
  defaultBoard: z.enum(BOARD_DEFAULTS),
  sittings: z.array(SittingTimesSchema),
});
export type MessSettings = z.infer<typeof MessSettingsSchema>;
