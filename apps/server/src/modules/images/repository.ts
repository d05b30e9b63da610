import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { images } from '../../db/schema';

export interface StoredImageInput {
  hash: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  uploadedBy?: string | null;
}

export const imagesRepository = {
  /** Stores an image once per content hash; storing the same bytes again is a no-op. */
  async insert(db: Executor, image: StoredImageInput): Promise<void> {
    await db
      .insert(images)
      .values({ ...image, uploadedBy: image.uploadedBy ?? null })
      .onConflictDoNothing({ target: images.hash });
  },

  async findByHash(db: Executor, hash: string) {
    const [row] = await db
      .select({ bytes: images.bytes, contentType: images.contentType, hash: images.hash })
      .from(images)
      .where(eq(images.hash, hash))
      .limit(1);
    return row;
  },

  /** Whether an image is stored, without reading its bytes (for conditional requests). */
  async exists(db: Executor, hash: string): Promise<boolean> {
    const [row] = await db
      .select({ hash: images.hash })
      .from(images)
      .where(eq(images.hash, hash))
      .limit(1);
    return row !== undefined;
  },
};

export function imageUrl(hash: string): string {
  return `/api/images/${hash}.webp`;
}
