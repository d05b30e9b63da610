import type { ArtContext } from './context';
import { specks } from './garnish';
import { blob, ellipse, n, path } from './svg';

/** Bhapa pitha: a steamed rice-flour cake with molasses and grated coconut in its heart. */
export function bhapaPitha(c: ArtContext, x: number, y: number, s: number): string {
  return [
    ellipse(x + s * 0.1, y + s * 0.16, s * 1.08, s * 1.04, 'fill="url(#shadow)"'),
    `<path d="${blob(c.rng, x, y, s, s * 0.96, { points: 10, jitter: 0.04 })}" fill="url(#p-pitha)" stroke="#d6ccb8"/>`,
    ellipse(x + s * 0.05, y + s * 0.1, s * 0.92, s * 0.85, 'fill="#cdbf9f" fill-opacity="0.35"'),
    `<path d="${blob(c.rng, x, y, s * 0.9, s * 0.86, { points: 10, jitter: 0.04 })}" fill="url(#p-pitha)"/>`,
    specks(c, x, y, s * 0.85, 30, ['#e8dcc2', '#fffdf8']),
    `<path d="${blob(c.rng, x + s * 0.05, y, s * 0.46, s * 0.4, { points: 9, jitter: 0.14 })}" fill="url(#f-molasses)" stroke="#5a2a0a" stroke-width="1" stroke-opacity="0.4"/>`,
    ellipse(x - s * 0.08, y - s * 0.1, s * 0.16, s * 0.07, 'fill="#fff" fill-opacity="0.5"', -30),
    specks(c, x + s * 0.05, y, s * 0.35, 14, ['#fffdf5', '#f5efe0']),
    ellipse(x - s * 0.4, y - s * 0.4, s * 0.3, s * 0.14, 'fill="#fff" fill-opacity="0.7"', -35),
  ].join('');
}

/** Patishapta: a thin crepe rolled round kheer-and-coconut filling, lacy brown from the pan. */
export function patishapta(c: ArtContext, x: number, y: number, s: number, angle: number): string {
  const len = s * 3.2;
  let lace = '';
  for (let i = 0; i < 34; i++) {
    lace += ellipse(
      c.rng.range(-len / 2 + 8, len / 2 - 8),
      c.rng.range(-s * 0.42, s * 0.42),
      c.rng.range(2, 7),
      c.rng.range(1.5, 3.5),
      `fill="${c.rng.pick(['#c98a3a', '#b06f28', '#e0a85a'])}" fill-opacity="0.55"`,
    );
  }
  // Molasses drizzled across the roll.
  let drizzle = `M${n(-len / 2 + s * 0.3)} ${n(-s * 0.3)}`;
  for (let k = 1; k <= 6; k++)
    drizzle += ` L${n(-len / 2 + s * 0.3 + (k * (len - s * 0.6)) / 6)} ${n(k % 2 ? s * 0.35 : -s * 0.35)}`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${ellipse(s * 0.1, s * 0.3, len * 0.55, s * 0.6, 'fill="url(#shadow)"')}<rect x="${n(-len / 2)}" y="${n(-s * 0.45)}" width="${n(len)}" height="${n(s * 0.9)}" rx="${n(s * 0.45)}" fill="url(#p-patishapta)" stroke="#c99a5a"/>${lace}${ellipse(len / 2 - s * 0.25, 0, s * 0.22, s * 0.4, 'fill="#d9a860" stroke="#a8703a"')}${ellipse(len / 2 - s * 0.25, 0, s * 0.12, s * 0.25, 'fill="#f6e6c0"')}${path(drizzle, 'stroke="#7a3a10" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round" fill="none" stroke-opacity="0.85"')}${path(`M${n(-len / 2 + s * 0.4)} ${n(-s * 0.2)} L${n(len / 2 - s * 0.5)} ${n(-s * 0.2)}`, 'stroke="#fff" stroke-width="3" stroke-opacity="0.5" stroke-linecap="round"')}</g>`;
}
