import {
  type Menu,
  type MenuMeal,
  type MenuSitting,
  type PutMenuSittingBody,
  type Sitting,
} from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Database } from '../../db/client';
import { datesOf } from '../../lib/date-range';
import { badRequest, conflict } from '../../lib/http-error';
import { cutoffInWords, isLocked, sittingInstants } from '../../lib/sitting-times';
import { freezeDueSittings } from '../board/freeze';
import { boardRepository } from '../board/repository';
import { readBoardSettings } from '../mess-settings/service';
import { announceBoardChanges } from '../notifications/board-signal';
import { catalogueMenuMeal, toMenuMeal, toMenuSitting } from './present';
import { menuRepository } from './repository';
import { WORDS } from '@messmate/shared/server-wordings';

export interface MenuContext {
  now: Date;
  timeZone: string;
}

const key = (date: string, sitting: Sitting) => `${date} ${sitting}`;

/**
 * Every day of the range with its planned sittings; `eating` only for a signed-in resident (the
 * board counts residents: an admin has no place on it).
 */
export async function getMenu(
  db: Database,
  range: { from: string; to: string },
  caller: Caller | null,
  context: MenuContext,
): Promise<Menu> {
  await freezeDueSittings(db, range, context.now);
  const resident = caller?.role === 'student' ? caller : null;
  const [rows, mealRows, choices] = await Promise.all([
    menuRepository.listSittings(db, range.from, range.to),
    menuRepository.listMeals(db, range.from, range.to),
    resident ? boardRepository.listChoices(db, resident.id, range.from, range.to) : [],
  ]);
  const dishes = new Map<string, MenuMeal[]>();
  for (const row of mealRows) {
    const list = dishes.get(key(row.date, row.sitting)) ?? [];
    list.push(toMenuMeal(row));
    dishes.set(key(row.date, row.sitting), list);
  }
  const chosen = new Map(choices.map((c) => [key(c.date, c.sitting), c.eating]));
  return {
    days: datesOf(range).map((date) => ({
      date,
      sittings: rows
        .filter((row) => row.date === date)
        .map((row) =>
          toMenuSitting(row, dishes.get(key(date, row.sitting)) ?? [], {
            ...context,
            eating: resident
              ? (chosen.get(key(date, row.sitting)) ?? row.defaultBoard === 'in')
              : undefined,
          }),
        ),
    })),
  };
}

/**
 * Plans one sitting's dishes and note (an empty list takes it off the menu), until its cut-off.
 * The sitting's times and default board come from the settings now.
 */
export async function planSitting(
  db: Database,
  _caller: Caller,
  { date, sitting }: { date: string; sitting: Sitting },
  body: PutMenuSittingBody,
  { now, timeZone }: MenuContext,
): Promise<MenuSitting> {
  const settings = await readBoardSettings(db);
  return db.transaction(async (tx) => {
    let row = await menuRepository.lockSitting(tx, date, sitting);
    const instants = row ?? sittingInstants(date, settings.times(sitting), timeZone);
    if (isLocked(row ?? instants, now)) {
      const words = cutoffInWords(instants.cutoffAt, timeZone);
      throw conflict(WORDS.board.menuLocked(sitting, date, words), 'MENU_LOCKED');
    }
    if (body.mealIds.length === 0) {
      if (row) {
        await menuRepository.deleteSitting(tx, date, sitting);
        await announceBoardChanges(tx, [{ date, sitting }]);
      }
      const removed = { sitting, ...instants, frozenAt: null, note: null };
      return toMenuSitting(removed, [], { now, timeZone });
    }
    const found = await menuRepository.findMeals(tx, body.mealIds);
    const byId = new Map(found.map((meal) => [meal.id.toLowerCase(), meal]));
    const unknown = body.mealIds.filter((id) => !byId.has(id.toLowerCase()));
    if (unknown.length > 0) throw badRequest(WORDS.board.unknownMeals(unknown), 'UNKNOWN_MEAL');
    if (!row) {
      await menuRepository.insertSitting(tx, {
        date,
        sitting,
        ...instants,
        defaultBoard: settings.defaultBoard,
      });
      // A planner racing this one inserted first: take its row, locked, and replace its plan.
      row = await menuRepository.lockSitting(tx, date, sitting);
      await announceBoardChanges(tx, [{ date, sitting }]);
    }
    const note = body.note ? body.note : null;
    await menuRepository.setNote(tx, date, sitting, note);
    const meals = body.mealIds.flatMap((id, position) => {
      const meal = byId.get(id.toLowerCase());
      return meal ? [{ ...meal, position }] : [];
    });
    await menuRepository.replaceMeals(
      tx,
      date,
      sitting,
      meals.map((meal) => ({
        date,
        sitting,
        position: meal.position,
        mealId: meal.id,
        mealTitle: meal.title,
        mealImage: meal.image,
        mealCategory: meal.category,
        mealPricePoisha: meal.pricePoisha,
      })),
    );
    const shown = { sitting, ...(row ?? instants), frozenAt: row?.frozenAt ?? null, note };
    return toMenuSitting(shown, meals.map(catalogueMenuMeal), { now, timeZone });
  });
}
