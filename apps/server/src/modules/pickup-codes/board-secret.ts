import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { oncePerObject } from '../../lib/once-per-object';
import { boardCodesRepository } from './board-repository';

/**
 * The key board codes are derived with: made on the first start and kept in the database (like
 * the VAPID keys), so every instance and restart derives the same codes and a GET writes nothing.
 */
export const boardSecretOf = oncePerObject(async (db: Database): Promise<Buffer> => {
  const kept = await boardCodesRepository.keepSecret(db, randomBytes(32).toString('base64url'));
  if (!kept) throw new Error('The pickup board secret could not be read back from app_settings');
  return Buffer.from(kept, 'base64url');
});
