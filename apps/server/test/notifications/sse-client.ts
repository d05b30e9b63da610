import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** One parsed server-sent event. */
export interface ReceivedEvent {
  event: string;
  data: string;
  id?: string;
}

export interface OpenedStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far, comments and retry hints included, as raw text. */
  raw(): string;
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): ReceivedEvent | null {
  let event = 'message';
  const data: string[] = [];
  let id: string | undefined;
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  return data.length > 0 ? { event, data: data.join('\n'), ...(id ? { id } : {}) } : null;
}

/**
 * Opens a real HTTP connection to a listening server and reads its event stream. Node's
 * http client with its own socket, not fetch: fetch's pool may open a spare connection
 * that never sends a request, and a server waits for such a socket when it closes.
 */
export async function openStream(
  url: string,
  headers: Record<string, string>,
): Promise<OpenedStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, resolve);
    request.on('error', reject);
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let text = '';
  let pending = '';
  response.setEncoding('utf8');
  response.on('data', (piece: string) => {
    text += piece;
    pending += piece;
    let cut = pending.indexOf('\n\n');
    while (cut !== -1) {
      const parsed = parseBlock(pending.slice(0, cut));
      if (parsed) events.push(parsed);
      pending = pending.slice(cut + 2);
      cut = pending.indexOf('\n\n');
    }
    waiters.forEach((wake) => wake());
  });
  const ended = new Promise<void>((resolve) => response.on('close', () => resolve()));

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    raw: () => text,
    events,
    ended,
    close: () => response.destroy(),
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
