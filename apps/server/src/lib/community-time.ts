/** Readings of the community's clock for messages people see ('13:05', '24 Nov'). */

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in the zone, 24-hour: '13:05'. */
export function clockTime(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format.format(instant);
}

const dayLabelFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A community day (YYYY-MM-DD) in words: '24 Nov 2026'. */
export function dayLabel(day: string): string {
  return dayLabelFormat.format(new Date(`${day}T00:00:00Z`));
}
