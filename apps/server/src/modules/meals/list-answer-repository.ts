import { sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared-once';
import { meals } from '../../db/schema';
import {
  conditionsOf,
  conditionValues,
  MEAL_ORDERS,
  preparedListShape,
  publicMealColumns,
  type ListConditionValues,
  type MealListFilters,
} from './repository';

/**
 * A meal as the list's answer has it, made by the database from the page's row: MealSchema's
 * fields in its order, each value as present.ts and the schema's serializer would write it.
 * Prices are IEEE doubles divided as JavaScript divides; the rating is present.ts's half-up
 * rounding, in integers; createdAt is toISOString's text, its microseconds cut to milliseconds as
 * a JavaScript Date cuts them. test/meals/list-answer.test.ts holds it byte-equal to the
 * serializer's text.
 */
function mealAnswerColumns(page: ReturnType<typeof pageQuery>) {
  return {
    _id: sql`${page.id}`.as('_id'),
    title: sql`${page.title}`.as('title'),
    image: sql`${page.image}`.as('image'),
    description: sql`${page.description}`.as('description'),
    titleBn: sql`${page.titleBn}`.as('titleBn'),
    descriptionBn: sql`${page.descriptionBn}`.as('descriptionBn'),
    price: sql`${page.pricePoisha}::float8 / 100`.as('price'),
    category: sql`${page.category}`.as('category'),
    distributorName: sql`${page.distributorName}`.as('distributorName'),
    likes: sql`${page.likes}`.as('likes'),
    reviewsCount: sql`${page.reviewsCount}`.as('reviews_count'),
    rating:
      sql`(case when ${page.ratingCount} = 0 then 0 else ((${page.ratingSum}::bigint * 20 + ${page.ratingCount}) / (${page.ratingCount}::bigint * 2))::float8 / 10 end)`.as(
        'rating',
      ),
    ingredients: sql`${page.ingredients}`.as('ingredients'),
    createdAt:
      sql`to_char(${page.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
        'createdAt',
      ),
  };
}

// The page's meals as one JSON array, in the order the page gives them.
const PAGE_AS_JSON = sql<string>`coalesce('[' || string_agg(row_to_json(${sql.identifier('meal')})::text, ',') || ']', '[]')`;

type PageBounds = Pick<MealListFilters, 'sortBy'> & {
  limit: number | Placeholder;
  offset: number | Placeholder;
};

// The page's rows as the rows query finds them: the answer's values are made for these alone,
// not for every row a deep page's offset skips.
function pageQuery(db: Executor, conditions: ListConditionValues, bounds: PageBounds) {
  return db
    .select(publicMealColumns)
    .from(meals)
    .where(conditionsOf(conditions))
    .orderBy(...MEAL_ORDERS[bounds.sortBy])
    .limit(bounds.limit)
    .offset(bounds.offset)
    .as('page');
}

function answerQuery(db: Executor, conditions: ListConditionValues, bounds: PageBounds) {
  const page = pageQuery(db, conditions, bounds);
  const meal = db.select(mealAnswerColumns(page)).from(page).as('meal');
  return db.select({ body: PAGE_AS_JSON }).from(meal);
}

/** The list's statement with its values in place, unexecuted, so its plan can be inspected. */
export function listAnswerQuery(db: Executor, filters: MealListFilters) {
  return answerQuery(db, conditionValues(filters), filters);
}

/**
 * The list's answer, its JSON text made by the database, for the shapes with one prepared plan
 * (preparedListShape): Node reads one text column instead of rows to map and serialize. For a
 * search or price range, planning this statement costs PostgreSQL far more than the rows query
 * (decision 0055): undefined, read the rows.
 */
export async function listAnswer(
  db: Executor,
  filters: MealListFilters,
): Promise<string | undefined> {
  const shape = preparedListShape(filters);
  if (!shape) return undefined;
  const name = `meals_answer_${shape.key}`;
  const [row] = await preparedOnce(db, name, (executor) =>
    answerQuery(executor, shape.conditions, {
      sortBy: filters.sortBy,
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }).prepare(name),
  ).execute(shape.values);
  return row?.body ?? '[]';
}
