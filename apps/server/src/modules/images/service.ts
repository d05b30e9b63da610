import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { imagesRepository } from './repository';
import { WORDINGS } from '../../lib/wordings';

const IMAGE_FILE = /^([0-9a-f]{64})\.webp$/;

export type ImageReadResult =
  | { kind: 'not-modified'; etag: string }
  | { kind: 'image'; etag: string; contentType: string; bytes: Buffer };

/** The ETag of a stored image: its content hash, which never changes for a given URL. */
export const etagFor = (hash: string): string => `"${hash}"`;

/** Whether an If-None-Match header (a list, weak tags or '*') names this ETag. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Reads `{sha256}.webp`; a malformed name or an unknown hash is simply not found. */
export async function readImage(
  db: Executor,
  file: string,
  ifNoneMatch: string | undefined,
): Promise<ImageReadResult> {
  const hash = IMAGE_FILE.exec(file)?.[1];
  if (!hash) throw notFound(WORDINGS.imageNotFound, 'IMAGE_NOT_FOUND');
  const etag = etagFor(hash);
  if (matchesEtag(ifNoneMatch, etag)) {
    if (await imagesRepository.exists(db, hash)) return { kind: 'not-modified', etag };
    throw notFound(WORDINGS.imageNotFound, 'IMAGE_NOT_FOUND');
  }
  const image = await imagesRepository.findByHash(db, hash);
  if (!image) throw notFound(WORDINGS.imageNotFound, 'IMAGE_NOT_FOUND');
  return { kind: 'image', etag, contentType: image.contentType, bytes: image.bytes };
}
