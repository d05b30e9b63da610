import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { createRng } from '../prng';
import { ART_HEIGHT, ART_WIDTH, composeDish, type DishArt } from './compose';

export interface RenderedImage {
  hash: string;
  contentType: 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
}

export const WEBP_QUALITY = 80;

/** Draws a dish and encodes it as WebP; the same title and art always give the same bytes. */
export async function renderDishImage(title: string, art: DishArt): Promise<RenderedImage> {
  const svg = composeDish(createRng(`art:${title}`), art);
  // Effort 2 encodes in half the time of the default for about 4% more bytes.
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer();
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    contentType: 'image/webp',
    bytes,
    width: ART_WIDTH,
    height: ART_HEIGHT,
  };
}
