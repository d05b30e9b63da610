import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_MAX_DIMENSION,
  IMAGE_MAX_INPUT_PIXELS,
} from '@messmate/shared';
import { badRequest, HttpError } from '../../lib/http-error';
import { loadSharp } from '../../lib/load-sharp';
import { WORDS } from '@messmate/shared/server-wordings';

export interface WebpImage {
  bytes: Buffer;
  hash: string;
  width: number;
  height: number;
}

const accepted: ReadonlySet<string> = new Set(ACCEPTED_IMAGE_TYPES);

/** The real type, read from the bytes: a text file named .png is still text. */
async function assertAcceptedType(input: Buffer): Promise<void> {
  const sniffed = await fileTypeFromBuffer(input);
  if (!sniffed || !accepted.has(sniffed.mime)) {
    throw new HttpError(415, 'UNSUPPORTED_IMAGE_TYPE', WORDS.image.wrongType);
  }
}

function describeDecodeFailure(error: unknown): HttpError {
  const text = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(text)) {
    return new HttpError(413, 'IMAGE_TOO_MANY_PIXELS', WORDS.image.tooManyPixels);
  }
  return badRequest(WORDS.image.unreadable, 'IMAGE_UNREADABLE');
}

/**
 * Checks the real type, then re-encodes to WebP: turned upright by its EXIF orientation,
 * at most IMAGE_MAX_DIMENSION on the long side, with every piece of metadata (GPS, camera)
 * left behind. Only the first frame of an animation is kept.
 */
export async function reencodeToWebp(input: Buffer): Promise<WebpImage> {
  await assertAcceptedType(input);
  try {
    const sharp = await loadSharp();
    const { data, info } = await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: IMAGE_MAX_DIMENSION,
        height: IMAGE_MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex');
    return { bytes: data, hash, width: info.width, height: info.height };
  } catch (error) {
    throw describeDecodeFailure(error);
  }
}
