import type { MenuDay } from '@messmate/shared/schemas/menu';
import type { DateSitting } from '@messmate/shared/schemas/mess-calendar';
import type { SittingPlan } from '../api/plan-sitting';
import { addDays } from './community-time';

export interface WeekCopy {
  /** The PUTs to make: last week's sittings, each seven days on. */
  plans: SittingPlan[];
  /** Sittings of this week that are past their cut-off: their menu cannot change. */
  locked: DateSitting[];
}

/**
 * What 'Copy last week' does: each planned sitting of last week goes to the same weekday of
 * this week, with its dishes (those still in the catalogue) and its note, unless this week's
 * sitting is already locked. Sittings last week did not plan are left as they are.
 */
export function planWeekCopy(lastWeek: readonly MenuDay[], thisWeek: readonly MenuDay[]): WeekCopy {
  const lockedNow = new Set(
    thisWeek.flatMap((day) =>
      day.sittings.filter((s) => s.locked).map((s) => `${day.date} ${s.sitting}`),
    ),
  );
  const copy: WeekCopy = { plans: [], locked: [] };
  for (const day of lastWeek) {
    const date = addDays(day.date, 7);
    for (const sitting of day.sittings) {
      const mealIds = sitting.meals.flatMap((meal) => (meal._id ? [meal._id] : []));
      if (mealIds.length === 0) continue;
      if (lockedNow.has(`${date} ${sitting.sitting}`)) {
        copy.locked.push({ date, sitting: sitting.sitting });
        continue;
      }
      copy.plans.push({
        date,
        sitting: sitting.sitting,
        mealIds,
        ...(sitting.note ? { note: sitting.note } : {}),
      });
    }
  }
  return copy;
}
