import { and, asc, eq, exists, between, sql } from 'drizzle-orm';
import type { AnalyticsPeriod } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { mealLikes, mealRequests, payments, reviews, user } from '../../db/schema';
import { countAll, withinPeriod } from './period-sql-repository';

const isResident = eq(user.role, 'student');

export const peopleFiguresRepository = {
  /** Membership sales per plan and month (in the community's time zone), in poisha. */
  memberships(db: Executor, period: AnalyticsPeriod) {
    // The month is computed once, in a subquery: a zone sent as a parameter twice would be two
    // expressions to PostgreSQL, and GROUP BY would not match the SELECT.
    const sales = db
      .select({
        plan: payments.package,
        month:
          sql<string>`to_char(${payments.paidAt} at time zone ${period.timeZone}, 'YYYY-MM')`.as(
            'month',
          ),
        poisha: payments.amountPoisha,
      })
      .from(payments)
      .where(withinPeriod(payments.paidAt, period))
      .as('sales');
    return db
      .select({
        plan: sales.plan,
        month: sales.month,
        count: countAll(),
        poisha: sql<number>`sum(${sales.poisha})`.mapWith(Number),
      })
      .from(sales)
      .groupBy(sales.month, sales.plan)
      .orderBy(asc(sales.month), asc(sales.plan));
  },

  /** Residents holding each badge now. */
  badges(db: Executor) {
    return db
      .select({ badge: user.badge, count: countAll() })
      .from(user)
      .where(isResident)
      .groupBy(user.badge);
  },

  /** Residents who requested, reviewed or liked a meal in the period, and those who signed up in it. */
  async residents(db: Executor, period: AnalyticsPeriod) {
    const requested = db
      .select({ one: sql`1` })
      .from(mealRequests)
      .where(
        and(
          eq(mealRequests.userId, user.id),
          between(mealRequests.communityDay, period.from, period.to),
        ),
      );
    const reviewed = db
      .select({ one: sql`1` })
      .from(reviews)
      .where(and(eq(reviews.userId, user.id), withinPeriod(reviews.createdAt, period)));
    const liked = db
      .select({ one: sql`1` })
      .from(mealLikes)
      .where(and(eq(mealLikes.userId, user.id), withinPeriod(mealLikes.createdAt, period)));
    const [active] = await db
      .select({ count: countAll() })
      .from(user)
      .where(
        and(isResident, sql`(${exists(requested)} or ${exists(reviewed)} or ${exists(liked)})`),
      );
    const [joined] = await db
      .select({ count: countAll() })
      .from(user)
      .where(and(isResident, withinPeriod(user.createdAt, period)));
    return { active: active?.count ?? 0, newSignUps: joined?.count ?? 0 };
  },
};
