import sharp from 'sharp';

let png: Promise<Buffer> | undefined;

/** A real 8×6 PNG, for upload calls. */
export function tinyPng(): Promise<Buffer> {
  png ??= sharp({ create: { width: 8, height: 6, channels: 3, background: '#c05621' } })
    .png()
    .toBuffer();
  return png;
}

export async function imageForm(): Promise<FormData> {
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }),
    'dal.png',
  );
  return form;
}
