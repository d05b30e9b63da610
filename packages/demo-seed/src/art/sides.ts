import type { ArtContext } from './context';
import { coriander, specks } from './garnish';
import { blob, ellipse, n, pointInEllipse } from './svg';

/** Aloo bharta: a mashed potato ball with mustard oil, green chilli, onion and coriander. */
export function bharta(c: ArtContext, x: number, y: number, r: number): string {
  let texture = '';
  for (let i = 0; i < Math.round(r * 0.9); i++) {
    const p = pointInEllipse(c.rng, x, y, r * 0.85, r * 0.8);
    texture += ellipse(
      p.x,
      p.y,
      c.rng.range(2, 6),
      c.rng.range(1.5, 4),
      `fill="${c.rng.pick(['#fbeab8', '#d9ae5a', '#f7e2a2'])}" fill-opacity="0.7"`,
      c.rng.range(0, 180),
    );
  }
  for (let i = 0; i < 8; i++) {
    const p = pointInEllipse(c.rng, x, y, r * 0.7, r * 0.7);
    texture += `<rect x="${n(p.x)}" y="${n(p.y)}" width="5" height="4" rx="1" fill="${c.rng.pick(['#3f8f24', '#b8527a', '#c2261b'])}"/>`;
  }
  return [
    ellipse(x + r * 0.08, y + r * 0.14, r * 1.05, r * 0.95, 'fill="url(#shadow)"'),
    `<path d="${blob(c.rng, x, y, r, r * 0.9, { points: 9, jitter: 0.1 })}" fill="url(#f-bharta)"/>`,
    texture,
    coriander(c, x, y, r * 0.4, 3),
    ellipse(
      x - r * 0.3,
      y - r * 0.35,
      r * 0.35,
      r * 0.15,
      'fill="url(#sheen)" fill-opacity="0.6"',
      -30,
    ),
  ].join('');
}

/** Mixed vegetable bhaji: potato, carrot, beans and cabbage cut small and stir-fried. */
export function bhaji(c: ArtContext, x: number, y: number, r: number): string {
  let bits = `<path d="${blob(c.rng, x, y, r, r * 0.9, { points: 9, jitter: 0.12 })}" fill="#d8b25a"/>`;
  const colors = ['#f3cf6a', '#e9b947', '#ef8a2a', '#5f9e2e', '#c9dc8a', '#f6e6a8'];
  for (let i = 0; i < Math.round(r * 1.6); i++) {
    const p = pointInEllipse(c.rng, x, y, r * 0.85, r * 0.78);
    const w = c.rng.range(3, 5);
    bits += `<rect x="${n(p.x)}" y="${n(p.y)}" width="${n(w * c.rng.range(1.5, 3.5))}" height="${n(w)}" rx="${n(w * 0.4)}" fill="${c.rng.pick(colors)}" stroke="#9a6a24" stroke-width="0.5" transform="rotate(${n(c.rng.range(0, 180))} ${n(p.x)} ${n(p.y)})"/>`;
  }
  return (
    ellipse(x + r * 0.06, y + r * 0.1, r * 1.05, r * 0.95, 'fill="url(#shadow)"') +
    bits +
    specks(c, x, y, r * 0.8, 20, ['#3b2812', '#c2261b'])
  );
}
