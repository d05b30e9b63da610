import type { App } from '../../src/app';

/** POSTs one file as multipart/form-data, as the Add Meal form does. */
export function postImage(
  app: App,
  file: { bytes: Buffer; name?: string; type?: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' });
  form.append('image', blob, file.name ?? 'photo.jpg');
  return app.inject({ method: 'POST', url: '/api/images', payload: form, headers });
}
