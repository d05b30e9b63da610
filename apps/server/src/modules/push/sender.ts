import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import type { Language, PushPayload } from '@messmate/shared';
import type { Database } from '../../db/client';
import { pushRepository, type PushSubscriptionRow } from './repository';
import { vapidKeysOf } from './vapid-keys';

/** A push not delivered within this long is dropped: it is about a meal, now. */
const TIME_TO_LIVE_SECONDS = 60 * 60;
const PUSH_SERVICE_TIMEOUT_MS = 10_000;
/** The push service's word that this browser unsubscribed or the subscription expired. */
const GONE = new Set([404, 410]);
/**
 * Pushes to many browsers (the week's menu to every resident) go out this many at a time: enough
 * to finish a hall of a thousand phones in seconds, few enough not to open a thousand sockets.
 */
const PARALLEL_DELIVERIES = 16;

export interface PushOutcome {
  sent: number;
  removed: number;
  failed: number;
}

/** One push to one browser: the subscription as stored, and what to tell its owner. */
export interface PushTarget {
  subscription: PushSubscriptionRow;
  payload: PushPayload;
}

/** One push in every language; each browser gets its owner's (English until they choose). */
export type PushPayloads = Record<Language, PushPayload>;

/** Web Push to every browser a user opted in on; see createPushSender. */
export interface PushSender {
  /** Sends to each of the user's subscriptions; resolves when every push service answered. */
  send(userId: string, payload: PushPayload | PushPayloads): Promise<PushOutcome>;
  /** The same, without holding up the caller's answer: failures are logged, never thrown. */
  sendLater(userId: string, payload: PushPayload | PushPayloads): void;
  /** Sends each target its own payload, a few at a time; resolves when all were answered. */
  sendTo(targets: readonly PushTarget[]): Promise<PushOutcome>;
  /** sendTo in the background, like sendLater. */
  sendToLater(targets: readonly PushTarget[]): void;
  /** Waits for the pushes still under way (the app is closing). */
  settle(): Promise<void>;
}

export interface PushSenderOptions {
  db: Database;
  /** VAPID's contact for the push services (mailto: or https:). */
  contact: string;
  log: FastifyBaseLogger;
  /** The HTTPS agent for the push services (tests trust their local one's certificate). */
  agent?: Agent;
}

/**
 * Pushes go out from the instance that handled the event, once it committed: no other instance
 * hears of it, so a push is sent once however many instances run. A subscription the push service
 * reports gone (404, 410) is deleted.
 */
export function createPushSender({ db, contact, log, agent }: PushSenderOptions): PushSender {
  const underWay = new Set<Promise<unknown>>();

  async function deliver(row: PushSubscriptionRow, body: string): Promise<keyof PushOutcome> {
    const { publicKey, privateKey } = await vapidKeysOf(db);
    try {
      await webPush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        body,
        {
          vapidDetails: { subject: contact, publicKey, privateKey },
          TTL: TIME_TO_LIVE_SECONDS,
          urgency: 'high',
          timeout: PUSH_SERVICE_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && GONE.has(error.statusCode)) {
        await pushRepository.deleteById(db, row.id);
        return 'removed';
      }
      log.warn({ err: error, endpointHost: new URL(row.endpoint).host }, 'web push failed');
      return 'failed';
    }
  }

  async function sendTo(targets: readonly PushTarget[]): Promise<PushOutcome> {
    const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
    let next = 0;
    async function worker() {
      for (let target = targets[next++]; target; target = targets[next++]) {
        outcome[await deliver(target.subscription, JSON.stringify(target.payload))] += 1;
      }
    }
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_DELIVERIES, targets.length) }, worker),
    );
    return outcome;
  }

  async function send(userId: string, payload: PushPayload | PushPayloads): Promise<PushOutcome> {
    const rows = await pushRepository.listForUser(db, userId);
    const inLanguage = (language: Language | null) =>
      'en' in payload ? payload[language ?? 'en'] : payload;
    return sendTo(
      rows.map(({ subscription, language }) => ({ subscription, payload: inLanguage(language) })),
    );
  }

  function inBackground(sending: Promise<unknown>) {
    const settled = sending
      .catch((error: unknown) => log.error({ err: error }, 'web push could not be sent'))
      .finally(() => underWay.delete(settled));
    underWay.add(settled);
  }

  return {
    send,
    sendLater: (userId, payload) => inBackground(send(userId, payload)),
    sendTo,
    sendToLater: (targets) => inBackground(sendTo(targets)),
    async settle() {
      await Promise.all([...underWay]);
    },
  };
}
