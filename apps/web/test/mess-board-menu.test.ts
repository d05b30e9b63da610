import type { MenuDay, MenuSitting } from '@messmate/shared/schemas/menu';
import type { Sitting } from '@messmate/shared/schemas/mess-calendar';
import { describe, expect, it } from 'vitest';
import { planWeekCopy } from '@/features/mess-board/lib/copy-week';
import { withEating } from '@/features/mess-board/lib/menu-edits';
import { nowAndNext } from '@/features/mess-board/lib/now-and-next';

const HOURS: Record<Sitting, [string, string, string]> = {
  Breakfast: ['07:30', '09:30', '22:00'],
  Lunch: ['13:00', '15:00', '10:30'],
  Dinner: ['20:00', '22:00', '17:00'],
};

function sitting(date: string, name: Sitting, extra: Partial<MenuSitting> = {}): MenuSitting {
  const [starts, ends, cutoff] = HOURS[name];
  const cutoffDate =
    name === 'Breakfast'
      ? new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
      : date;
  return {
    sitting: name,
    startsAt: `${date}T${starts}:00+06:00`,
    endsAt: `${date}T${ends}:00+06:00`,
    cutoffAt: `${cutoffDate}T${cutoff}:00+06:00`,
    locked: false,
    note: null,
    meals: [
      {
        _id: `${name}-dish`,
        title: `${name} dish`,
        titleBn: null,
        image: '',
        price: 80,
        category: name,
      },
    ],
    ...extra,
  };
}
const day = (date: string, ...names: Sitting[]): MenuDay => ({
  date,
  sittings: names.map((name) => sitting(date, name)),
});
const at = (iso: string) => Date.parse(iso);

describe('now and next on the home page', () => {
  const days = [day('2026-03-12', 'Breakfast', 'Lunch', 'Dinner'), day('2026-03-13', 'Breakfast')];

  it('during lunch: lunch is served, dinner is next, dinner’s cut-off is the one counted down', () => {
    const shown = nowAndNext(days, at('2026-03-12T13:30:00+06:00'));
    expect(shown.serving?.sitting).toBe('Lunch');
    expect(shown.next?.sitting).toBe('Dinner');
    expect(shown.nextCutoff?.sitting).toBe('Dinner');
  });

  it('one second before and after lunch’s cut-off', () => {
    expect(nowAndNext(days, at('2026-03-12T10:29:59+06:00')).nextCutoff?.sitting).toBe('Lunch');
    expect(nowAndNext(days, at('2026-03-12T10:30:00+06:00')).nextCutoff?.sitting).toBe('Dinner');
  });

  it('after dinner: tomorrow’s breakfast is next, its cut-off the evening before', () => {
    const shown = nowAndNext(days, at('2026-03-12T21:50:00+06:00'));
    expect(shown.serving?.sitting).toBe('Dinner');
    expect(shown.next).toMatchObject({ date: '2026-03-13', sitting: 'Breakfast' });
    expect(shown.nextCutoff).toMatchObject({ date: '2026-03-13', sitting: 'Breakfast' });
    expect(nowAndNext(days, at('2026-03-12T22:00:00+06:00')).nextCutoff).toBeNull();
  });

  it('a day with nothing planned has nothing to show', () => {
    expect(nowAndNext([day('2026-03-12')], at('2026-03-12T09:00:00+06:00'))).toEqual({
      serving: null,
      next: null,
      nextCutoff: null,
    });
  });
});

describe('a tap on the switch, before the server answers', () => {
  it('changes that sitting of that day only', () => {
    const menu = { days: [day('2026-03-12', 'Lunch', 'Dinner'), day('2026-03-13', 'Lunch')] };
    const after = withEating(menu, { date: '2026-03-12', sitting: 'Lunch', eating: false });
    expect(after.days.flatMap((d) => d.sittings.map((s) => [d.date, s.sitting, s.eating]))).toEqual(
      [
        ['2026-03-12', 'Lunch', false],
        ['2026-03-12', 'Dinner', undefined],
        ['2026-03-13', 'Lunch', undefined],
      ],
    );
    expect(menu.days[0]?.sittings[0]?.eating).toBeUndefined();
  });
});

describe('copy last week', () => {
  it('moves each sitting seven days on with its dishes and note, skipping locked ones', () => {
    const last = [
      {
        date: '2026-03-02',
        sittings: [sitting('2026-03-02', 'Lunch', { note: 'Friday special' })],
      },
      day('2026-03-03', 'Breakfast', 'Dinner'),
    ];
    const current = [
      { date: '2026-03-09', sittings: [sitting('2026-03-09', 'Lunch', { locked: true })] },
    ];
    const copy = planWeekCopy(last, current);
    expect(copy.locked).toEqual([{ date: '2026-03-09', sitting: 'Lunch' }]);
    expect(copy.plans).toEqual([
      { date: '2026-03-10', sitting: 'Breakfast', mealIds: ['Breakfast-dish'] },
      { date: '2026-03-10', sitting: 'Dinner', mealIds: ['Dinner-dish'] },
    ]);
  });

  it('keeps the note, and leaves out dishes deleted from the catalogue', () => {
    const gone = sitting('2026-03-04', 'Dinner', { note: 'Eid dinner' });
    const deleted = { _id: null, title: 'Old', image: '', price: 60, category: 'Dinner' } as const;
    // A dish deleted from the catalogue has no id any more (the menu keeps its title).
    gone.meals = [...gone.meals, deleted as unknown as MenuSitting['meals'][number]];
    const copy = planWeekCopy([{ date: '2026-03-04', sittings: [gone] }], []);
    expect(copy.plans).toEqual([
      { date: '2026-03-11', sitting: 'Dinner', mealIds: ['Dinner-dish'], note: 'Eid dinner' },
    ]);
  });
});
