import { z } from 'zod';
import { normalizePickupCode } from '../pickup-code-format';
import { SITTINGS } from './mess-calendar';

export const PICKUP_KINDS = ['request', 'board'] as const;
export type PickupKind = (typeof PICKUP_KINDS)[number];

/** One code the resident can show at the counter. */
export const PickupCodeSchema = z.object({
  code: z.string(),
  shortCode: z.string(),
  kind: z.enum(PICKUP_KINDS),
  requestId: z.string().optional(),
  date: z.string().optional(),
  sitting: z.enum(SITTINGS).optional(),
  title: z.string(),
  /** The title with the dishes' Bangla titles, when any has one: shown to Bangla readers. */
  titleBn: z.string().nullable(),
});
export type PickupCode = z.infer<typeof PickupCodeSchema>;

export const CounterCodeBodySchema = z.object({
  code: z
    .string({ error: 'Scan a pickup code or type its short code.' })
    .trim()
    .min(1, 'Scan a pickup code or type its short code.')
    .max(100, 'That is not a pickup code.')
    .transform(normalizePickupCode),
});
export type CounterCodeBody = z.infer<typeof CounterCodeBodySchema>;

export const CounterLookupSchema = z.object({
  kind: z.enum(PICKUP_KINDS),
  title: z.string(),
  /** A board code's sitting (its title starts with it too). */
  sitting: z.enum(SITTINGS).optional(),
  resident: z.object({ name: z.string(), image: z.string().nullable() }),
  /** When it was collected (ISO 8601), or null while it waits. */
  collectedAt: z.string().nullable(),
});
export type CounterLookup = z.infer<typeof CounterLookupSchema>;
