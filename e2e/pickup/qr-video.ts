import { writeFileSync } from 'node:fs';
import { create } from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PIXELS = 10;
const QUIET_MODULES = 4;
// Video-range luma: 16 is black, 235 white; chroma 128 is grey (no colour).
const BLACK = 16;
const WHITE = 235;

/** One camera frame's brightness: the QR code of `text`, black on white, in the middle. */
function lumaPlane(text: string): Buffer {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + QUIET_MODULES * 2) * MODULE_PIXELS;
  if (side > HEIGHT) throw new Error(`QR code of ${side}px does not fit a ${HEIGHT}px frame`);
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (!modules.get(y, x)) continue;
      const px = left + (x + QUIET_MODULES) * MODULE_PIXELS;
      const py = top + (y + QUIET_MODULES) * MODULE_PIXELS;
      for (let row = 0; row < MODULE_PIXELS; row += 1) {
        luma.fill(BLACK, (py + row) * WIDTH + px, (py + row) * WIDTH + px + MODULE_PIXELS);
      }
    }
  }
  return luma;
}

/**
 * Writes a Y4M video (raw YUV 4:2:0, what Chromium's --use-file-for-fake-video-capture plays on
 * a loop) whose every frame shows the QR code of `text`.
 */
export function writeQrVideo(file: string, text: string, frames = 5): void {
  const luma = lumaPlane(text);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
