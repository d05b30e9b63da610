import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { oncePerObject } from '../../lib/once-per-object';
import { keptSetting } from '../../db/kept-setting';

const BOARD_SECRET_SETTING = 'pickup_board_secret';

/**
 * The key board codes are derived with: made on the first start and kept in the database (like
 * the VAPID keys), so every instance and restart derives the same codes and a GET writes nothing.
 */
export const boardSecretOf = oncePerObject(async (db: Database): Promise<Buffer> => {
  const kept = await keptSetting(db, BOARD_SECRET_SETTING, randomBytes(32).toString('base64url'));
  return Buffer.from(kept, 'base64url');
});
