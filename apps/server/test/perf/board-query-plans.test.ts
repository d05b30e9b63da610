import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardRepository } from '../../src/modules/board/repository';
import { kitchenRepository } from '../../src/modules/kitchen/repository';
import { menuRepository } from '../../src/modules/menu/repository';
import { createMeal } from '../factories/meals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { planOf } from './explain';

// A year of a 150-resident mess: 1,095 sittings, each with every resident's choice.
const RESIDENTS = 150;
const DAYS = 365;

let t: TestApp;
let mealId: string;
let someone: string;
beforeAll(async () => {
  t = await createTestApp();
  mealId = (await createMeal(t.db)).id;
  const others = await Promise.all(Array.from({ length: 30 }, () => createMeal(t.db)));
  const otherIds = others.map((meal) => meal.id);
  await t.db.execute(sql`
    insert into "user" (id, name, email)
    select 'plan-' || n, 'Resident ' || n, 'plan' || n || '@example.test'
    from generate_series(1, ${RESIDENTS}) as n`);
  await t.db.execute(sql`
    insert into menu_sittings (date, sitting, starts_at, ends_at, cutoff_at, default_board)
    select d::date, s::meal_category, d, d, d, 'in'
    from generate_series('2030-01-01'::timestamptz, '2030-01-01'::timestamptz + interval '1 day' * ${DAYS - 1}, interval '1 day') as d,
         unnest(array['Breakfast', 'Lunch', 'Dinner']) as s`);
  await t.db.execute(sql`
    insert into menu_meals (date, sitting, position, meal_id, meal_title, meal_image, meal_category, meal_price_poisha)
    select date, sitting, 0, (${sql.raw(`array[${otherIds.map((id) => `'${id}'`).join(',')}]::uuid[]`)})[1 + (extract(doy from date)::int % 30)],
           'Dish', '/x.webp', 'Lunch', 100
    from menu_sittings`);
  // The meal asked about is on one sitting a month.
  await t.db.execute(sql`
    update menu_meals set meal_id = ${mealId} where extract(day from date) = 1 and sitting = 'Lunch'`);
  await t.db.execute(sql`
    insert into board_choices (date, sitting, user_id, eating)
    select m.date, m.sitting, u.id, (hashtext(u.id || m.date::text) % 3) <> 0
    from menu_sittings m cross join "user" u where u.id like 'plan-%'`);
  await t.db.execute(sql`
    insert into kitchen_leftovers (date, sitting, cooked_portions, left_portions)
    select date, sitting, 100, 5 from menu_sittings`);
  await t.db.execute(sql`analyze`);
  someone = 'plan-7';
}, 180_000);
afterAll(() => t.close());

describe(`mess board query plans at ${RESIDENTS} residents × ${DAYS * 3} sittings`, () => {
  it("counts one sitting's board through its choices' primary key, never a scan of every choice", async () => {
    const plan = await planOf(t.db, boardRepository.countBoardQuery(t.db, '2030-06-01', 'Lunch'));
    expect(plan).toMatch(/board_choices_date_sitting_user_id_pk/);
    expect(plan).not.toMatch(/Seq Scan on board_choices/);
  });

  it("reads a resident's week of choices along their own index", async () => {
    const plan = await planOf(
      t.db,
      boardRepository.listChoices(t.db, someone, '2030-06-01', '2030-06-07'),
    );
    expect(plan).toMatch(/board_choices_user_date_idx/);
    expect(plan).not.toMatch(/Seq Scan on board_choices/);
  });

  it('finds where a meal is on the menu along menu_meals_meal_date_idx', async () => {
    const plan = await planOf(
      t.db,
      menuRepository.futureUsesOfMeal(t.db, mealId, new Date('2030-12-30T00:00:00Z')),
    );
    expect(plan).toMatch(/menu_meals_meal_date_idx/);
  });

  it("reads a sitting's recent history along kitchen_leftovers_sitting_date_idx", async () => {
    const plan = await planOf(t.db, kitchenRepository.history(t.db, 'Lunch', '2030-06-01', 8));
    expect(plan).toMatch(/kitchen_leftovers_sitting_date_idx/);
    expect(plan).not.toMatch(/Seq Scan on kitchen_leftovers/);
  });
});
