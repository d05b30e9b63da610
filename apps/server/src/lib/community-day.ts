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

/** Readings kept by zone and second; a reading is whole seconds, so it is the same all second. */
const recentReadings = new Map<string, number>();
const RECENT_READINGS_MAX = 64;

/**
 * The wall-clock reading of an instant in a zone, as a UTC timestamp with the same fields. A
 * request reads the same few seconds several times (today, tomorrow's midnight), and
 * formatToParts was a twentieth of the meal page's request in the profile.
 */
function wallClock(instant: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 1000)}`;
  const kept = recentReadings.get(key);
  if (kept !== undefined) return kept;
  const reading = readWallClock(instant, timeZone);
  if (recentReadings.size >= RECENT_READINGS_MAX) {
    recentReadings.delete(recentReadings.keys().next().value as string);
  }
  recentReadings.set(key, reading);
  return reading;
}

function readWallClock(instant: Date, timeZone: string): number {
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

/** The instant a wall-clock reading (YYYY-MM-DD, HH:MM) happens in the zone; DST gaps settle forward. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const offset = wallClock(new Date(guess), timeZone) - guess;
    guess = wall - offset;
  }
  return new Date(guess);
}

/** An instant as ISO 8601 with the zone's offset at that instant: 2026-03-12T10:30:00+06:00. */
export function isoInZone(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  const offsetMinutes = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${new Date(wall).toISOString().slice(0, 19)}${offset}`;
}

/** The wall-clock time of an instant in the zone, HH:MM. */
export function timeInZone(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(11, 16);
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

/** formatWait's '5 h 12 min' in Bangla: '5 ঘণ্টা 12 মিনিট'. */
export function waitInBangla(wait: string): string {
  return wait.replace(/ h\b/, ' ঘণ্টা').replace(/ min\b/, ' মিনিট');
}

/** 5 h 12 min, 40 min, 1 min: a wait in words, rounded up to the minute. */
export function formatWait(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
