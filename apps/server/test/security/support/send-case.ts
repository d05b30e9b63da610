import type { LightMyRequestResponse } from 'fastify';
import type { CaseRequest } from './matrix-case';
import type { ActorName, World } from './world';

export interface Answer {
  status: number;
  text: string;
  headers: LightMyRequestResponse['headers'];
}

/** The whole body of an ended answer; an open event stream is left unread and dropped. */
export async function bodyUnlessStreaming(response: LightMyRequestResponse): Promise<string> {
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return '';
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

/** Sends one call as `actor`. */
export async function sendCase(
  world: World,
  actor: ActorName,
  request: CaseRequest,
  stream = false,
): Promise<Answer> {
  const response = await world.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...world.headersOf(actor) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    ...(stream ? { payloadAsStream: true } : {}),
  });
  const text = stream ? await bodyUnlessStreaming(response) : response.body;
  return { status: response.statusCode, text, headers: response.headers };
}
