import type { ArtContext } from './context';
import { dropShadow } from './vessels';
import { blob, circle, ellipse, n, path, pointInEllipse } from './svg';

/** A flaky paratha: golden disc, the spiral of its folded layers and brown spots from the tawa. */
export function paratha(c: ArtContext, x: number, y: number, r: number): string {
  const { rng } = c;
  let out = ellipse(
    x + r * 0.05,
    y + r * 0.07,
    r * 1.02,
    r * 0.99,
    'fill="#000" fill-opacity="0.2"',
  );
  out += `<path d="${blob(rng, x, y, r, r * 0.97, { points: 14, jitter: 0.04 })}" fill="url(#p-paratha)" stroke="#a86a2c" stroke-width="1.5" stroke-opacity="0.6"/>`;
  for (let ring = 0.25; ring < 0.95; ring += rng.range(0.09, 0.13)) {
    const start = rng.range(0, Math.PI * 2);
    const sweep = rng.range(2.2, 4.2);
    const rr = r * ring;
    const x0 = x + Math.cos(start) * rr;
    const y0 = y + Math.sin(start) * rr;
    const x1 = x + Math.cos(start + sweep) * rr;
    const y1 = y + Math.sin(start + sweep) * rr;
    out += path(
      `M${n(x0)} ${n(y0)} A${n(rr)} ${n(rr)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${n(x1)} ${n(y1)}`,
      `stroke="#b57430" stroke-width="${n(rng.range(1.5, 3))}" fill="none" stroke-opacity="0.45"`,
    );
    out += path(
      `M${n(x0)} ${n(y0 - 2)} A${n(rr)} ${n(rr)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${n(x1)} ${n(y1 - 2)}`,
      'stroke="#fbe4b0" stroke-width="1.2" fill="none" stroke-opacity="0.5"',
    );
  }
  for (let i = 0; i < Math.round(r / 4); i++) {
    const p = pointInEllipse(rng, x, y, r * 0.9, r * 0.9);
    const s = rng.range(3, 9);
    out += `<path d="${blob(rng, p.x, p.y, s, s * 0.7, { points: 6, jitter: 0.3 })}" fill="#8a4a17" fill-opacity="${n(rng.range(0.25, 0.55))}"/>`;
  }
  return (
    out +
    ellipse(
      x - r * 0.35,
      y - r * 0.4,
      r * 0.4,
      r * 0.15,
      'fill="url(#sheen)" fill-opacity="0.35"',
      -35,
    )
  );
}

/** A puffed puri or luchi: round, with a bright highlight where it balloons. */
export function puri(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  tone: 'puri' | 'luchi' = 'puri',
): string {
  const { rng } = c;
  let out = dropShadow(x, y, r, 1.05);
  out += `<path d="${blob(rng, x, y, r, r * 0.95, { points: 12, jitter: 0.05 })}" fill="url(#p-${tone})" stroke="${tone === 'puri' ? '#a9682a' : '#cfb27a'}" stroke-width="1.5"/>`;
  out += ellipse(
    x - r * 0.22,
    y - r * 0.25,
    r * 0.5,
    r * 0.32,
    'fill="url(#sheen)" fill-opacity="0.7"',
    -30,
  );
  for (let i = 0; i < 7; i++) {
    const p = pointInEllipse(rng, x, y, r * 0.8, r * 0.8);
    out += circle(
      p.x,
      p.y,
      rng.range(2, 5),
      `fill="${tone === 'puri' ? '#c9822f' : '#e6c98e'}" fill-opacity="0.5"`,
    );
  }
  return out;
}

/** Thin ruti with faint char rings, for bhaji and egg bhuna breakfasts. */
export function ruti(c: ArtContext, x: number, y: number, r: number): string {
  const { rng } = c;
  let out = ellipse(x + r * 0.05, y + r * 0.07, r, r, 'fill="#000" fill-opacity="0.18"');
  out += `<path d="${blob(rng, x, y, r, r * 0.98, { points: 14, jitter: 0.035 })}" fill="#efdcb2" stroke="#c9a670" stroke-width="1.5"/>`;
  // Tawa marks: wide faint browned patches, then a few small darker blisters.
  for (let i = 0; i < 9; i++) {
    const p = pointInEllipse(rng, x, y, r * 0.75, r * 0.75);
    const s = rng.range(r * 0.12, r * 0.24);
    out += `<path d="${blob(rng, p.x, p.y, s, s * 0.7, { points: 7, jitter: 0.3, rotate: rng.range(0, 180) })}" fill="#c08a4a" fill-opacity="0.22"/>`;
  }
  for (let i = 0; i < Math.round(r / 5); i++) {
    const p = pointInEllipse(rng, x, y, r * 0.9, r * 0.9);
    const s = rng.range(2, 6);
    out += `<path d="${blob(rng, p.x, p.y, s, s * 0.7, { points: 6, jitter: 0.35 })}" fill="#7a4418" fill-opacity="${n(rng.range(0.25, 0.5))}"/>`;
  }
  return (
    out +
    ellipse(
      x - r * 0.35,
      y - r * 0.4,
      r * 0.4,
      r * 0.14,
      'fill="url(#sheen)" fill-opacity="0.3"',
      -35,
    )
  );
}

/** Two or more breads overlapping, the way a canteen stacks them at the side of the plate. */
export function breadStack(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  count: number,
  draw: (c: ArtContext, x: number, y: number, r: number) => string,
): string {
  let out = '';
  for (let i = count - 1; i >= 0; i--) {
    out += draw(c, x + i * r * 0.35, y - i * r * 0.22, r);
  }
  return out;
}
