import {
  BoardChangedEventSchema,
  NOTIFICATION_STREAM_EVENTS,
  type NotificationEvent,
} from '@messmate/shared';
import type { FastifyBaseLogger } from 'fastify';
import { parseSessionSignal } from '../../auth/session-signal';
import type { Database } from '../../db/client';
import { parseSignal, type BoardSignal, type NotificationSignal } from './channel';
import { toNotification } from './present';
import { notificationsRepository } from './repository';

/** What the hub needs of a connected browser. */
export interface LiveStream {
  readonly userId: string;
  /** SHA-256 of the session token it was opened with: the stream ends with that session. */
  readonly sessionTokenHash: string;
  /** The client address it was opened from, for the per-address cap. */
  readonly address: string;
  /** An admin's stream: it also hears the board's changes (the kitchen page refetches). */
  readonly kitchen?: boolean;
  send(event: string, data: unknown, id?: string): void;
  close(): void;
}

/** A person with more tabs than this keeps the newest ones; the oldest is closed. */
const MAX_STREAMS_PER_USER = 8;

export interface StreamLimits {
  /** Open streams from one client address (a hostel shares one: generous). */
  perAddress: number;
  /** Open streams on this instance. */
  total: number;
}

/** Why a new stream may not open, if it may not. */
export type StreamRefusal = 'address' | 'total' | null;

/**
 * This instance's open streams, by user. Every instance hears every signal on the channel
 * and passes it on only to its own streams of that user, reading the row itself, so a
 * stream only ever carries its own user's notifications.
 */
export class NotificationHub {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  /** Per user, deliveries run one after another so events arrive in the order they came. */
  private readonly queues = new Map<string, Promise<void>>();
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly limits: StreamLimits,
  ) {}

  get connectedCount(): number {
    return this.total;
  }

  /** Whether one more stream from `address` would pass the caps. */
  refusal(address: string): StreamRefusal {
    if (this.total >= this.limits.total) return 'total';
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return 'address';
    return null;
  }

  /** Registers a stream; returns the function that forgets it (call it once, on close). */
  add(stream: LiveStream): () => void {
    const streams = this.byUser.get(stream.userId) ?? new Set<LiveStream>();
    this.byUser.set(stream.userId, streams);
    streams.add(stream);
    this.total += 1;
    this.byAddress.set(stream.address, (this.byAddress.get(stream.address) ?? 0) + 1);
    if (streams.size > MAX_STREAMS_PER_USER) {
      const [oldest] = streams;
      oldest?.close();
    }
    return () => {
      if (!streams.delete(stream)) return;
      this.total -= 1;
      const left = (this.byAddress.get(stream.address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(stream.address, left);
      else this.byAddress.delete(stream.address);
      if (streams.size === 0 && this.byUser.get(stream.userId) === streams) {
        this.byUser.delete(stream.userId);
      }
    };
  }

  /** A payload from the sessions channel: the streams of a session that ended close. */
  endSession(payload: string): void {
    const signal = parseSessionSignal(payload);
    if (signal?.type !== 'ended') return;
    const streams = this.byUser.get(signal.userId);
    if (!streams) return;
    for (const stream of [...streams]) {
      if (stream.sessionTokenHash === signal.tokenHash) stream.close();
    }
  }

  /** A payload from the channel. */
  receive(payload: string): void {
    const signal = parseSignal(payload);
    if (signal?.type === 'board') {
      this.tellKitchen(signal);
      return;
    }
    if (!signal || !this.byUser.has(signal.userId)) return;
    this.enqueue(signal.userId, () => this.deliver(signal));
  }

  /**
   * After the channel was lost for a while: every connected user gets a fresh count, and streams
   * whose session ended meanwhile (its signal lost with the channel) close.
   */
  resync(): void {
    for (const userId of this.byUser.keys()) {
      this.enqueue(userId, () => this.deliver({ type: 'read', userId }));
    }
    const users = [...this.byUser.keys()];
    if (users.length === 0) return;
    this.enqueue('sessions', async () => {
      const live = new Set(await notificationsRepository.liveSessionHashes(this.db, users));
      for (const streams of this.byUser.values()) {
        for (const stream of [...streams]) if (!live.has(stream.sessionTokenHash)) stream.close();
      }
    });
  }

  /** Ends every stream, so shutting down never waits on an open connection. */
  closeAll(): void {
    for (const streams of this.byUser.values()) {
      for (const stream of [...streams]) stream.close();
    }
    this.byUser.clear();
    this.byAddress.clear();
    this.total = 0;
  }

  /** Resolves when the deliveries under way have finished (before the database closes). */
  async idle(): Promise<void> {
    await Promise.all(this.queues.values());
  }

  /** A board change reaches every admin stream on this instance; no row to read, so no queue. */
  private tellKitchen(signal: BoardSignal): void {
    const event = BoardChangedEventSchema.parse({ date: signal.date, sitting: signal.sitting });
    for (const streams of this.byUser.values()) {
      for (const stream of streams)
        if (stream.kitchen) stream.send(NOTIFICATION_STREAM_EVENTS.board, event);
    }
  }

  private enqueue(userId: string, task: () => Promise<void>): void {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const next: Promise<void> = previous
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, 'notification delivery failed'))
      .finally(() => {
        if (this.queues.get(userId) === next) this.queues.delete(userId);
      });
    this.queues.set(userId, next);
  }

  private async deliver(signal: NotificationSignal): Promise<void> {
    const streams = this.byUser.get(signal.userId);
    if (!streams || streams.size === 0) return;
    const unread = await notificationsRepository.countUnread(this.db, signal.userId);
    if (signal.type === 'read') {
      for (const stream of streams)
        stream.send(NOTIFICATION_STREAM_EVENTS.unread, { count: unread });
      return;
    }
    const row = await notificationsRepository.findOwn(this.db, signal.userId, signal.id);
    if (!row) return;
    const event: NotificationEvent = { notification: toNotification(row), unread };
    for (const stream of streams)
      stream.send(NOTIFICATION_STREAM_EVENTS.notification, event, row.id);
  }
}
