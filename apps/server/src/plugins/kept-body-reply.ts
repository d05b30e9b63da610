import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ANSWER_ENCODINGS,
  COMPRESS_FROM_BYTES,
  isCompressedEncoding,
  type CompressedEncoding,
} from '../lib/compression';
import type { KeptBody } from '../lib/kept-body';
import { useEtag } from './http-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends JSON text the route's own schema already serialized, as it is. */
export function sendSerialized(reply: FastifyReply, text: string) {
  return reply.type(JSON_TYPE).send(text as never);
}
// As @fastify/compress reads the header: '*' (no preference) and 'x-gzip' stand for gzip.
const GZIP_ALIASES = /\*|x-gzip/gu;

/** The encoding @fastify/compress would choose for this request's answer, if any. */
function encodingFor(request: FastifyRequest): CompressedEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(GZIP_ALIASES, 'gzip'), ANSWER_ENCODINGS);
  return chosen !== null && isCompressedEncoding(chosen) ? chosen : undefined;
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (!values.some((value) => value.toLowerCase().includes('accept-encoding'))) {
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
}

/**
 * Sends a kept JSON answer as the route's serializer and @fastify/compress would have sent it
 * (same text, same encoding chosen, same ETag), from what is kept: compressed bytes go out with
 * their Content-Encoding set, which the compressor passes on untouched.
 */
export function sendKeptBody(request: FastifyRequest, reply: FastifyReply, body: KeptBody) {
  useEtag(reply, body.etag);
  const encoding = body.byteLength < COMPRESS_FROM_BYTES ? undefined : encodingFor(request);
  if (!encoding) return sendSerialized(reply, body.text);
  varyOnEncoding(reply);
  reply.type(JSON_TYPE).header('content-encoding', encoding);
  return reply.send(body.encodedAs(encoding) as never);
}
