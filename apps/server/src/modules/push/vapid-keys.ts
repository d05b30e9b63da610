import webPush from 'web-push';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { oncePerObject } from '../../lib/once-per-object';
import { pushRepository } from './repository';

const VapidKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
export type VapidKeys = z.infer<typeof VapidKeysSchema>;

/**
 * The server's VAPID key pair: made on the first start and kept in the database (like the auth
 * secret), so every instance and every restart signs pushes with the same keys and the browsers'
 * subscriptions, which are bound to the public key, keep working. Read once per database.
 */
export const vapidKeysOf = oncePerObject(async (db: Database): Promise<VapidKeys> => {
  const stored = await pushRepository.keepVapidKeys(
    db,
    JSON.stringify(webPush.generateVAPIDKeys()),
  );
  if (!stored) throw new Error('The VAPID keys could not be read back from app_settings');
  return VapidKeysSchema.parse(JSON.parse(stored));
});
