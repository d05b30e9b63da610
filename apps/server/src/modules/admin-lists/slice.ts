import type { PageQuery } from '@messmate/shared';
import type { Slice } from '../../db/slice';

export const sliceOf = ({ page, pageSize }: PageQuery): Slice => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** A page as the API answers it: its rows, how many match in all and how many pages that is. */
export function pageAnswer<T>(items: T[], total: number, { page, pageSize }: PageQuery) {
  return { items, total, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)) };
}
