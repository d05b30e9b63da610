import type { Caller } from '../../access/caller';
import type { Executor } from '../../db/client';
import { adminRepository } from './repository';

export const adminService = {
  /** 'Meals Added' on the admin profile: the caller's own count unless another email is asked. */
  async mealsCount(db: Executor, caller: Caller, email: string | undefined) {
    return { count: await adminRepository.countMealsOf(db, email ?? caller.email) };
  },
};
