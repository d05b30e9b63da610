import { account } from '../../../src/db/schema';
import type { ActorName, World } from './world';

/** better-auth's scrypt hashes: a 16-byte salt and a 64-byte key, both hex, joined by ':'. */
const PASSWORD_HASH = /[0-9a-f]{32}:[0-9a-f]{128}/i;

export interface Secrets {
  hashes: string[];
}

export async function readSecrets(world: World): Promise<Secrets> {
  const rows = await world.db.select({ password: account.password }).from(account);
  return { hashes: rows.flatMap((row) => (row.password ? [row.password] : [])) };
}

/**
 * What a response to `actor` must never carry: anyone's password hash, another person's
 * token or session cookie, and (unless the actor is an admin) another person's email.
 */
export function leaksIn(text: string, actor: ActorName, world: World, secrets: Secrets): string[] {
  const found: string[] = [];
  if (/scrypt/i.test(text) || PASSWORD_HASH.test(text)) found.push('a password hash');
  for (const hash of secrets.hashes) if (text.includes(hash)) found.push('a stored password hash');
  for (const [name, person] of Object.entries(world.people)) {
    if (name === actor) continue;
    if (text.includes(person.token)) found.push(`the token of ${name}`);
    if (actor !== 'admin' && text.toLowerCase().includes(person.user.email.toLowerCase())) {
      found.push(`the email of ${name}`);
    }
  }
  return found;
}
