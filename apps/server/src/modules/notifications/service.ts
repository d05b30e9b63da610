import type { MarkReadResult, NotificationListQuery, NotificationPage } from '@messmate/shared';
import type { Database, Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import type { PersonAnswerCache } from '../../lib/person-answer-cache';
import { unreadKey } from '../person-answers/answer-keys';
import { announce } from './channel';
import { toNotification } from './present';
import { notificationsRepository, type NotificationRow } from './repository';

/** A reconnecting browser gets at most this many of the notifications it missed. */
const MAX_REPLAY = 50;

const notificationNotFound = () =>
  notFound(
    { en: 'Notification not found.', bn: 'নোটিফিকেশনটি পাওয়া যায়নি।' },
    'NOTIFICATION_NOT_FOUND',
  );

/** One page of the user's notifications, newest first; the cursor must be one of their own. */
export async function listNotifications(
  db: Database,
  userId: string,
  { cursor, limit }: NotificationListQuery,
): Promise<NotificationPage> {
  if (cursor && !(await notificationsRepository.findOwn(db, userId, cursor))) {
    throw badRequest(
      {
        en: 'The page cursor is not valid. Start again from the first page.',
        bn: 'পাতার কার্সরটি সঠিক নয়। প্রথম পাতা থেকে আবার শুরু করুন।',
      },
      'INVALID_CURSOR',
    );
  }
  const rows = await notificationsRepository.listNewestFirst(db, userId, {
    before: cursor,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    nextCursor: rows.length > limit && last ? last.id : null,
  };
}

/** The bell's number, kept per person until a notification of theirs is written or read. */
export function unreadCount(
  db: Database,
  answers: PersonAnswerCache,
  userId: string,
): Promise<number> {
  return answers.read(unreadKey(userId), () => notificationsRepository.countUnread(db, userId));
}

/**
 * Marks some of the user's notifications read and, when that changed anything, tells the
 * user's other open tabs (on any instance) so their counts follow.
 */
async function markAndAnnounce(
  db: Database,
  userId: string,
  mark: (tx: Executor) => Promise<number>,
): Promise<MarkReadResult> {
  return db.transaction(async (tx) => {
    const modifiedCount = await mark(tx);
    if (modifiedCount > 0) await announce(tx, [{ type: 'read', userId }]);
    const unread = await notificationsRepository.countUnread(tx, userId);
    return { acknowledged: true, modifiedCount, unread };
  });
}

/** Someone else's notification is answered as missing: whether it exists is not theirs to learn. */
export async function markOneRead(
  db: Database,
  userId: string,
  id: string,
): Promise<MarkReadResult> {
  if (!(await notificationsRepository.findOwn(db, userId, id))) {
    throw notificationNotFound();
  }
  return markAndAnnounce(db, userId, (tx) => notificationsRepository.markRead(tx, userId, [id]));
}

/** Marks the given ones read; ids that are not the user's are ignored. */
export function markSomeRead(db: Database, userId: string, ids: readonly string[]) {
  return markAndAnnounce(db, userId, (tx) => notificationsRepository.markRead(tx, userId, ids));
}

export function markAllRead(db: Database, userId: string) {
  return markAndAnnounce(db, userId, (tx) => notificationsRepository.markAllRead(tx, userId));
}

/**
 * What a stream opens with: the unread count, and the notifications newer than the one the
 * browser saw last (in write order, at most MAX_REPLAY), when it says which that was.
 */
export async function streamOpening(
  db: Database,
  userId: string,
  lastSeen: string | undefined,
): Promise<{ missed: NotificationRow[]; unread: number }> {
  const missed = lastSeen
    ? await notificationsRepository.listNewerThan(db, userId, lastSeen, MAX_REPLAY)
    : [];
  return { missed, unread: await notificationsRepository.countUnread(db, userId) };
}
