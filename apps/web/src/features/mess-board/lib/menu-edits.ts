import type { Menu } from '@messmate/shared/schemas/menu';
import type { Sitting } from '@messmate/shared/schemas/mess-calendar';

export interface EatingChoice {
  date: string;
  sitting: Sitting;
  eating: boolean;
}

/** The menu with one sitting's `eating` set: what a tap shows before the server answers. */
export function withEating(menu: Menu, choice: EatingChoice): Menu {
  return {
    days: menu.days.map((day) =>
      day.date !== choice.date
        ? day
        : {
            ...day,
            sittings: day.sittings.map((sitting) =>
              sitting.sitting === choice.sitting ? { ...sitting, eating: choice.eating } : sitting,
            ),
          },
    ),
  };
}
