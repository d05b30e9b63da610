import type { MenuDay, MenuSitting } from '@messmate/shared/schemas/menu';

export interface DatedSitting extends MenuSitting {
  date: string;
}

/** Every planned sitting of the days, in serving order, each with its date. */
export function datedSittings(days: readonly MenuDay[]): DatedSitting[] {
  return days.flatMap((day) => day.sittings.map((sitting) => ({ ...sitting, date: day.date })));
}

export interface NowAndNext {
  /** The sitting being served at `now`, if any. */
  serving: DatedSitting | null;
  /** The first sitting that starts after `now`. */
  next: DatedSitting | null;
  /** The sitting whose cut-off comes first after `now`: the countdown's target. */
  nextCutoff: DatedSitting | null;
}

/** What the home page shows of the menu at a moment: now serving, next, the next cut-off. */
export function nowAndNext(days: readonly MenuDay[], now: number): NowAndNext {
  const sittings = datedSittings(days);
  const at = (iso: string) => Date.parse(iso);
  const open = sittings
    .filter((sitting) => at(sitting.cutoffAt) > now)
    .sort((a, b) => at(a.cutoffAt) - at(b.cutoffAt));
  return {
    serving:
      sittings.find((sitting) => at(sitting.startsAt) <= now && now < at(sitting.endsAt)) ?? null,
    next: sittings.find((sitting) => at(sitting.startsAt) > now) ?? null,
    nextCutoff: open[0] ?? null,
  };
}
