import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/client';
import { keptSetting } from '../db/kept-setting';
import type { Env } from '../env';

const SECRET_SETTING = 'auth_secret';

/**
 * AUTH_SECRET when set; otherwise one generated on the first start and kept in the
 * database, so every instance (and every restart) signs sessions with the same secret.
 */
export async function resolveAuthSecret(db: Executor, env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  return keptSetting(db, SECRET_SETTING, randomBytes(32).toString('base64url'));
}
