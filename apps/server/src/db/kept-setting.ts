import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { appSettings } from './schema';

/**
 * A value made once and kept in `app_settings` (the auth secret, the VAPID keys, the board codes'
 * key): the first instance to start writes `madeNow`; every instance and restart reads back
 * whichever value won, so all of them sign and derive with the same one.
 */
export async function keptSetting(db: Executor, key: string, madeNow: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: madeNow })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`The setting ${key} could not be read back from app_settings`);
  return row.value;
}
