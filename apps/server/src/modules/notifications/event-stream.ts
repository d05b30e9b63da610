import type { IncomingMessage, ServerResponse } from 'node:http';

export interface EventStreamTiming {
  /** A comment line this often keeps proxies and idle timers from cutting the connection. */
  heartbeatMs: number;
  /** How long the browser waits before reconnecting (the `retry:` field). */
  retryMs: number;
  /** The stream ends after this long; the browser reconnects, which checks the session again. */
  maxAgeMs: number;
}

export const DEFAULT_TIMING: EventStreamTiming = {
  heartbeatMs: 25_000,
  retryMs: 5_000,
  maxAgeMs: 15 * 60_000,
};

/** One server-sent event in the wire format; JSON data never holds a raw line break. */
export function formatEvent(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A text/event-stream response on a raw Node response that Fastify no longer handles. */
export class EventStream {
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;
  private readonly closeListeners: (() => void)[] = [];

  readonly userId: string;
  readonly sessionTokenHash: string;
  readonly address: string;
  readonly kitchen: boolean;

  constructor(
    owner: { userId: string; sessionTokenHash: string; address: string; kitchen?: boolean },
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly timing: EventStreamTiming,
  ) {
    this.userId = owner.userId;
    this.sessionTokenHash = owner.sessionTokenHash;
    this.address = owner.address;
    this.kitchen = owner.kitchen ?? false;
  }

  /** Sends the headers and the reconnect hint, and starts the heartbeat. */
  open(): void {
    this.res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Tells nginx-style proxies to pass each event on at once instead of buffering.
      'x-accel-buffering': 'no',
    });
    this.req.socket.setNoDelay(true);
    // The server's idle timeout is for requests; a stream is quiet between heartbeats by design
    // and ends by its own maxAgeMs.
    this.req.socket.setTimeout(0);
    this.write(`retry: ${this.timing.retryMs}\n\n`);
    this.timers.push(setInterval(() => this.write(': heartbeat\n\n'), this.timing.heartbeatMs));
    this.timers.push(setTimeout(() => this.close(), this.timing.maxAgeMs));
    this.res.on('close', () => this.close());
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  send(event: string, data: unknown, id?: string): void {
    this.write(formatEvent(event, data, id));
  }

  /** Ends the response (idempotent); the browser reconnects on its own unless it left. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.timers.forEach((timer) => clearTimeout(timer));
    if (!this.res.writableEnded) this.res.end();
    this.closeListeners.forEach((listener) => listener());
  }

  private write(chunk: string): void {
    if (!this.closed && !this.res.writableEnded) this.res.write(chunk);
  }
}
