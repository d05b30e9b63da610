import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from '../../src/db/client';
import { imagesRepository, imageUrl } from '../../src/modules/images/repository';

let sequence = 0;

/** A real, tiny WebP stored the way the seed and upload store images; each call makes a new one. */
export async function createImage(db: Executor, options: { width?: number; height?: number } = {}) {
  const n = ++sequence;
  const { width = 4, height = 3 } = options;
  const bytes = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (n * 37) % 256, g: (n * 91) % 256, b: n % 256 },
    },
  })
    .webp({ lossless: true })
    .toBuffer();
  const hash = createHash('sha256').update(bytes).digest('hex');
  await imagesRepository.insert(db, { hash, contentType: 'image/webp', bytes, width, height });
  return { hash, bytes, url: imageUrl(hash) };
}
