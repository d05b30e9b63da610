import type { MakeAdminResult } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import { userStore } from '../../auth/user-store';
import type { Executor } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { freezeEveryDueSitting } from '../board/freeze';
import { usersRepository } from './repository';
import { WORDINGS } from '../../lib/wordings';

/**
 * Makes the admin with this email a student again, never the last admin. Role changes take
 * turns under one lock, and the caller's own role is read again inside it: two admins demoting
 * each other at once leave one admin, and the one demoted first cannot demote anyone after.
 */
export async function makeStudent(
  db: Executor,
  caller: Caller,
  email: string,
  now = new Date(),
): Promise<MakeAdminResult> {
  // A new resident on the board: sittings past their cut-off keep their count (decision 0017).
  await freezeEveryDueSitting(db, now);
  return db.transaction(async (tx) => {
    await usersRepository.lockRoles(tx);
    const self = await userStore.findById(tx, caller.id);
    if (self?.role !== 'admin') throw forbidden(WORDINGS.adminsOnly, 'ADMIN_ONLY');
    const target = await userStore.findByEmail(tx, email);
    if (!target) throw notFound(WORDINGS.noUserWithEmail, 'USER_NOT_FOUND');
    if (target.role !== 'admin') return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
    if ((await usersRepository.countAdmins(tx)) <= 1) {
      throw conflict(
        {
          en: `${target.name || target.email} is the only admin left. Make someone else an admin first.`,
          bn: `${target.name || target.email} একমাত্র অ্যাডমিন। আগে অন্য কাউকে অ্যাডমিন করুন।`,
        },
        'LAST_ADMIN',
      );
    }
    await userStore.setRole(tx, target.id, 'student');
    return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  });
}
