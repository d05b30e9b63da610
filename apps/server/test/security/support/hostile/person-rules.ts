import { sql } from 'drizzle-orm';
import { PERSON_NAME_MAX_LENGTH, PERSON_PHOTO_MAX_LENGTH } from '@messmate/shared';
import type { Database } from '../../../../src/db/client';

/** Names and photos that once went through the auth routes untouched (issue 16, finding 1). */
export const HOSTILE_NAMES = [
  'n'.repeat(PERSON_NAME_MAX_LENGTH + 1),
  '🍛'.repeat(PERSON_NAME_MAX_LENGTH),
  'x'.repeat(200_000),
  '   ',
  ` ${'padded'.repeat(20)} `,
];

export const HOSTILE_PHOTOS = [
  'javascript:alert(document.cookie)',
  `javascript:${'a'.repeat(10_000)}`,
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/me.png',
  `https://example.com/${'p'.repeat(PERSON_PHOTO_MAX_LENGTH)}`,
  'http://',
  'vbscript:msgbox(1)',
];

interface Row {
  id: string;
}

/**
 * Every stored person within the shared rules, however their row was written: a name of 1-100
 * characters with no outer spaces, and no photo or an http(s) address or one of our images.
 */
export async function personRuleProblems(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select id from "user"
    where char_length(name) > ${PERSON_NAME_MAX_LENGTH} or name <> btrim(name) or name = ''
       or (image is not null and (char_length(image) > ${PERSON_PHOTO_MAX_LENGTH}
           or (image !~* '^https?://[^/?#]' and image !~ '^/api/images/[0-9a-f]{64}\\.webp$')))`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows.map((row) => `user ${row.id} is stored with a name or photo outside the rules`);
}
