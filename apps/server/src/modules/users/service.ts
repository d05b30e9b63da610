import {
  MESSAGES,
  USER_SEARCH_MIN_LENGTH,
  type SaveUserBody,
  type SaveUserResult,
  type UpdateProfileBody,
  type UserRecord,
} from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Auth } from '../../auth/create-auth';
import { createResetLink } from '../../auth/reset-link';
import { userStore } from '../../auth/user-store';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { freezeEveryDueSitting } from '../board/freeze';
import { usersRepository } from './repository';
import { toUserRecord } from './to-user-record';
import { WORDINGS } from '../../lib/wordings';

export const usersService = {
  /**
   * Saves the caller's own name and photo once, as the specification's client expects after
   * registering; role, badge and email are never taken from the body.
   */
  async saveOwnProfile(db: Executor, caller: Caller, body: SaveUserBody): Promise<SaveUserResult> {
    if (body.email && body.email.trim().toLowerCase() !== caller.email) {
      throw forbidden(
        {
          en: 'You can only save your own profile.',
          bn: 'আপনি শুধু নিজের প্রোফাইল সংরক্ষণ করতে পারেন।',
        },
        'NOT_YOUR_PROFILE',
      );
    }
    const profile = {
      ...(body.name ? { name: body.name } : {}),
      ...(body.image !== undefined ? { image: body.image || null } : {}),
    };
    const insertedId = await usersRepository.saveProfileOnce(db, caller.id, profile);
    return insertedId
      ? { acknowledged: true, insertedId }
      : { acknowledged: true, message: MESSAGES.userAlreadyExists };
  },

  /** The caller edits their own name, photo, hall and room; what the body leaves out stays. */
  async updateOwnProfile(
    db: Executor,
    caller: Caller,
    body: UpdateProfileBody,
  ): Promise<UserRecord> {
    const fields = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.image !== undefined ? { image: body.image || null } : {}),
      ...(body.hall !== undefined ? { hall: body.hall } : {}),
      ...(body.room !== undefined ? { room: body.room } : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
    };
    if (Object.keys(fields).length === 0) return toUserRecord(caller);
    const row = await usersRepository.updateProfile(db, caller.id, fields);
    if (!row) throw notFound(WORDINGS.accountGone, 'USER_NOT_FOUND');
    return toUserRecord(row);
  },

  async list(db: Executor, search: string | undefined) {
    const text = search?.trim() ?? '';
    const rows = await usersRepository.list(
      db,
      text.length >= USER_SEARCH_MIN_LENGTH ? text : undefined,
    );
    return rows.map(toUserRecord);
  },

  /** A one-time password-reset link an admin hands to a resident (servers without SMTP). */
  async passwordResetLink(db: Executor, auth: Auth, email: string, siteUrl: string) {
    const target = await userStore.findByEmail(db, email);
    if (!target) throw notFound(WORDINGS.noUserWithEmail, 'USER_NOT_FOUND');
    return createResetLink(auth, target.id, siteUrl);
  },

  /** Promotes the account with this email; promoting an admin again changes nothing. */
  async makeAdmin(db: Executor, email: string, now = new Date()) {
    const target = await userStore.findByEmail(db, email);
    if (!target) throw notFound(WORDINGS.noUserWithEmail, 'USER_NOT_FOUND');
    if (target.role === 'admin')
      return { acknowledged: true as const, matchedCount: 1, modifiedCount: 0 };
    // A resident leaves the board's count: sittings past their cut-off keep them (decision 0017).
    await freezeEveryDueSitting(db, now);
    await userStore.setRole(db, target.id, 'admin');
    return { acknowledged: true as const, matchedCount: 1, modifiedCount: 1 };
  },
};
