import { createHash } from 'node:crypto';

/** A weak ETag of an answer's bytes (as sent before any compression). */
export function weakEtagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}
