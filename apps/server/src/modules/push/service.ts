import type {
  DeletedResult,
  PushPublicKey,
  PushSubscribed,
  PushSubscriptionBody,
} from '@messmate/shared';
import type { Caller } from '../../access/caller';
import type { Database } from '../../db/client';
import { pushRepository } from './repository';
import { vapidKeysOf } from './vapid-keys';

export async function pushPublicKey(db: Database): Promise<PushPublicKey> {
  return { publicKey: (await vapidKeysOf(db)).publicKey };
}

/** Opts the caller's browser in; the same browser subscribing again only refreshes its keys. */
export async function subscribeToPush(
  db: Database,
  caller: Caller,
  body: PushSubscriptionBody,
): Promise<PushSubscribed> {
  await pushRepository.upsert(db, {
    userId: caller.id,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
  return { acknowledged: true, endpoint: body.endpoint };
}

/** Opts a browser out: only the caller's own subscription is deleted (anyone else's: 0). */
export async function unsubscribeFromPush(
  db: Database,
  caller: Caller,
  endpoint: string,
): Promise<DeletedResult> {
  return {
    acknowledged: true,
    deletedCount: await pushRepository.deleteOwn(db, caller.id, endpoint),
  };
}
