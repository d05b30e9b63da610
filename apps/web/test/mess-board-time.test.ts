import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockTime,
  communityDate,
  cutoffText,
  dayLabel,
  timeLeft,
  weekStart,
} from '@/features/mess-board/lib/community-time';

// The tests run with TZ=Asia/Dhaka; the community here is elsewhere on purpose, so a reading
// that used the phone's zone instead of the community's would show.
describe('the community clock', () => {
  it('reads an instant on the community clock, not the phone’s', () => {
    expect(clockTime('2026-03-12T10:30:00+06:00', 'Asia/Dhaka')).toBe('10:30 am');
    expect(clockTime('2026-03-12T10:30:00+06:00', 'Europe/London')).toBe('4:30 am');
    expect(clockTime('2026-03-12T22:00:00+06:00', 'Asia/Dhaka')).toBe('10:00 pm');
  });

  it('moves to the next date at the community’s midnight', () => {
    expect(communityDate(Date.parse('2026-03-12T17:59:59Z'), 'Asia/Dhaka')).toBe('2026-03-12');
    expect(communityDate(Date.parse('2026-03-12T18:00:00Z'), 'Asia/Dhaka')).toBe('2026-03-13');
    expect(communityDate(Date.parse('2026-03-12T18:00:00Z'), 'Europe/London')).toBe('2026-03-12');
  });

  it('counts days across month and year ends, and finds the Monday of a week', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
    expect(weekStart('2026-03-12')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(dayLabel('2026-03-12')).toBe('Thu 12 Mar');
  });

  it('names the day of a cut-off that falls on the evening before', () => {
    expect(cutoffText('2026-03-12', '2026-03-12T10:30:00+06:00', 'Asia/Dhaka')).toBe('10:30 am');
    expect(cutoffText('2026-03-13', '2026-03-12T22:00:00+06:00', 'Asia/Dhaka')).toBe(
      '10:00 pm the day before',
    );
    expect(cutoffText('2026-03-13', '2026-03-11T22:00:00+06:00', 'Asia/Dhaka')).toBe(
      '10:00 pm Wed 11 Mar',
    );
  });

  it('counts down in hours and minutes, then to the second', () => {
    expect(timeLeft((2 * 3600 + 5 * 60 + 59) * 1000)).toBe('2 h 05 min');
    expect(timeLeft((12 * 60 + 3) * 1000)).toBe('12 min 03 s');
    expect(timeLeft(999)).toBe('0 s');
    expect(timeLeft(-5000)).toBe('0 s');
  });
});
