import type {
  AdminMealsQuery,
  AdminRequestsQuery,
  AdminReviewsQuery,
  AdminUsersQuery,
  PageQuery,
} from '@messmate/shared';
import type { Executor } from '../../db/client';
import { toMealRequest } from '../meal-requests/present';
import { toPublicMeal } from '../meals/present';
import { toReview } from '../reviews/present';
import { toUserRecord } from '../users/to-user-record';
import { mealsPageRepository } from './meals-page-repository';
import { requestsPageRepository } from './requests-page-repository';
import { reviewsPageRepository } from './reviews-page-repository';
import type { Slice } from '../../db/slice';
import { pageAnswer, sliceOf } from './slice';
import { usersPageRepository } from './users-page-repository';

interface PagedList<Filters, Row> {
  rows(db: Executor, filters: Filters, slice: Slice): Promise<Row[]>;
  count(db: Executor, filters: Filters): Promise<number>;
}

/** One page of a list and how many rows match in all. */
async function readPage<Filters, Row, Item>(
  db: Executor,
  list: PagedList<Filters, Row>,
  filters: Filters,
  page: PageQuery,
  present: (row: Row) => Item,
) {
  const [rows, total] = await Promise.all([
    list.rows(db, filters, sliceOf(page)),
    list.count(db, filters),
  ]);
  return pageAnswer(rows.map(present), total, page);
}

/** The admin tables, one page at a time, searched and filtered by the database. */
export const adminListsService = {
  users: (db: Executor, { search, role, ...page }: AdminUsersQuery) =>
    readPage(db, usersPageRepository, { search, role }, page, toUserRecord),
  reviews: (db: Executor, { search, rating, ...page }: AdminReviewsQuery) =>
    readPage(db, reviewsPageRepository, { search, rating }, page, toReview),
  requests: (db: Executor, { search, status, ...page }: AdminRequestsQuery) =>
    readPage(db, requestsPageRepository, { search, status }, page, toMealRequest),
  meals: (db: Executor, { search, category, ...page }: AdminMealsQuery) =>
    readPage(db, mealsPageRepository, { search, category }, page, toPublicMeal),
};
