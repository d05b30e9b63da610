import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHORT_CODE_ALPHABET } from '@messmate/shared';
import { pickupCodes } from '../../src/db/schema';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { counter, pickupCodesOf, residentWithCode } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const backfill = readFileSync(
  path.resolve(
    import.meta.dirname,
    '../../src/db/migrations/0013_pickup-codes-for-pending-requests.sql',
  ),
  'utf8',
);

it('gives a pending request made before pickup codes its own random code, once', async () => {
  const admin = await signedInAs(t.app, { role: 'admin' });
  const old = await residentWithCode(t.app, 'Old Request Olive');
  const kept = await residentWithCode(t.app, 'Kept Code Kabir');
  // As it was before the migration: a pending request without a code.
  await t.db.delete(pickupCodes).where(eq(pickupCodes.requestId, old.requestId));
  expect(await pickupCodesOf(t.app, old.resident)).toEqual([]);

  await t.db.execute(sql.raw(backfill));

  const [made] = await pickupCodesOf(t.app, old.resident);
  expect(made?.requestId).toBe(old.requestId);
  expect(made?.code).toMatch(new RegExp(`^MM1-[${SHORT_CODE_ALPHABET}]{26}$`));
  expect(made?.shortCode).toMatch(new RegExp(`^[${SHORT_CODE_ALPHABET}]{7}$`));
  expect(made?.code).not.toBe(old.code.code);
  expect(await pickupCodesOf(t.app, kept.resident)).toEqual([kept.code]);
  expect((await counter(t.app, 'collect', admin, made?.shortCode ?? '')).statusCode).toBe(200);
});
