import { sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { meals } from '../../db/schema';
import {
  conditionsOf,
  conditionValues,
  MEAL_ORDERS,
  type ListConditionValues,
  type MealListFilters,
} from './repository';

/**
 * A meal as the list's answer has it, made by the database: MealSchema's fields in its order,
 * each value as present.ts and the schema's serializer would write it. Prices are IEEE doubles
 * divided as JavaScript divides; the rating is present.ts's half-up rounding, in integers;
 * createdAt is toISOString's text, its microseconds cut to milliseconds as a JavaScript Date cuts
 * them. test/meals/list-answer.test.ts holds it byte-equal to the serializer's text.
 */
const mealAnswerColumns = {
  _id: sql`${meals.id}`.as('_id'),
  title: sql`${meals.title}`.as('title'),
  image: sql`${meals.image}`.as('image'),
  description: sql`${meals.description}`.as('description'),
  titleBn: sql`${meals.titleBn}`.as('titleBn'),
  descriptionBn: sql`${meals.descriptionBn}`.as('descriptionBn'),
  price: sql`${meals.pricePoisha}::float8 / 100`.as('price'),
  category: sql`${meals.category}`.as('category'),
  distributorName: sql`${meals.distributorName}`.as('distributorName'),
  likes: sql`${meals.likes}`.as('likes'),
  reviewsCount: sql`${meals.reviewsCount}`.as('reviews_count'),
  rating:
    sql`(case when ${meals.ratingCount} = 0 then 0 else ((${meals.ratingSum}::bigint * 20 + ${meals.ratingCount}) / (${meals.ratingCount}::bigint * 2))::float8 / 10 end)`.as(
      'rating',
    ),
  ingredients: sql`${meals.ingredients}`.as('ingredients'),
  createdAt:
    sql`to_char(${meals.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
      'createdAt',
    ),
};

// The page's rows as one JSON array, in the order the page's subquery gives them.
const PAGE_AS_JSON = sql<string>`coalesce('[' || string_agg(row_to_json(${sql.identifier('page')})::text, ',') || ']', '[]')`;

function answerQuery(
  db: Executor,
  conditions: ListConditionValues,
  filters: Pick<MealListFilters, 'sortBy'> & {
    limit: number | Placeholder;
    offset: number | Placeholder;
  },
) {
  const page = db
    .select(mealAnswerColumns)
    .from(meals)
    .where(conditionsOf(conditions))
    .orderBy(...MEAL_ORDERS[filters.sortBy])
    .limit(filters.limit)
    .offset(filters.offset)
    .as('page');
  return db.select({ body: PAGE_AS_JSON }).from(page);
}

/** The list's statement with its values in place, unexecuted, so its plan can be inspected. */
export function listAnswerQuery(db: Executor, filters: MealListFilters) {
  return answerQuery(db, conditionValues(filters), filters);
}

// The protocol's unnamed statement: parsed and planned again on every execution, with its values.
const PLANNED_PER_REQUEST = '';

/**
 * The list's answer, its JSON text made by the database: Node reads one text column instead of
 * rows to map and serialize. Each shape's statement is built once. Without search or price bounds
 * any plan walks a sort index whatever the values, so one named statement per shape serves all;
 * a search or price range is planned with its values on every request, as the best plan for a
 * common word (walk the date index) is the worst for a rare one (the trigram indexes).
 */
export async function listAnswer(db: Executor, filters: MealListFilters): Promise<string> {
  const values = conditionValues(filters);
  const bound = (Object.keys(values) as (keyof ListConditionValues)[]).filter(
    (name) => values[name] !== undefined,
  );
  const shape = ['meals_answer', filters.sortBy, ...bound].join('_');
  const perRequest = bound.some((name) => name !== 'category');
  const [row] = await preparedOnce(db, shape, (executor) =>
    answerQuery(executor, Object.fromEntries(bound.map((name) => [name, sql.placeholder(name)])), {
      sortBy: filters.sortBy,
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }).prepare(perRequest ? PLANNED_PER_REQUEST : shape),
  ).execute({ ...values, limit: filters.limit, offset: filters.offset });
  return row?.body ?? '[]';
}
