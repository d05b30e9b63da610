import webPush from 'web-push';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { oncePerObject } from '../../lib/once-per-object';
import { keptSetting } from '../../db/kept-setting';

const VAPID_SETTING = 'vapid_keys';

const VapidKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
export type VapidKeys = z.infer<typeof VapidKeysSchema>;

/**
 * The server's VAPID key pair: made on the first start and kept in the database (like the auth
 * secret), so every instance and every restart signs pushes with the same keys and the browsers'
 * subscriptions, which are bound to the public key, keep working. Read once per database.
 */
export const vapidKeysOf = oncePerObject(async (db: Database): Promise<VapidKeys> => {
  const stored = await keptSetting(db, VAPID_SETTING, JSON.stringify(webPush.generateVAPIDKeys()));
  return VapidKeysSchema.parse(JSON.parse(stored));
});
