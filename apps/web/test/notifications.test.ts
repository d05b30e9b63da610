import type { Notification } from '@messmate/shared/schemas/notification';
import { describe, expect, it } from 'vitest';
import { markPagesRead } from '@/features/notifications/lib/mark-pages-read';
import {
  prependNotification,
  type NotificationPages,
} from '@/features/notifications/lib/notification-pages';
import { timeAgo } from '@/features/notifications/lib/time-ago';

const note = (id: string, read = false): Notification => ({
  _id: id,
  kind: 'request_served',
  title: `Served ${id}`,
  body: 'Your meal is ready at the counter.',
  link: null,
  read,
  createdAt: '2026-03-04T10:00:00Z',
});

const cached = (...pages: Notification[][]): NotificationPages => ({
  pages: pages.map((items, index) => ({
    items,
    nextCursor: index + 1 < pages.length ? `c${index}` : null,
  })),
  pageParams: pages.map((_, index) => (index === 0 ? null : `c${index - 1}`)),
});

const ids = (pages: NotificationPages | undefined) =>
  pages?.pages.map((page) => page.items.map((item) => `${item._id}${item.read ? ' read' : ''}`));

describe('a notification that arrives live', () => {
  it('goes first on the first page', () => {
    expect(ids(prependNotification(cached([note('b')], [note('a')]), note('c')))).toEqual([
      ['c', 'b'],
      ['a'],
    ]);
  });

  it('is not added twice, and waits when the list was never opened', () => {
    const pages = cached([note('b')], [note('a')]);
    expect(prependNotification(pages, note('a'))).toBe(pages);
    expect(prependNotification(undefined, note('c'))).toBeUndefined();
  });
});

describe('marking read', () => {
  it('marks the ones named, on any page', () => {
    const pages = cached([note('c'), note('b')], [note('a')]);
    expect(ids(markPagesRead(pages, ['b', 'a']))).toEqual([['c', 'b read'], ['a read']]);
  });

  it('marks all without names, and leaves the cache it was given as it was', () => {
    const pages = cached([note('b')], [note('a')]);
    expect(ids(markPagesRead(pages))).toEqual([['b read'], ['a read']]);
    expect(ids(pages)).toEqual([['b'], ['a']]);
  });
});

describe('how long ago', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says just now, then minutes, hours and days', () => {
    expect(timeAgo(before(30), now)).toBe('just now');
    expect(timeAgo(before(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(before(26 * 3600), now)).toBe('yesterday');
    expect(timeAgo(before(3 * 86400), now)).toBe('3 days ago');
  });

  it('gives the date after a week', () => {
    expect(timeAgo('2026-03-01T20:00:00Z', now)).toBe('2 Mar 2026');
  });
});
