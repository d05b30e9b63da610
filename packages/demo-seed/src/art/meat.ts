import type { ArtContext } from './context';
import { shine } from './shine';
import { blob, circle, ellipse, n, path } from './svg';

export function chickenPiece(c: ArtContext, x: number, y: number, s: number): string {
  const { rng } = c;
  const rotate = rng.range(0, 180);
  let out = `<path d="${blob(rng, x, y, s, s * 0.72, { points: 8, jitter: 0.18, rotate })}" fill="url(#p-chicken)" stroke="#5e250c" stroke-width="1" stroke-opacity="0.5"/>`;
  for (let i = 0; i < 4; i++) {
    out += ellipse(
      x + rng.range(-s, s) * 0.5,
      y + rng.range(-s, s) * 0.4,
      s * 0.22,
      s * 0.12,
      'fill="#7a3210" fill-opacity="0.35"',
      rng.range(0, 180),
    );
  }
  if (rng.chance(0.4))
    out += ellipse(
      x + s * 0.8,
      y + s * 0.1,
      s * 0.22,
      s * 0.13,
      'fill="#f1e3c6" stroke="#c7ad80"',
      rotate,
    );
  return out + shine(x, y, s);
}

/** A roast chicken leg: fat thigh end, tapering shank, knuckle bone, crisp glazed skin. */
export function drumstick(c: ArtContext, x: number, y: number, s: number, angle: number): string {
  const { rng } = c;
  const meat = `M${n(-s)} ${n(0.05 * s)}C${n(-1.05 * s)} ${n(-0.9 * s)} ${n(0.35 * s)} ${n(-0.95 * s)} ${n(0.95 * s)} ${n(-0.32 * s)}C${n(1.15 * s)} ${n(-0.18 * s)} ${n(1.3 * s)} ${n(-0.16 * s)} ${n(1.42 * s)} ${n(-0.14 * s)}L${n(1.42 * s)} ${n(0.14 * s)}C${n(1.3 * s)} ${n(0.16 * s)} ${n(1.15 * s)} ${n(0.2 * s)} ${n(0.95 * s)} ${n(0.34 * s)}C${n(0.35 * s)} ${n(0.95 * s)} ${n(-0.95 * s)} ${n(0.95 * s)} ${n(-s)} ${n(0.05 * s)}Z`;
  let crust = '';
  for (let i = 0; i < 16; i++) {
    const px = rng.range(-0.8, 0.9) * s;
    const py = rng.range(-0.5, 0.5) * s * (1 - Math.max(0, px / s) * 0.6);
    crust += ellipse(
      px,
      py,
      rng.range(0.06, 0.16) * s,
      rng.range(0.03, 0.07) * s,
      `fill="${rng.pick(['#5a1a06', '#3d1204', '#e07a3a'])}" fill-opacity="${n(rng.range(0.3, 0.55))}"`,
      rng.range(0, 180),
    );
  }
  const bone = `<rect x="${n(1.3 * s)}" y="${n(-0.12 * s)}" width="${n(0.45 * s)}" height="${n(0.24 * s)}" rx="${n(0.08 * s)}" fill="#efe2c6" stroke="#bca57a"/>${circle(1.8 * s, -0.13 * s, 0.16 * s, 'fill="#f7efdf" stroke="#bca57a"')}${circle(1.8 * s, 0.13 * s, 0.16 * s, 'fill="#f2e7d0" stroke="#bca57a"')}`;
  const glaze =
    ellipse(-0.2 * s, -0.42 * s, 0.55 * s, 0.14 * s, 'fill="url(#sheen)" fill-opacity="0.75"', -6) +
    ellipse(0.7 * s, -0.2 * s, 0.25 * s, 0.06 * s, 'fill="#fff" fill-opacity="0.35"', -12);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${ellipse(0.25 * s, 0.3 * s, 1.3 * s, 0.85 * s, 'fill="url(#shadow)"')}${bone}${path(meat, 'fill="url(#p-chickenRoast)" stroke="#3d1204" stroke-width="1.5" stroke-opacity="0.5"')}${crust}${glaze}</g>`;
}

export function meatChunk(
  c: ArtContext,
  x: number,
  y: number,
  s: number,
  kind: 'beef' | 'mutton',
): string {
  const { rng } = c;
  let out = `<path d="${blob(rng, x, y, s, s * 0.8, { points: 7, jitter: 0.22, rotate: rng.range(0, 180) })}" fill="url(#p-${kind})" stroke="#2a1005" stroke-opacity="0.45"/>`;
  if (kind === 'mutton' && rng.chance(0.5))
    out += ellipse(
      x + s * 0.5,
      y - s * 0.2,
      s * 0.25,
      s * 0.12,
      'fill="#efe2c8" stroke="#b99b6b"',
      rng.range(0, 180),
    );
  for (let i = 0; i < 3; i++)
    out += ellipse(
      x + rng.range(-0.5, 0.5) * s,
      y + rng.range(-0.4, 0.4) * s,
      s * 0.2,
      s * 0.08,
      'fill="#b0642e" fill-opacity="0.45"',
      rng.range(0, 180),
    );
  return out + shine(x, y, s, 0.45);
}
