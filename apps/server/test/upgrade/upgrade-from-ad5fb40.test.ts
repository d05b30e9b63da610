import { describe, expect, it } from 'vitest';
import { upgradeFrom } from './release-upgrade';

// The release at main ad5fb40 (migrations up to 0021): its demo community, filled through its
// API by fill-a-release.ts on Sunday 2026-11-29 in Dhaka, so the week it planned and published
// starts on Monday 2026-12-07 (README.md beside this file says how the fixture was made).
const release = upgradeFrom('ad5fb40');
const RESIDENT = ['rahim.upgrade@example.com', 'rahim-password-1'] as const;

describe("the mess board's rows of ad5fb40 still read as they were written", () => {
  it('keeps the resident’s language, reminder, meal off and day away', async () => {
    const { app, signIn } = release;
    const resident = await signIn(...RESIDENT);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: resident });
    expect(me.json()).toMatchObject({ language: 'bn' });
    const reminder = await app.inject({
      method: 'GET',
      url: '/api/users/me/cutoff-reminder',
      headers: resident,
    });
    expect(reminder.json()).toMatchObject({ on: true });
    const board = await app.inject({
      method: 'GET',
      url: '/api/board?from=2026-12-07&to=2026-12-08',
      headers: resident,
    });
    expect(board.statusCode, board.body).toBe(200);
    const { sittings } = board.json<{
      sittings: { date: string; sitting: string; eating: boolean; chosen: boolean }[];
    }>();
    const entry = (date: string, sitting: string) =>
      sittings.find((s) => s.date === date && s.sitting === sitting);
    expect(entry('2026-12-07', 'Lunch')).toMatchObject({ eating: false, chosen: true });
    expect(entry('2026-12-08', 'Dinner')).toMatchObject({ eating: false, chosen: true });
  });
  it('keeps the planned week, its publication and the saved sitting times', async () => {
    const { app, signIn } = release;
    const admin = await signIn('admin@hall.example', 'admin-password-1');
    const menu = await app.inject({
      method: 'GET',
      url: '/api/menu?from=2026-12-07&to=2026-12-07',
    });
    expect(menu.statusCode, menu.body).toBe(200);
    expect(menu.body).toContain('Dal on the side');
    const publication = await app.inject({
      method: 'GET',
      url: '/api/menu/publication?from=2026-12-07',
      headers: admin,
    });
    expect(publication.statusCode, publication.body).toBe(200);
    // Published, then the dinner cut-off was moved: the planned Tuesday dinner's times changed since.
    expect(publication.json()).toMatchObject({
      weekStart: '2026-12-07',
      last: { publishedBy: expect.any(String) },
      changedSince: true,
    });
    const settings = await app.inject({ method: 'GET', url: '/api/mess-settings' });
    expect(
      settings.json<{ sittings: { sitting: string; cutoff: string }[] }>().sittings,
    ).toContainEqual(expect.objectContaining({ sitting: 'Dinner', cutoff: '16:30' }));
  });
});
