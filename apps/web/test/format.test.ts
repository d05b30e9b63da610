import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date-time';
import { excerpt, formatDate, formatTaka, initials } from '@/lib/format';

describe('prices', () => {
  it('writes taka with the ৳ sign, grouped, with two decimals where there are any', () => {
    expect(formatTaka(120)).toBe('৳120');
    expect(formatTaka(35.5)).toBe('৳35.50');
    expect(formatTaka(85.05)).toBe('৳85.05');
    expect(formatTaka(1234.567)).toBe('৳1,234.57');
    expect(formatTaka(0)).toBe('৳0');
  });
});

// The web project runs in Asia/Dhaka (UTC+6), the default community's zone (vitest.config.ts).
describe('dates, as a resident of the community reads them', () => {
  it("puts an evening in UTC on the community's next day", () => {
    expect(formatDate('2026-03-04T17:59:00Z')).toBe('4 Mar 2026');
    expect(formatDate('2026-03-04T18:00:00Z')).toBe('5 Mar 2026');
  });

  it('gives requests the day and the time of day', () => {
    expect(formatDateTime('2026-06-03T13:45:00Z')).toBe('3 Jun 2026, 7:45 pm');
    expect(formatDateTime('2026-06-03T18:05:00Z')).toBe('4 Jun 2026, 12:05 am');
  });
});

describe('text', () => {
  it('cuts long text and marks the cut', () => {
    expect(excerpt('Chicken biryani with raita', 7)).toBe('Chicken...');
    expect(excerpt('Dal', 7)).toBe('Dal');
  });

  it('takes up to two initials, and ? for a blank name', () => {
    expect(initials('Rahim Uddin Khan')).toBe('RU');
    expect(initials('  nasrin  ')).toBe('N');
    expect(initials('   ')).toBe('?');
  });
});
