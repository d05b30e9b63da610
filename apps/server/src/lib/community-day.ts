/**
 * The community's calendar day: daily limits start over at midnight where the hostel is
 * (TZ_COMMUNITY), not at midnight UTC or wherever the server happens to run.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Throws a clear error at start-up for a zone name the runtime does not know. */
export function assertTimeZone(timeZone: string): void {
  try {
    dayFormat(timeZone);
  } catch {
    throw new Error(`TZ_COMMUNITY '${timeZone}' is not a time zone name (e.g. Asia/Dhaka).`);
  }
}

/** The wall-clock reading of an instant in a zone, as a UTC timestamp with the same fields. */
function wallClock(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The calendar day of an instant in the zone, as YYYY-MM-DD (the `date` column's form). */
export function communityDay(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant the next calendar day starts in the zone (daylight-saving shifts included). */
export function nextMidnight(instant: Date, timeZone: string): Date {
  const wall = new Date(wallClock(instant, timeZone));
  const midnightWall = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1);
  // Midnight on the wall is the instant whose zone offset brings it there; two passes settle a DST edge.
  let guess = midnightWall;
  for (let pass = 0; pass < 2; pass += 1) {
    const offset = wallClock(new Date(guess), timeZone) - guess;
    guess = midnightWall - offset;
  }
  return new Date(guess);
}

/** 5 h 12 min, 40 min, 1 min: a wait in words, rounded up to the minute. */
export function formatWait(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
