import { cutoffReminderText } from '@messmate/shared/menu-news-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { categoryName } from '@/components/ui/category-badge';
import { axisName } from '@/features/analytics/lib/figure-data';
import { languageStore } from '@/lib/i18n';

// Issue 23: one list of the sittings' Bangla names, the same on the web and in the server's pushes.
describe("the sittings' names", () => {
  afterEach(async () => {
    await languageStore.choose('en');
  });

  it('are the sittings themselves in English', () => {
    expect(['Breakfast', 'Lunch', 'Dinner'].map((sitting) => categoryName(sitting))).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
    ]);
    expect(axisName('Breakfast')).toBe('Breakfast');
  });

  it('read in Bangla as the server words its reminders, with one spelling of breakfast', async () => {
    await languageStore.choose('bn');
    expect(categoryName('Breakfast')).toBe('সকালের নাশতা');
    expect(axisName('Breakfast')).toBe('নাশতা');
    expect(axisName('Dinner')).toBe('রাত');
    const reminder = cutoffReminderText('bn', {
      sitting: 'Breakfast',
      day: 'মঙ্গল ৪ মার্চ',
      closesAt: '07:00',
      eating: true,
    });
    expect(reminder.title.startsWith(`${categoryName('Breakfast')}:`)).toBe(true);
    expect(categoryName('Lunch')).toBe('দুপুরের খাবার');
    // Not a sitting: shown as it comes.
    expect(categoryName('Snacks')).toBe('Snacks');
  });
});
