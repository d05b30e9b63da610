import { z } from 'zod';
import { MEAL_CATEGORIES, PLAN_NAMES } from '../constants';
import { AnalyticsPeriodSchema } from './analytics-period';
import { KitchenBoardFiguresSchema, MyBoardFiguresSchema } from './analytics-board';

export * from './analytics-period';
export * from './analytics-board';

const count = z.number().int().nonnegative();
const minutes = z
  .number()
  .nullable()
  .describe('Minutes, one decimal; null when nothing was served');
const perCategory = z.object({ Breakfast: count, Lunch: count, Dinner: count });

const MealRankSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.enum(MEAL_CATEGORIES),
  /** Likes in all time, as the meal shows them. */
  likes: count,
  /** The meal's mean star rating now (0 when nobody rated), and how many residents rated it. */
  rating: z.number(),
  ratings: count,
  /** Requests in the period. */
  requests: count,
});

const PeriodRatingSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The mean of the ratings given in the period: one per resident, their latest. */
  rating: z.number(),
  ratings: count,
});

export const KitchenAnalyticsSchema = z.object({
  period: AnalyticsPeriodSchema,
  requests: z.object({
    total: count,
    served: count,
    pending: count,
    medianMinutesToServe: minutes,
    p90MinutesToServe: minutes,
    perDay: z.array(perCategory.extend({ date: z.string(), served: count, pending: count })),
  }),
  /** The most requested meals of the period, most first (at most 10). */
  topMeals: z.array(MealRankSchema),
  /** Likes given in the period, most first (at most 10). */
  mostLiked: z.array(z.object({ _id: z.string(), title: z.string(), likes: count })),
  bestRated: z.array(PeriodRatingSchema),
  worstRated: z.array(PeriodRatingSchema),
  /** Meals rated lower in the period than in the period of the same length before it. */
  fallingRatings: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      before: z.number(),
      during: z.number(),
      ratingsBefore: count,
      ratingsDuring: count,
    }),
  ),
  /** Membership sales per plan and month (community time), revenue in taka. */
  memberships: z.array(
    z.object({ plan: z.enum(PLAN_NAMES), month: z.string(), count, revenue: z.number() }),
  ),
  /** Residents (students) holding each badge now. */
  badges: z.object({ Bronze: count, Silver: count, Gold: count, Platinum: count }),
  residents: z.object({
    /** Residents who requested, reviewed or liked a meal in the period. */
    active: count,
    newSignUps: count,
  }),
  board: KitchenBoardFiguresSchema,
});
export type KitchenAnalytics = z.infer<typeof KitchenAnalyticsSchema>;

export const MyAnalyticsSchema = z.object({
  period: AnalyticsPeriodSchema,
  requests: z.object({
    total: count,
    served: count,
    byCategory: perCategory,
    /** Weeks start on Monday; `week` is that Monday. */
    perWeek: z.array(perCategory.extend({ week: z.string() })),
  }),
  /** The meals I requested most in the period (at most 5). */
  favourites: z.array(z.object({ mealId: z.string(), title: z.string(), requests: count })),
  /** My ratings given in the period against the meal's mean over every resident now. */
  ratings: z.array(
    z.object({
      mealId: z.string(),
      title: z.string(),
      mine: z.number(),
      communityMean: z.number(),
    }),
  ),
  payments: z.array(z.object({ plan: z.enum(PLAN_NAMES), amount: z.number(), paidAt: z.string() })),
  /** Taka paid for memberships in the period. */
  paid: z.number(),
  board: MyBoardFiguresSchema,
});
export type MyAnalytics = z.infer<typeof MyAnalyticsSchema>;
