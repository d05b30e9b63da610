import { notificationTextsInEvery } from '@messmate/shared/notification-texts-bn';
import type { Caller } from '../../access/caller';
import type { Transaction } from '../../db/client';
import { notify, resolveRequestNotifications } from '../notifications/notify';
import { mealRequestsRepository } from './repository';

/**
 * The serve rule, in the caller's transaction: pending → delivered, only from pending (so two
 * admins, or the Serve button and a scan, deliver it once), recording who and when; the
 * resident is told and the admins' new-request notes are resolved. Undefined when the request
 * is gone or no longer pending.
 */
export async function deliverRequest(tx: Transaction, admin: Caller, id: string, now: Date) {
  const row = await mealRequestsRepository.markDelivered(tx, id, admin.id, now);
  if (!row) return undefined;
  await notify(tx, { userId: row.userId, texts: notificationTextsInEvery.requestServed(row) });
  const served = await mealRequestsRepository.findById(tx, id);
  await resolveRequestNotifications(
    tx,
    id,
    notificationTextsInEvery.requestHandled({
      requesterName: served?.name ?? '',
      mealTitle: row.mealTitle,
      servedBy: admin.name,
    }),
  );
  return row;
}
