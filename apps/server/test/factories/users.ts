import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Badge, Language, Role, UserRecord } from '@messmate/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { StoredUser } from '../../src/auth/stored-user';
import type { Executor } from '../../src/db/client';
import { session, user } from '../../src/db/schema';
import { publicUrl } from '../../src/env';

export const SESSION_COOKIE = 'messmate.session_token';

/** A signed-in caller: send `headers` (bearer) or `cookie` with app.inject. */
export interface SignedIn {
  user: UserRecord;
  token: string;
  cookie: string;
  headers: { authorization: string };
}

let sequence = 0;
function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}@example.com`;
}

/** The Origin header better-auth wants on every POST. */
export function originOf(app: App): { origin: string } {
  return { origin: new URL(publicUrl(app.env)).origin };
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!found) throw new Error(`No ${SESSION_COOKIE} cookie was set`);
  return found.split(';')[0] ?? '';
}

async function fetchMe(app: App, token: string): Promise<UserRecord> {
  const me = await app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
  if (me.statusCode !== 200)
    throw new Error(`GET /api/users/me answered ${me.statusCode}: ${me.body}`);
  return me.json<UserRecord>();
}

/** Registers through the real sign-up endpoint, as the Join page does. */
export async function signUpUser(
  app: App,
  overrides: { name?: string; email?: string; password?: string; image?: string } = {},
): Promise<SignedIn & { password: string }> {
  const password = overrides.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: originOf(app),
    payload: {
      name: overrides.name ?? 'Test Resident',
      email: overrides.email ?? uniqueEmail('resident'),
      password,
      ...(overrides.image ? { image: overrides.image } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up answered ${res.statusCode}: ${res.body}`);
  const token = res.json<{ token: string }>().token;
  const cookie = sessionCookieFrom(res.headers['set-cookie']);
  return {
    user: await fetchMe(app, token),
    token,
    cookie,
    headers: { authorization: `Bearer ${token}` },
    password,
  };
}

/** A user row made directly (no password), with any role and badge. */
export async function createUser(
  db: Executor,
  overrides: {
    name?: string;
    email?: string;
    image?: string | null;
    role?: Role;
    badge?: Badge;
    language?: Language | null;
  } = {},
): Promise<StoredUser> {
  const [row] = await db
    .insert(user)
    .values({
      id: randomUUID(),
      name: overrides.name ?? 'Factory Resident',
      email: (overrides.email ?? uniqueEmail(overrides.role ?? 'student')).toLowerCase(),
      image: overrides.image ?? null,
      role: overrides.role ?? 'student',
      badge: overrides.badge ?? 'Bronze',
      language: overrides.language ?? null,
    })
    .returning();
  if (!row) throw new Error('createUser inserted nothing');
  return row;
}

/** A live session for a user, made directly in the database. */
export async function sessionFor(app: App, stored: StoredUser): Promise<SignedIn> {
  const token = randomBytes(24).toString('base64url');
  await app.db.insert(session).values({
    id: randomUUID(),
    token,
    userId: stored.id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  const { secret } = await app.auth.instance.$context;
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
  return {
    user: await fetchMe(app, token),
    token,
    cookie,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A signed-in user of any role and badge: `await signedInAs(t.app, { role: 'admin' })`. */
export async function signedInAs(
  app: App,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<SignedIn> {
  return sessionFor(app, await createUser(app.db, overrides));
}

export async function storedUser(db: Executor, id: string): Promise<StoredUser | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row;
}
