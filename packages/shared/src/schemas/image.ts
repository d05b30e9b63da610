import { z } from 'zod';

/** The largest photo an admin may upload, in bytes (5 MB). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Uploads are scaled down so their long side is at most this many pixels. */
export const IMAGE_MAX_DIMENSION = 1600;
/** Larger pictures are refused before decoding (a decompression bomb guard): 40 megapixels. */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** The types an upload may really be, whatever its name or declared type says. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

export const IMAGE_UPLOAD_MESSAGES = {
  wrongType: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.',
  tooLarge: `The image is larger than ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller photo.`,
  tooManyPixels:
    'The image has too many pixels (over 40 megapixels). Please choose a smaller photo.',
  missing: 'Please choose an image to upload.',
  unreadable: 'The image could not be read. It may be damaged; please choose another photo.',
} as const;

export { OWN_IMAGE_PATH } from '../image-path';

export const UploadedImageSchema = z.object({
  /** The image's address on this server, to use as a meal's `image`. */
  url: z.string(),
  /** SHA-256 of the stored WebP bytes. */
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
