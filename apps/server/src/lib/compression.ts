import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';

/**
 * How API answers are compressed. app.ts registers @fastify/compress with these, and answers
 * kept already compressed (kept-body.ts) are made with the same, so a client cannot tell them
 * apart.
 */
export const COMPRESSED_ENCODINGS = ['br', 'gzip', 'deflate'] as const;
export type CompressedEncoding = (typeof COMPRESSED_ENCODINGS)[number];

/** Every encoding an answer may go out in, in the order the server prefers them. */
export const ANSWER_ENCODINGS: (CompressedEncoding | 'identity')[] = [
  ...COMPRESSED_ENCODINGS,
  'identity',
];

/** Quality 4, as @fastify/compress recommends: 11 costs far more CPU for a few bytes less. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * An answer under this size reaches a phone in the first round trip (about 14 kB) whether it is
 * compressed or not, and compressing it would cost more server time than the query.
 */
export const COMPRESS_FROM_BYTES = 8 * 1024;

const COMPRESSORS: Record<CompressedEncoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, BROTLI_OPTIONS),
  gzip: (bytes) => gzipSync(bytes),
  deflate: (bytes) => deflateSync(bytes),
};

export const compressAs = (encoding: CompressedEncoding, bytes: Buffer): Buffer =>
  COMPRESSORS[encoding](bytes);

export const isCompressedEncoding = (encoding: string): encoding is CompressedEncoding =>
  (COMPRESSED_ENCODINGS as readonly string[]).includes(encoding);
