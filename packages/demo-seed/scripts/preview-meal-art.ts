/**
 * Renders every demo dish and a contact sheet of them, to look at the art while working on it.
 * Usage: npm run preview-art -w @messmate/demo-seed -- [outDir] [titleFilter]
 *    (or node --import tsx packages/demo-seed/scripts/preview-meal-art.ts [outDir] [titleFilter])
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderDishImage } from '../src/art/render';
import { ALL_DEMO_DISHES } from '../src/data/all-dishes';

const outDir = process.argv[2] ?? '/tmp/messmate-meal-art';
const filter = (process.argv[3] ?? '').toLowerCase();
const dishes = ALL_DEMO_DISHES.filter((dish) => dish.title.toLowerCase().includes(filter));
await mkdir(outDir, { recursive: true });

const started = performance.now();
const cpuBefore = process.cpuUsage();
const images = await Promise.all(dishes.map((dish) => renderDishImage(dish.title, dish.art)));
const elapsed = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);

const columns = dishes.length > 4 ? 4 : 2;
const tileWidth = 400;
const tileHeight = 300;
const tiles = await Promise.all(
  images.map(async (image, i) => {
    const name = `${String(i + 1).padStart(2, '0')}-${(dishes[i]?.title ?? '').replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.webp`;
    await writeFile(path.join(outDir, name), image.bytes);
    return sharp(image.bytes).resize(tileWidth, tileHeight).png().toBuffer();
  }),
);
const rows = Math.ceil(tiles.length / columns);
const sheet = path.join(outDir, 'contact-sheet.png');
await sharp({
  create: {
    width: columns * tileWidth,
    height: rows * tileHeight,
    channels: 3,
    background: '#1d1d1d',
  },
})
  .composite(
    tiles.map((input, i) => ({
      input,
      left: (i % columns) * tileWidth,
      top: Math.floor(i / columns) * tileHeight,
    })),
  )
  .png()
  .toFile(sheet);

const sizes = images.map((image) => image.bytes.length);
console.log(
  `${images.length} images in ${Math.round(elapsed)} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms); WebP sizes ${Math.min(...sizes)}–${Math.max(...sizes)} bytes (mean ${Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length)})`,
);
images.forEach((image, i) =>
  console.log(`${String(image.bytes.length).padStart(6)}  ${dishes[i]?.title}`),
);
console.log(`contact sheet: ${sheet}`);
