import type { UploadedImage } from '@messmate/shared/schemas/image';
import { api } from '@/lib/api-client';

/** Sends one photo to our own server, which stores it as WebP and answers with its address. */
export function uploadImage(photo: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', photo);
  return api.post<UploadedImage>('/images', form);
}
