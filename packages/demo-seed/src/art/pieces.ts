import type { ArtContext } from './context';
import { shine } from './shine';
import { blob, circle, ellipse, n, path } from './svg';

export function eggHalf(c: ArtContext, x: number, y: number, s: number, tinted = true): string {
  const rotate = c.rng.range(0, 180);
  return [
    ellipse(
      x,
      y,
      s,
      s * 0.74,
      `fill="url(#p-eggWhite)"${tinted ? ' stroke="#d27a2a" stroke-width="3" stroke-opacity="0.6"' : ' stroke="#d9cfbd"'}`,
      rotate,
    ),
    circle(x + c.rng.range(-0.1, 0.1) * s, y, s * 0.44, 'fill="url(#p-yolk)"'),
    shine(x, y, s * 0.9, 0.7),
  ].join('');
}

/** A whole boiled egg fried golden, slit so the masala gets in, as in dim bhuna. */
export function friedWholeEgg(c: ArtContext, x: number, y: number, s: number): string {
  const rotate = c.rng.range(0, 180);
  const rad = (rotate * Math.PI) / 180;
  let slits = '';
  for (const t of [-0.35, 0.05, 0.45]) {
    const cx = x + Math.cos(rad) * t * s;
    const cy = y + Math.sin(rad) * t * s;
    slits += ellipse(cx, cy, s * 0.06, s * 0.42, 'fill="#7a2a0c" fill-opacity="0.7"', rotate);
  }
  return (
    ellipse(
      x,
      y,
      s,
      s * 0.72,
      'fill="url(#p-maslaEgg)" stroke="#7a2a0c" stroke-opacity="0.5" stroke-width="1.5"',
      rotate,
    ) +
    slits +
    shine(x, y, s, 0.65)
  );
}

export function friedEgg(c: ArtContext, x: number, y: number, s: number): string {
  const { rng } = c;
  return [
    `<path d="${blob(rng, x, y, s, s * 0.85, { points: 11, jitter: 0.18 })}" fill="url(#p-eggWhite)" stroke="#c98a3a" stroke-width="4" stroke-opacity="0.55"/>`,
    circle(x + s * 0.1, y - s * 0.05, s * 0.38, 'fill="url(#p-yolk)"'),
    ellipse(x - s * 0.02, y - s * 0.16, s * 0.14, s * 0.07, 'fill="#fff" fill-opacity="0.7"', -30),
    ...Array.from({ length: 6 }, () =>
      circle(
        x + rng.range(-0.7, 0.7) * s,
        y + rng.range(-0.6, 0.6) * s,
        2,
        `fill="${rng.pick(['#c2261b', '#3f8f24', '#b8527a'])}"`,
      ),
    ),
  ].join('');
}

export function potato(c: ArtContext, x: number, y: number, s: number): string {
  const { rng } = c;
  let spots = '';
  for (let i = 0; i < 4; i++)
    spots += ellipse(
      x + rng.range(-0.5, 0.5) * s,
      y + rng.range(-0.4, 0.4) * s,
      s * rng.range(0.1, 0.2),
      s * rng.range(0.06, 0.12),
      'fill="#b8741f" fill-opacity="0.45"',
      rng.range(0, 180),
    );
  return `<path d="${blob(rng, x, y, s, s * 0.82, { points: 6, jitter: 0.2, rotate: rng.range(0, 90) })}" fill="url(#p-potato)" stroke="#8a5418" stroke-width="1.5" stroke-opacity="0.55"/>${spots}${shine(x, y, s, 0.5)}`;
}

export function chickpea(c: ArtContext, x: number, y: number, s: number): string {
  return (
    circle(
      x,
      y,
      s,
      'fill="url(#p-chickpea)" stroke="#6e4620" stroke-width="0.6" stroke-opacity="0.6"',
    ) +
    path(
      `M${n(x - s * 0.1)} ${n(y - s * 0.8)} Q${n(x + s * 0.3)} ${n(y)} ${n(x - s * 0.1)} ${n(y + s * 0.8)}`,
      `stroke="#7a4e22" stroke-width="0.8" fill="none" stroke-opacity="0.5"`,
    )
  );
}

export function gourdCube(c: ArtContext, x: number, y: number, s: number): string {
  const rotate = c.rng.range(0, 90);
  return `<rect x="${n(x - s)}" y="${n(y - s * 0.8)}" width="${n(s * 2)}" height="${n(s * 1.6)}" rx="${n(s * 0.35)}" fill="#d9e8a8" stroke="#a7bf6a" stroke-width="1.2" transform="rotate(${n(rotate)} ${n(x)} ${n(y)})"/>${ellipse(x - s * 0.2, y - s * 0.2, s * 0.5, s * 0.3, 'fill="#f3f9dc" fill-opacity="0.7"', rotate)}`;
}
