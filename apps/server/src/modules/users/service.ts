import {
  MESSAGES,
  USER_SEARCH_MIN_LENGTH,
  type SaveUserBody,
  type SaveUserResult,
} from '@messmate/shared';
import type { Caller } from '../../access/caller';
import { userStore } from '../../auth/user-store';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { usersRepository } from './repository';
import { toUserRecord } from './to-user-record';

export const usersService = {
  /**
   * Saves the caller's own name and photo once, as the specification's client expects after
   * registering; role, badge and email are never taken from the body.
   */
  async saveOwnProfile(db: Executor, caller: Caller, body: SaveUserBody): Promise<SaveUserResult> {
    if (body.email && body.email.trim().toLowerCase() !== caller.email) {
      throw forbidden('You can only save your own profile.', 'NOT_YOUR_PROFILE');
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

  async list(db: Executor, search: string | undefined) {
    const text = search?.trim() ?? '';
    const rows = await usersRepository.list(
      db,
      text.length >= USER_SEARCH_MIN_LENGTH ? text : undefined,
    );
    return rows.map(toUserRecord);
  },

  /** Promotes the account with this email; promoting an admin again changes nothing. */
  async makeAdmin(db: Executor, email: string) {
    const target = await userStore.findByEmail(db, email);
    if (!target) throw notFound('No user has that email address.', 'USER_NOT_FOUND');
    if (target.role === 'admin')
      return { acknowledged: true as const, matchedCount: 1, modifiedCount: 0 };
    await userStore.setRole(db, target.id, 'admin');
    return { acknowledged: true as const, matchedCount: 1, modifiedCount: 1 };
  },
};
