import type {
  CreateSupportThreadBody,
  SupportThread,
  SupportThreadDetails,
  SupportThreadListQuery,
} from '@messmate/shared';
import { notificationTextsInEvery } from '@messmate/shared/notification-texts-bn';
import type { Caller } from '../../access/caller';
import type { Database, Executor } from '../../db/client';
import { communityDay } from '../../lib/community-day';
import { notFound, unauthorized } from '../../lib/http-error';
import { requireOwnImage } from '../images/own-image';
import type { CommunityClock } from '../meal-requests/service';
import { notifyAdmins } from '../notifications/notify';
import { toSupportMessage, toSupportThread } from './present';
import { supportRepository } from './repository';
import { resolveAbout } from './thread-about';
import { overThreadLimit, threadLimitReached } from './thread-limit';

export const threadNotFound = () =>
  notFound(
    { en: 'Support thread not found.', bn: 'সহায়তার আলাপটি পাওয়া যায়নি।' },
    'THREAD_NOT_FOUND',
  );

/** Whether the caller may read and write this thread: its author, or any admin. */
export const canSee = (caller: Caller, thread: { userId: string }): boolean =>
  thread.userId === caller.id || caller.role === 'admin';

/** The thread with its messages, oldest first; someone else's thread is answered as missing. */
export async function getSupportThread(
  db: Executor,
  caller: Caller,
  id: string,
): Promise<SupportThreadDetails> {
  const row = await supportRepository.findThread(db, id);
  if (!row || !canSee(caller, row)) throw threadNotFound();
  const messages = await supportRepository.listMessages(db, id);
  return { ...toSupportThread(row), messages: messages.map(toSupportMessage) };
}

/** A resident's own threads, newest activity first; an admin's list is everyone's, priority first. */
export async function listSupportThreads(
  db: Database,
  caller: Caller,
  query: SupportThreadListQuery,
): Promise<SupportThread[]> {
  const userId = caller.role === 'admin' ? undefined : caller.id;
  const rows = await supportRepository.listThreads(db, { ...query, userId });
  return rows.map(toSupportThread);
}

/**
 * Opens a thread for the caller: within the daily limit (counted with the author's row locked,
 * so simultaneous opens cannot all slip under it), priority from the badge as stored now.
 */
export async function openSupportThread(
  db: Database,
  caller: Caller,
  body: CreateSupportThreadBody,
  clock: CommunityClock & { publicOrigin: string },
): Promise<SupportThreadDetails> {
  const { now, timeZone } = clock;
  const day = communityDay(now, timeZone);
  const id = await db.transaction(async (tx) => {
    const author = await supportRepository.lockAuthor(tx, caller.id);
    if (!author) throw unauthorized();
    if (overThreadLimit(await supportRepository.countOpenedOnDay(tx, author.id, day))) {
      throw threadLimitReached(now, timeZone);
    }
    const about = await resolveAbout(tx, author.id, body);
    const imageUrl = body.imageUrl
      ? await requireOwnImage(tx, body.imageUrl, clock.publicOrigin)
      : null;
    const priority = author.badge === 'Gold' || author.badge === 'Platinum';
    const threadId = await supportRepository.insertThread(tx, {
      userId: author.id,
      topic: body.topic,
      subject: body.subject,
      priority: priority ? 'priority' : 'standard',
      authorBadge: author.badge,
      ...about,
      imageUrl,
      communityDay: day,
      waitingSince: now,
      createdAt: now,
      updatedAt: now,
    });
    await supportRepository.insertMessage(tx, {
      threadId,
      authorId: author.id,
      authorName: author.name,
      fromKitchen: false,
      body: body.message,
      createdAt: now,
    });
    await notifyAdmins(
      tx,
      notificationTextsInEvery.supportThreadOpened({
        id: threadId,
        subject: body.subject,
        authorName: author.name,
        priority,
      }),
    );
    return threadId;
  });
  return getSupportThread(db, caller, id);
}
