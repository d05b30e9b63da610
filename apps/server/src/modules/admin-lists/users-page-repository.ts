import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { user } from '../../db/schema';
import type { Slice } from '../../db/slice';

export interface UserFilters {
  search?: string;
  role?: Role;
}

function matching({ search, role }: UserFilters): SQL | undefined {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
    role ? eq(user.role, role) : undefined,
  );
}

/** Manage Users, a page at a time: by name, then email (both fixed, so pages never overlap). */
export const usersPageRepository = {
  rows(db: Executor, filters: UserFilters, slice: Slice) {
    return db
      .select()
      .from(user)
      .where(matching(filters))
      .orderBy(asc(sql`lower(${user.name})`), asc(user.email))
      .limit(slice.limit)
      .offset(slice.offset);
  },

  count(db: Executor, filters: UserFilters): Promise<number> {
    return db.$count(user, matching(filters));
  },
};
