import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decideScope,
  ownerOrAdminScope,
  type AllRowsRule,
  type OwnRowsRule,
} from '../../src/access/owner-or-admin';
import { HttpError } from '../../src/lib/http-error';
import { createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';

const EVERYONE: AllRowsRule = {
  withoutEmail: 'everyone',
  everyoneRefused: { en: 'Only admins can see every row.', bn: 'সব সারি শুধু অ্যাডমিনদের জন্য।' },
  othersRefused: {
    message: { en: 'Only your own rows, please.', bn: 'শুধু আপনার নিজের সারি।' },
    code: 'NOT_YOUR_ROWS',
  },
};
const OWN: OwnRowsRule = {
  withoutEmail: 'own',
  othersRefused: {
    message: { en: 'Only your own receipts.', bn: 'শুধু আপনার নিজের রসিদ।' },
    code: 'NOT_YOUR_RECEIPTS',
  },
};

const resident = { id: 'resident-1', email: 'rahim@example.com', role: 'student' as const };
const admin = { id: 'admin-1', email: 'kitchen@example.com', role: 'admin' as const };

/** The refusal decideScope throws, as status, code and message; or what it decided. */
function outcome(...args: Parameters<typeof decideScope>) {
  try {
    return decideScope(...args);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, code: error.code, message: error.message };
  }
}

describe('decideScope: a resident sees their own rows, an admin anyone, chosen by ?email=', () => {
  it('gives a resident their own rows for their own email, in any case or spacing', () => {
    for (const email of ['rahim@example.com', 'RAHIM@Example.com', '  rahim@example.com ']) {
      expect(outcome(resident, email, EVERYONE)).toEqual({ kind: 'one', userId: 'resident-1' });
      expect(outcome(resident, email, OWN)).toEqual({ kind: 'one', userId: 'resident-1' });
    }
  });

  it("refuses a resident someone else's rows with the list's own words", () => {
    expect(outcome(resident, 'karim@example.com', EVERYONE)).toEqual({
      status: 403,
      code: 'NOT_YOUR_ROWS',
      message: 'Only your own rows, please.',
    });
    expect(outcome(resident, 'karim@example.com', OWN)).toEqual({
      status: 403,
      code: 'NOT_YOUR_RECEIPTS',
      message: 'Only your own receipts.',
    });
  });

  it('without ?email= gives everyone to an admin and refuses a resident, on an everyone list', () => {
    expect(outcome(admin, undefined, EVERYONE)).toEqual({ kind: 'everyone' });
    expect(outcome(admin, '', EVERYONE)).toEqual({ kind: 'everyone' });
    expect(outcome(resident, undefined, EVERYONE)).toEqual({
      status: 403,
      code: 'ADMIN_ONLY',
      message: 'Only admins can see every row.',
    });
  });

  it('without ?email= gives anyone their own rows, on an own list, admins included', () => {
    expect(outcome(resident, undefined, OWN)).toEqual({ kind: 'one', userId: 'resident-1' });
    expect(outcome(admin, undefined, OWN)).toEqual({ kind: 'one', userId: 'admin-1' });
  });

  it("leaves an admin's look at another person's rows to the email lookup, lowercased", () => {
    expect(outcome(admin, 'Karim@Example.com', EVERYONE)).toEqual({
      kind: 'by-email',
      email: 'karim@example.com',
    });
    expect(outcome(admin, 'karim@example.com', OWN)).toEqual({
      kind: 'by-email',
      email: 'karim@example.com',
    });
    expect(outcome(admin, 'KITCHEN@example.com', OWN)).toEqual({ kind: 'one', userId: 'admin-1' });
  });
});

describe('ownerOrAdminScope on the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the person an admin names by email, and nobody for an email no one has', async () => {
    const kitchen = await createUser(t.db, { role: 'admin' });
    const karim = await createUser(t.db);
    expect(await ownerOrAdminScope(t.db, kitchen, karim.email.toUpperCase(), EVERYONE)).toEqual({
      kind: 'one',
      userId: karim.id,
    });
    expect(await ownerOrAdminScope(t.db, kitchen, 'nobody@example.com', OWN)).toEqual({
      kind: 'nobody',
    });
  });

  it('refuses a resident before looking anyone up', async () => {
    const student = await createUser(t.db);
    const other = await createUser(t.db);
    await expect(ownerOrAdminScope(t.db, student, other.email, OWN)).rejects.toMatchObject({
      statusCode: 403,
      code: 'NOT_YOUR_RECEIPTS',
    });
  });
});
