import { z } from 'zod';

/** Base64url without padding, as a browser's PushSubscription.toJSON() gives its keys. */
const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `The subscription's ${what} key is missing.` })
    .trim()
    .min(min, `The subscription's ${what} key is too short.`)
    .max(max, `The subscription's ${what} key is too long.`)
    .regex(/^[A-Za-z0-9_-]+$/, `The subscription's ${what} key is not base64url.`);

const endpoint = z
  .url({ error: 'The push endpoint must be a web address.' })
  .max(2048, 'The push endpoint address is too long.')
  .refine((value) => value.startsWith('https://'), 'The push endpoint must be an https address.');

/** What PushSubscription.toJSON() gives: the push service's address and the browser's keys. */
export const PushSubscriptionBodySchema = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
      p256dh: base64url('p256dh', 80, 100),
      auth: base64url('auth', 16, 32),
    },
    { error: 'The subscription has no keys.' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z.object({ endpoint });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

export const PushPublicKeySchema = z.object({
  /** The server's VAPID public key (base64url): the browser's applicationServerKey. */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

export const PushSubscribedSchema = z.object({ acknowledged: z.boolean(), endpoint: z.string() });
export type PushSubscribed = z.infer<typeof PushSubscribedSchema>;

/** What a push message carries; the service worker shows it as a notification. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A page of the app to open on a tap. */
  link: z.string().nullable(),
  /** Notifications with the same tag replace each other (one per request or thread). */
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
