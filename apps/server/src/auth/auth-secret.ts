import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appSettings } from '../db/schema';
import type { Env } from '../env';

const SECRET_SETTING = 'auth_secret';

/**
 * AUTH_SECRET when set; otherwise one generated on the first start and kept in the
 * database, so every instance (and every restart) signs sessions with the same secret.
 */
export async function resolveAuthSecret(db: Executor, env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  await db
    .insert(appSettings)
    .values({ key: SECRET_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SECRET_SETTING));
  if (!row) throw new Error('The generated auth secret could not be read back from app_settings');
  return row.value;
}
