import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/** An answer's text whatever encoding it was sent in. */
export function textOf(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === undefined) return res.rawPayload.toString('utf8');
  const decode = DECODERS[String(encoding)];
  if (!decode) throw new Error(`unexpected encoding ${String(encoding)}`);
  return decode(res.rawPayload).toString('utf8');
}
