import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES, type UploadedImage } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-error';
import { reencodeToWebp } from './reencode';
import { imagesRepository, imageUrl } from './repository';
import { WORDS } from '@messmate/shared/server-wordings';

/** @fastify/multipart's limits for a one-photo upload form (meal photos and profile photos). */
export const ONE_PHOTO_FORM_LIMITS = {
  fileSize: IMAGE_UPLOAD_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 5,
};

const isFileTooLarge = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

const MALFORMED_FORM = {
  en: 'The upload was cut off or is not a valid multipart/form-data form. Please send the photo again.',
  bn: 'আপলোডটি মাঝপথে কেটে গেছে, অথবা এটি সঠিক multipart/form-data ফর্ম নয়। ছবিটি আবার পাঠান।',
};

/** The one uploaded file's bytes; the size limit is enforced while it streams in. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw badRequest(
      {
        en: 'Send the image as multipart/form-data with one file field.',
        bn: 'ছবিটি একটি ফাইলের ঘরসহ multipart/form-data হিসেবে পাঠান।',
      },
      'NOT_MULTIPART',
    );
  }
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
    const bytes = await file?.toBuffer();
    if (!bytes || bytes.length === 0) throw badRequest(WORDS.image.missing, 'IMAGE_MISSING');
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isFileTooLarge(error)) {
      throw new HttpError(413, 'IMAGE_TOO_LARGE', WORDS.image.tooLarge);
    }
    // Only the form is read here: whatever else fails (a body cut off, a missing boundary, a
    // broken part header) is the request's fault, never the server's.
    request.log.info({ err: error }, 'malformed multipart upload');
    throw badRequest(MALFORMED_FORM, 'MALFORMED_UPLOAD');
  }
}

/** Re-encodes and stores an upload once per content hash; the same photo twice is one row. */
export async function storeUploadedImage(
  db: Executor,
  input: Buffer,
  uploadedBy: string,
): Promise<UploadedImage> {
  const image = await reencodeToWebp(input);
  await imagesRepository.insert(db, {
    hash: image.hash,
    contentType: 'image/webp',
    bytes: image.bytes,
    width: image.width,
    height: image.height,
    uploadedBy,
  });
  return { url: imageUrl(image.hash), hash: image.hash, width: image.width, height: image.height };
}
