import { z } from 'zod';

export const PICKUP_KINDS = ['request', 'board'] as const;
export type PickupKind = (typeof PICKUP_KINDS)[number];

/**
 * Short codes use letters and digits nobody mixes up when reading aloud or typing from a
 * phone at arm's length: no 0/O, 1/I/L.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 7;
/** What the QR code holds: a prefix, then enough random characters of the same alphabet. */
export const PICKUP_CODE_PREFIX = 'MM1-';
export const PICKUP_CODE_RANDOM_LENGTH = 26;

/** One code the resident can show at the counter. */
export const PickupCodeSchema = z.object({
  code: z.string(),
  shortCode: z.string(),
  kind: z.enum(PICKUP_KINDS),
  requestId: z.string().optional(),
  date: z.string().optional(),
  sitting: z.string().optional(),
  title: z.string(),
});
export type PickupCode = z.infer<typeof PickupCodeSchema>;

/** As typed or scanned: spaces, dashes inside a short code and any casing are forgiven. */
export function normalizePickupCode(input: string): string {
  const upper = input.trim().toUpperCase();
  if (upper.startsWith(PICKUP_CODE_PREFIX)) return upper;
  return upper.replace(/[\s-]+/g, '');
}

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
  resident: z.object({ name: z.string(), image: z.string().nullable() }),
  /** When it was collected (ISO 8601), or null while it waits. */
  collectedAt: z.string().nullable(),
});
export type CounterLookup = z.infer<typeof CounterLookupSchema>;
