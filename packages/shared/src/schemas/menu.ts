import { z } from 'zod';
import { MEAL_CATEGORIES } from '../constants';
import { idOf } from './common';
import { SITTINGS } from './mess-calendar';

/** The most dishes one sitting may list. */
export const MENU_MEALS_MAX = 12;
export const MENU_NOTE_MAX_LENGTH = 120;

/** PUT /api/menu/{date}/{sitting} (admin). An empty mealIds removes the sitting from the menu. */
export const PutMenuSittingBodySchema = z.object({
  mealIds: z
    .array(idOf('meal'), { error: 'mealIds must be a list of meal ids (empty to remove).' })
    .max(MENU_MEALS_MAX, `A sitting can list at most ${MENU_MEALS_MAX} dishes.`)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
      message: 'Each dish can be listed once per sitting.',
    }),
  note: z
    .string({ error: 'The note must be text.' })
    .trim()
    .max(MENU_NOTE_MAX_LENGTH, `The note can be at most ${MENU_NOTE_MAX_LENGTH} characters.`)
    .optional(),
});
export type PutMenuSittingBody = z.infer<typeof PutMenuSittingBodySchema>;

/** A dish on the menu, as the catalogue shows it (price in taka). */
export const MenuMealSchema = z.object({
  /** null once the dish was deleted from the catalogue: a past menu keeps its name. */
  _id: z.string().nullable(),
  title: z.string(),
  /** The Bangla title, when the catalogue has one (null once the dish was deleted). */
  titleBn: z.string().nullable(),
  image: z.string(),
  price: z.number(),
  category: z.enum(MEAL_CATEGORIES),
});
export type MenuMeal = z.infer<typeof MenuMealSchema>;

/** One planned sitting of a day. Times are ISO 8601 with the community's offset. */
export const MenuSittingSchema = z.object({
  sitting: z.enum(SITTINGS),
  startsAt: z.string(),
  endsAt: z.string(),
  cutoffAt: z.string(),
  /** true from the cut-off on: no more changes to the board or the menu. */
  locked: z.boolean(),
  note: z.string().nullable(),
  meals: z.array(MenuMealSchema),
  /** Only for a signed-in caller: whether they are on the board for it. */
  eating: z.boolean().optional(),
});
export type MenuSitting = z.infer<typeof MenuSittingSchema>;

export const MenuDaySchema = z.object({
  date: z.string(),
  /** Planned sittings only, in serving order; [] when nothing is planned. */
  sittings: z.array(MenuSittingSchema),
});
export type MenuDay = z.infer<typeof MenuDaySchema>;

/** GET /api/menu?from=&to=: every day of the range, in order. */
export const MenuSchema = z.object({ days: z.array(MenuDaySchema) });
export type Menu = z.infer<typeof MenuSchema>;
