import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// Run by hand after changing an SVG in build/icons: `node --import tsx apps/web/build/make-icons.ts`.
// The PNGs are committed, so a build needs neither sharp nor this script.
const here = import.meta.dirname;
const out = path.resolve(here, '../public/icons');

/** The sizes browsers ask for: Android's launcher and splash (192, 512), iOS's home screen (180). */
const ICONS = [
  { svg: 'app-icon.svg', size: 192, file: 'icon-192.png' },
  { svg: 'app-icon.svg', size: 512, file: 'icon-512.png' },
  { svg: 'app-icon.svg', size: 180, file: 'apple-touch-icon.png' },
  // Maskable: the plate sits inside the middle 80% circle that every launcher's mask keeps.
  { svg: 'maskable-icon.svg', size: 192, file: 'maskable-192.png' },
  { svg: 'maskable-icon.svg', size: 512, file: 'maskable-512.png' },
] as const;

for (const icon of ICONS) {
  const svg = await readFile(path.join(here, 'icons', icon.svg));
  await sharp(svg, { density: Math.ceil((72 * icon.size) / 512) + 72 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} (${icon.size}×${icon.size})`);
}
