import type {
  SupportReplyBody,
  SupportThreadDetails,
  UpdateSupportThreadBody,
} from '@messmate/shared';
import {
  notificationTextsInEvery,
  type NotificationTexts,
} from '@messmate/shared/notification-texts-bn';
import type { Caller } from '../../access/caller';
import type { Database, Transaction } from '../../db/client';
import { conflict, forbidden } from '../../lib/http-error';
import { notify, notifyAdmins } from '../notifications/notify';
import { pushesOf, sendPush, type PushSender } from '../push/send-push';
import { supportRepository } from './repository';
import { canSee, getSupportThread, threadNotFound } from './service';

type LockedThread = NonNullable<Awaited<ReturnType<typeof supportRepository.lockThread>>>;

/** Runs a change on a thread the caller may see, with its row locked; answers the thread after. */
async function withThread(
  db: Database,
  caller: Caller,
  id: string,
  change: (tx: Transaction, thread: LockedThread) => Promise<void>,
): Promise<SupportThreadDetails> {
  await db.transaction(async (tx) => {
    const thread = await supportRepository.lockThread(tx, id);
    if (!thread || !canSee(caller, thread)) throw threadNotFound();
    await change(tx, thread);
  });
  return getSupportThread(db, caller, id);
}

/**
 * A message in an open or answered thread. The kitchen's answer marks it answered and tells the
 * resident (in the bell and, once committed, by push); the resident's puts it back in the queue
 * (waiting from now if it had been answered) and tells the admins.
 */
export async function replyToSupportThread(
  db: Database,
  caller: Caller,
  id: string,
  body: SupportReplyBody,
  now: Date,
  push: PushSender,
): Promise<SupportThreadDetails> {
  let answered: { userId: string; text: NotificationTexts } | undefined;
  const details = await withThread(db, caller, id, async (tx, thread) => {
    if (thread.status === 'closed') {
      throw conflict(
        {
          en: 'This thread is closed. Open a new one to ask again.',
          bn: 'এই আলাপটি বন্ধ। আবার জানতে নতুন একটি খুলুন।',
        },
        'THREAD_CLOSED',
      );
    }
    const fromKitchen = thread.userId !== caller.id;
    await supportRepository.insertMessage(tx, {
      threadId: thread.id,
      authorId: caller.id,
      authorName: caller.name,
      fromKitchen,
      body: body.message,
      createdAt: now,
    });
    if (fromKitchen) {
      await supportRepository.updateThread(tx, thread.id, { status: 'answered' });
      const text = notificationTextsInEvery.supportReply(thread);
      await notify(tx, { userId: thread.userId, texts: text });
      answered = { userId: thread.userId, text };
      return;
    }
    const waitingSince = thread.status === 'answered' ? now : undefined;
    await supportRepository.updateThread(tx, thread.id, { status: 'open', waitingSince });
    await notifyAdmins(
      tx,
      notificationTextsInEvery.supportResidentReply({ ...thread, authorName: caller.name }),
    );
  });
  if (answered) sendPush(push, answered.userId, pushesOf(answered.text, `support-${id}`));
  return details;
}

/** Closing: the author or an admin. Reopening: admins only, and it waits in the queue from now. */
export function setSupportThreadStatus(
  db: Database,
  caller: Caller,
  id: string,
  { status }: UpdateSupportThreadBody,
  now: Date,
): Promise<SupportThreadDetails> {
  return withThread(db, caller, id, async (tx, thread) => {
    if (status === 'closed') {
      if (thread.status !== 'closed') await supportRepository.updateThread(tx, id, { status });
      return;
    }
    if (caller.role !== 'admin') {
      throw forbidden(
        {
          en: 'Only the kitchen can reopen a thread. Open a new one if you need more help.',
          bn: 'শুধু রান্নাঘর আলাপ আবার খুলতে পারে। আরও সাহায্য লাগলে নতুন একটি খুলুন।',
        },
        'REOPEN_ADMIN_ONLY',
      );
    }
    if (thread.status === 'closed') {
      await supportRepository.updateThread(tx, id, { status: 'open', waitingSince: now });
    }
  });
}
