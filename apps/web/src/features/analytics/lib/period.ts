import { ANALYTICS_MAX_DAYS } from '@messmate/shared/schemas/analytics-limits';
import { t } from '@/lib/i18n';
import { analyticsText } from './messages';

/** What the pages send: nothing (the last 30 days), or both days. */
export interface PeriodQuery {
  from?: string;
  to?: string;
}

export const PRESETS = ['this-week', 'last-30-days', 'this-month', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

/** A preset's name on its button, in the reader's language. */
export function presetLabel(preset: Preset): string {
  if (preset === 'this-week') return t(analyticsText.thisWeek);
  if (preset === 'last-30-days') return t(analyticsText.last30Days, { days: 30 });
  if (preset === 'this-month') return t(analyticsText.thisMonth);
  return t(analyticsText.custom);
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const addDays = (day: string, days: number) =>
  new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
export const daysIn = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** Today in the community's time zone (the server names the zone in every answer). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** The days a preset covers, up to today; weeks start on Monday, as the server's do. */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, today: string): PeriodQuery {
  if (preset === 'last-30-days') return {};
  if (preset === 'this-month') return { from: `${today.slice(0, 8)}01`, to: today };
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return { from: addDays(today, -weekday), to: today };
}

/** Which preset a period is, so the picker can show it chosen. */
export function presetOf(period: PeriodQuery, today: string | undefined): Preset {
  if (!period.from && !period.to) return 'last-30-days';
  if (!today) return 'custom';
  for (const preset of ['this-week', 'this-month'] as const) {
    const candidate = presetPeriod(preset, today);
    if (candidate.from === period.from && candidate.to === period.to) return preset;
  }
  return 'custom';
}

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeProblem(from: string, to: string): string | null {
  if (!from || !to) return t(analyticsText.chooseBoth);
  if (from > to) return t(analyticsText.fromAfterTo);
  if (daysIn(from, to) > ANALYTICS_MAX_DAYS) {
    return t(analyticsText.tooLong, { days: ANALYTICS_MAX_DAYS });
  }
  return null;
}

/** The period in the page's address (?from=&to=), so a reload or a shared link keeps it. */
export function periodFromSearch(search: URLSearchParams): PeriodQuery {
  const from = search.get('from') ?? undefined;
  const to = search.get('to') ?? undefined;
  return from && to ? { from, to } : {};
}
