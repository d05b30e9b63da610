import { z } from 'zod';
import { MEAL_CATEGORIES, ROLES } from '../constants';
import { blankToUndefined } from './common';
import { MealSchema } from './meal';
import { MealRequestSchema, REQUEST_STATUSES } from './meal-request';
import { ReviewSchema } from './review';
import { UserRecordSchema } from './user';

/** How many rows an admin table shows at once unless the address asks for another size. */
export const ADMIN_PAGE_SIZE = 20;

const searchText = z
  .string()
  .trim()
  .max(100, 'The search text is too long.')
  .optional()
  .transform((value) => (value ? value : undefined));

/** ?page= (from 1) and ?pageSize= (1–100) of every admin table. */
const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'The page must be a whole number from 1.' })
    .int('The page must be a whole number from 1.')
    .min(1, 'The page must be a whole number from 1.')
    .max(100_000, 'The page is too far.')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'The page size must be a whole number from 1 to 100.' })
    .int('The page size must be a whole number from 1 to 100.')
    .min(1, 'The page size must be a whole number from 1 to 100.')
    .max(100, 'The page size must be a whole number from 1 to 100.')
    .default(ADMIN_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error }).optional());

export const AdminUsersQuerySchema = PageQuerySchema.extend({
  /** Any part of the name or email, any case. */
  search: searchText,
  role: optionalEnum(ROLES, 'Role must be student or admin.'),
});
export const AdminReviewsQuerySchema = PageQuerySchema.extend({
  /** Any part of the author's name or email, the meal's title or the review's text. */
  search: searchText,
  rating: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('Rating must be a whole number from 1 to 5.')
      .min(1, 'Rating must be a whole number from 1 to 5.')
      .max(5, 'Rating must be a whole number from 1 to 5.')
      .optional(),
  ),
});
export const AdminRequestsQuerySchema = PageQuerySchema.extend({
  /** Any part of the resident's name or email or the meal's title. */
  search: searchText,
  status: optionalEnum(REQUEST_STATUSES, 'Status must be pending or delivered.'),
});
export const AdminMealsQuerySchema = PageQuerySchema.extend({
  /** Any part of the title or the description. */
  search: searchText,
  category: optionalEnum(MEAL_CATEGORIES, 'Category must be Breakfast, Lunch or Dinner.'),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuerySchema>;
export type AdminRequestsQuery = z.infer<typeof AdminRequestsQuerySchema>;
export type AdminMealsQuery = z.infer<typeof AdminMealsQuerySchema>;

/** One page of a table: its rows, how many match in all, and where this page is. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  });
export const UserPageSchema = pageOf(UserRecordSchema);
export const ReviewPageSchema = pageOf(ReviewSchema);
export const MealRequestPageSchema = pageOf(MealRequestSchema);
export const MealPageSchema = pageOf(MealSchema);
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; pages: number };
