import { describe, expect, it } from 'vitest';
import {
  assertTimeZone,
  communityDay,
  formatWait,
  nextMidnight,
} from '../../src/lib/community-day';

describe('communityDay', () => {
  it('is the calendar day in the zone, not in UTC', () => {
    // 18:00 UTC is midnight in Dhaka (UTC+6).
    expect(communityDay(new Date('2025-06-01T17:59:59Z'), 'Asia/Dhaka')).toBe('2025-06-01');
    expect(communityDay(new Date('2025-06-01T18:00:00Z'), 'Asia/Dhaka')).toBe('2025-06-02');
    expect(communityDay(new Date('2025-06-01T02:00:00Z'), 'America/New_York')).toBe('2025-05-31');
    expect(communityDay(new Date('2025-12-31T23:30:00Z'), 'UTC')).toBe('2025-12-31');
    expect(communityDay(new Date('2025-12-31T18:30:00Z'), 'Asia/Dhaka')).toBe('2026-01-01');
  });

  it('reads an instant again in its own zone and to its own second (readings are kept)', () => {
    const evening = new Date('2025-06-01T18:30:00Z');
    expect(communityDay(evening, 'Asia/Dhaka')).toBe('2025-06-02');
    expect(communityDay(evening, 'UTC')).toBe('2025-06-01');
    expect(communityDay(new Date('2025-06-01T17:59:59.999Z'), 'Asia/Dhaka')).toBe('2025-06-01');
    expect(communityDay(new Date('2025-06-01T18:00:00.001Z'), 'Asia/Dhaka')).toBe('2025-06-02');
    expect(communityDay(new Date('2025-06-01T17:59:59.001Z'), 'Asia/Dhaka')).toBe('2025-06-01');
  });
});

describe('nextMidnight', () => {
  it('is the start of the next day in the zone', () => {
    expect(nextMidnight(new Date('2025-06-01T13:48:00Z'), 'Asia/Dhaka').toISOString()).toBe(
      '2025-06-01T18:00:00.000Z',
    );
    expect(nextMidnight(new Date('2025-06-01T18:00:00Z'), 'Asia/Dhaka').toISOString()).toBe(
      '2025-06-02T18:00:00.000Z',
    );
    expect(nextMidnight(new Date('2025-02-28T20:00:00Z'), 'UTC').toISOString()).toBe(
      '2025-03-01T00:00:00.000Z',
    );
  });

  it('follows daylight-saving changes', () => {
    // New York moves to UTC-4 on 9 March 2025 at 02:00; midnight before it is still UTC-5.
    expect(nextMidnight(new Date('2025-03-08T17:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2025-03-09T05:00:00.000Z',
    );
    expect(nextMidnight(new Date('2025-03-09T16:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2025-03-10T04:00:00.000Z',
    );
  });
});

describe('formatWait', () => {
  it('reads as hours and minutes, rounded up to the minute', () => {
    expect(formatWait((5 * 60 + 12) * 60_000)).toBe('5 h 12 min');
    expect(formatWait(3 * 60 * 60_000)).toBe('3 h');
    expect(formatWait(40 * 60_000 - 1)).toBe('40 min');
    expect(formatWait(1_000)).toBe('1 min');
  });
});

describe('assertTimeZone', () => {
  it('accepts real zone names and refuses others clearly', () => {
    expect(() => assertTimeZone('Asia/Dhaka')).not.toThrow();
    expect(() => assertTimeZone('Mars/Olympus')).toThrow(
      "TZ_COMMUNITY 'Mars/Olympus' is not a time zone name (e.g. Asia/Dhaka).",
    );
  });
});
