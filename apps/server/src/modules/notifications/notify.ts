import type { Language } from '@messmate/shared';
import type { NotificationText } from '@messmate/shared/notification-texts';
import type { NotificationTexts } from '@messmate/shared/notification-texts-bn';
import type { Executor } from '../../db/client';
import { announce, NOTIFICATION_CHANNEL } from './channel';
import { adminNotesAbout } from './admin-notes-repository';
import { notificationsRepository } from './repository';

/**
 * One notification for one person: the words (in every language; stored in the person's) and
 * link come from notificationTextsInEvery.
 */
export interface NewNotification {
  userId: string;
  texts: NotificationTexts;
  requestId?: string;
}

const wordsOf = ({ en, bn }: NotificationTexts) => ({
  en: { title: en.title, body: en.body },
  bn: { title: bn.title, body: bn.body },
});

/**
 * Notifications as the service every other service calls: each function stores the rows and
 * announces them to every app instance, in the caller's transaction (pass the `tx` the event
 * itself is written in, so a rolled-back event tells nobody). Returns the new rows.
 */
export async function notifyMany(
  tx: Executor,
  notes: readonly NewNotification[],
): Promise<{ id: string; userId: string }[]> {
  const stored = await notificationsRepository.insert(
    tx,
    notes.map(({ userId, texts, requestId }) => ({
      userId,
      requestId,
      kind: texts.en.kind,
      link: texts.en.link,
      words: wordsOf(texts),
    })),
  );
  await announce(
    tx,
    stored.map((row) => ({ type: 'created', userId: row.userId, id: row.id })),
  );
  return stored;
}

/** One notification for one user; see notifyMany. Returns its id. */
export async function notify(tx: Executor, note: NewNotification): Promise<string> {
  const [stored] = await notifyMany(tx, [note]);
  if (!stored) throw new Error('notification insert returned nothing');
  return stored.id;
}

/** The same notification for each of these users; see notifyMany. Returns how many. */
export async function notifyEach(
  tx: Executor,
  userIds: readonly string[],
  texts: NotificationTexts,
): Promise<number> {
  const stored = await notifyMany(
    tx,
    userIds.map((userId) => ({ texts, userId })),
  );
  return stored.length;
}

/** Every admin, as stored now, gets the same notification (about `requestId`, when given). */
export async function notifyAdmins(
  tx: Executor,
  texts: NotificationTexts,
  requestId?: string,
): Promise<number> {
  const adminIds = await notificationsRepository.adminIds(tx);
  const stored = await notifyMany(
    tx,
    adminIds.map((userId) => ({ texts, userId, requestId })),
  );
  return stored.length;
}

/**
 * Rewords every notification about this request (the admins' new_request) as `text` and marks
 * it read: once cancelled or served, nothing waits on anyone. Open bells refresh.
 */
export async function resolveRequestNotifications(
  tx: Executor,
  requestId: string,
  texts: NotificationTexts,
): Promise<number> {
  const userIds = await notificationsRepository.reword(tx, requestId, {
    words: wordsOf(texts),
    link: texts.en.link,
  });
  await announce(
    tx,
    userIds.map((userId) => ({ type: 'read', userId })),
  );
  return userIds.length;
}

/**
 * Every resident gets the same news, in the language they chose (see
 * notificationsRepository.insertForResidents); open bells hear of it on commit. Returns how many.
 */
export async function notifyResidents(
  tx: Executor,
  texts: Record<Language, NotificationText>,
): Promise<number> {
  const stored = await notificationsRepository.insertForResidents(tx, texts);
  await announce(
    tx,
    stored.map((row) => ({ type: 'created', userId: row.userId, id: row.id })),
  );
  return stored.length;
}

/**
 * notifyAdmins for a writer that adds its row in one statement: the parts that statement runs
 * to notify every admin about each request in its CTE `requestCte`, in the same transaction.
 */
export function adminNotesFor(requestCte: string, texts: NotificationTexts) {
  return adminNotesAbout(requestCte, texts, NOTIFICATION_CHANNEL);
}
