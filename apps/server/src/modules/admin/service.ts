import type { StoredUser } from '../../auth/stored-user';
import type { Executor } from '../../db/client';
import { adminRepository } from './repository';

export const adminService = {
  /** 'Meals Added' on the admin profile: the caller's own count unless another email is asked. */
  async mealsCount(db: Executor, caller: StoredUser, email: string | undefined) {
    return { count: await adminRepository.countMealsOf(db, email ?? caller.email) };
  },
};
