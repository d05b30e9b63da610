import type { PersonalData } from '@messmate/shared';
import type { Caller } from '../../access/caller';
import { accountGone } from '../../auth/user-store';
import type { Database } from '../../db/client';
import { imageUrl } from '../images/repository';
import { poishaToTaka } from '../meals/present';
import { personExportRepository as rows } from './export-repository';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Everything MessMate keeps about the caller, read in one snapshot (a change made meanwhile is
 * wholly in or wholly out), every query bound to the caller's own id (decision 0033).
 */
export async function exportPersonalData(
  db: Database,
  caller: Caller,
  now: Date,
): Promise<PersonalData> {
  return db.transaction(
    async (tx) => {
      const id = caller.id;
      const profile = await rows.profile(tx, id);
      if (!profile) throw accountGone();
      const threads = await rows.supportThreads(tx, id);
      const messages = await rows.supportMessages(
        tx,
        threads.map((thread) => thread.id),
      );
      return {
        format: 'messmate-personal-data' as const,
        version: 1 as const,
        exportedAt: iso(now),
        profile: {
          _id: profile.id,
          name: profile.name,
          email: profile.email,
          emailVerified: profile.emailVerified,
          image: profile.image,
          role: profile.role,
          badge: profile.badge,
          hall: profile.hall,
          room: profile.room,
          createdAt: iso(profile.createdAt),
          updatedAt: iso(profile.updatedAt),
          profileSavedAt: isoOrNull(profile.profileSavedAt),
        },
        settings: {
          language: profile.language,
          cutoffReminder: await rows.cutoffReminder(tx, id),
        },
        signInMethods: (await rows.signInMethods(tx, id)).map((row) => ({
          provider: row.provider,
          createdAt: iso(row.createdAt),
        })),
        sessions: (await rows.sessions(tx, id)).map((row) => ({
          ...row,
          createdAt: iso(row.createdAt),
          expiresAt: iso(row.expiresAt),
        })),
        requests: (await rows.requests(tx, id)).map(({ id: requestId, ...row }) => ({
          _id: requestId,
          ...row,
          requestedAt: iso(row.requestedAt),
          servedAt: isoOrNull(row.servedAt),
        })),
        likes: (await rows.likes(tx, id)).map((row) => ({ ...row, likedAt: iso(row.likedAt) })),
        upcomingLikes: (await rows.upcomingLikes(tx, id)).map((row) => ({
          ...row,
          likedAt: iso(row.likedAt),
        })),
        reviews: (await rows.reviews(tx, id)).map(({ id: reviewId, ...row }) => ({
          _id: reviewId,
          ...row,
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        })),
        helpfulMarks: (await rows.helpfulMarks(tx, id)).map((row) => ({
          ...row,
          markedAt: iso(row.markedAt),
        })),
        payments: (await rows.payments(tx, id)).map((row) => ({
          _id: row.id,
          package: row.package,
          amount: poishaToTaka(row.amountPoisha),
          transactionId: row.transactionId,
          date: iso(row.paidAt),
        })),
        paymentIntents: (await rows.paymentIntents(tx, id)).map(
          ({ id: intentId, amountPoisha, ...row }) => ({
            _id: intentId,
            ...row,
            amount: poishaToTaka(amountPoisha),
            createdAt: iso(row.createdAt),
            updatedAt: iso(row.updatedAt),
          }),
        ),
        boardChoices: (await rows.boardChoices(tx, id)).map((row) => ({
          ...row,
          updatedAt: iso(row.updatedAt),
        })),
        pickupCodes: (await rows.pickupCodes(tx, id)).map((row) => ({
          ...row,
          collectedAt: isoOrNull(row.collectedAt),
          createdAt: iso(row.createdAt),
        })),
        notifications: (await rows.notifications(tx, id)).map(({ id: notificationId, ...row }) => ({
          _id: notificationId,
          ...row,
          readAt: isoOrNull(row.readAt),
          createdAt: iso(row.createdAt),
        })),
        pushSubscriptions: (await rows.pushSubscriptions(tx, id)).map((row) => ({
          endpoint: row.endpoint,
          createdAt: iso(row.createdAt),
        })),
        supportThreads: threads.map(({ id: threadId, ...thread }) => ({
          _id: threadId,
          ...thread,
          createdAt: iso(thread.createdAt),
          updatedAt: iso(thread.updatedAt),
          messages: messages
            .filter((message) => message.threadId === threadId)
            .map(({ threadId: _thread, ...message }) => ({
              ...message,
              createdAt: iso(message.createdAt),
            })),
        })),
        images: (await rows.images(tx, id)).map(({ hash, ...image }) => ({
          url: imageUrl(hash),
          ...image,
          createdAt: iso(image.createdAt),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
