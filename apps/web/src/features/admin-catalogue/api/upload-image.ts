import type { UploadedImage } from '@messmate/shared/schemas/image';
import { api } from '@/lib/api-client';

/** Sends one photo to our own server, which stores it as WebP and answers with its address. */
export function uploadImage(photo: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('image', photo);
  return api('POST /images', { body });
}
