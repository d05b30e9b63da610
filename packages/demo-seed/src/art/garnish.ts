import type { ArtContext } from './context';
import { GARNISH } from './palette';
import { circle, ellipse, n, path, pointInEllipse } from './svg';

function corianderLeaf(c: ArtContext, x: number, y: number, s: number): string {
  const color = c.rng.pick(GARNISH.coriander);
  const turn = c.rng.range(0, 360);
  const lobes = [-50, 0, 50]
    .map((a) => {
      const rad = ((turn + a) * Math.PI) / 180;
      return circle(
        x + Math.cos(rad) * s * 0.55,
        y + Math.sin(rad) * s * 0.55,
        s * 0.55,
        `fill="${color}"`,
      );
    })
    .join('');
  const stem = ((turn + 180) * Math.PI) / 180;
  return `${lobes}${path(`M${n(x)} ${n(y)} L${n(x + Math.cos(stem) * s * 1.3)} ${n(y + Math.sin(stem) * s * 1.3)}`, 'stroke="#5d8f2c" stroke-width="1.2"')}${circle(x, y, s * 0.2, 'fill="#a5d86a" fill-opacity="0.6"')}`;
}

/** Chopped coriander scattered over a disc. */
export function coriander(c: ArtContext, x: number, y: number, r: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = pointInEllipse(c.rng, x, y, r, r);
    out += corianderLeaf(c, p.x, p.y, c.rng.range(4, 7));
  }
  return out;
}

export function greenChilli(
  x: number,
  y: number,
  length: number,
  angle: number,
  split = false,
): string {
  const w = length * 0.11;
  const body = `M0 ${n(-w)} C${n(length * 0.4)} ${n(-w * 1.3)} ${n(length * 0.85)} ${n(-w * 0.6)} ${n(length)} ${n(w * 0.6)} C${n(length * 0.8)} ${n(w * 0.5)} ${n(length * 0.4)} ${n(w * 1.1)} 0 ${n(w)}Z`;
  const seam = split
    ? path(
        `M${n(length * 0.08)} 0 L${n(length * 0.8)} ${n(w * 0.1)}`,
        `stroke="#cfe8a0" stroke-width="${n(w * 0.5)}" stroke-linecap="round"`,
      )
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${ellipse(length * 0.5, w * 1.4, length * 0.5, w * 1.2, 'fill="#000" fill-opacity="0.18"')}${path(body, `fill="${GARNISH.chilliGreen}" stroke="${GARNISH.chilliGreenDark}" stroke-width="1"`)}${seam}${ellipse(length * 0.35, -w * 0.4, length * 0.25, w * 0.25, 'fill="#b9e08a" fill-opacity="0.55"')}${path(`M0 0 C${n(-length * 0.1)} ${n(-w)} ${n(-length * 0.18)} ${n(-w * 0.4)} ${n(-length * 0.22)} ${n(-w * 1.5)}`, `stroke="#4f6e1c" stroke-width="${n(w * 0.55)}" fill="none" stroke-linecap="round"`)}</g>`;
}

export function chilliRings(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  count: number,
  color: string = GARNISH.chilliGreen,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = pointInEllipse(c.rng, x, y, r, r);
    const s = c.rng.range(3.5, 5.5);
    out += circle(p.x, p.y, s, `fill="#e9f2c8" stroke="${color}" stroke-width="${n(s * 0.5)}"`);
    out += circle(p.x + 0.6, p.y - 0.5, 1, 'fill="#f7f1c6"');
  }
  return out;
}

/** A lemon wedge seen from above: peel, pith and juicy segments. */
export function lemonWedge(x: number, y: number, s: number, angle: number): string {
  const arc = (rr: number) => `M${n(-rr)} 0 A${n(rr)} ${n(rr)} 0 0 0 ${n(rr)} 0Z`;
  const segments = [30, 60, 90, 120, 150]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return path(
        `M0 0 L${n(Math.cos(rad) * s * 0.8)} ${n(Math.sin(rad) * s * 0.8)}`,
        'stroke="#f7f0c0" stroke-width="1.5"',
      );
    })
    .join('');
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${ellipse(s * 0.1, s * 0.55, s * 1.05, s * 0.6, 'fill="url(#shadow)"')}${path(arc(s), 'fill="#d8b313"')}${path(arc(s * 0.92), 'fill="#fbf6d8"')}${path(arc(s * 0.84), 'fill="url(#p-lemon)"')}${segments}${ellipse(-s * 0.3, s * 0.35, s * 0.22, s * 0.08, 'fill="#fff" fill-opacity="0.6"', 30)}</g>`;
}

export function onionRings(c: ArtContext, x: number, y: number, r: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = pointInEllipse(c.rng, x, y, r, r);
    const s = c.rng.range(9, 15);
    const rot = c.rng.range(0, 180);
    out += ellipse(
      p.x,
      p.y,
      s,
      s * 0.8,
      `fill="none" stroke="${GARNISH.onion}" stroke-width="2.6"`,
      rot,
    );
    out += ellipse(
      p.x,
      p.y,
      s * 0.82,
      s * 0.62,
      `fill="none" stroke="${GARNISH.onionLight}" stroke-width="2.2" stroke-opacity="0.9"`,
      rot,
    );
  }
  return out;
}

export function friedOnion(c: ArtContext, x: number, y: number, r: number, count: number): string {
  // Birista is crisp and dark at the edges: a dark under-stroke keeps it visible on brown stews.
  const strands: string[] = [];
  for (let i = 0; i < count; i++) {
    const p = pointInEllipse(c.rng, x, y, r, r);
    const a = c.rng.range(0, Math.PI * 2);
    const len = c.rng.range(7, 13);
    const ex = p.x + Math.cos(a) * len;
    const ey = p.y + Math.sin(a) * len;
    strands.push(
      `M${n(p.x)} ${n(p.y)}Q${n((p.x + ex) / 2 + c.rng.range(-5, 5))} ${n((p.y + ey) / 2 + c.rng.range(-5, 5))} ${n(ex)} ${n(ey)}`,
    );
  }
  const half = Math.ceil(strands.length / 2);
  const all = strands.join('');
  return [
    path(
      all,
      'stroke="#3a1805" stroke-width="4.2" stroke-linecap="round" fill="none" stroke-opacity="0.8"',
    ),
    path(
      strands.slice(0, half).join(''),
      `stroke="${GARNISH.friedOnion[1]}" stroke-width="2.6" stroke-linecap="round" fill="none"`,
    ),
    path(
      strands.slice(half).join(''),
      `stroke="${GARNISH.friedOnion[3]}" stroke-width="2.6" stroke-linecap="round" fill="none"`,
    ),
  ].join('');
}

export function julienne(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  count: number,
  color: string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = pointInEllipse(c.rng, x, y, r, r);
    const a = c.rng.range(0, Math.PI);
    const len = c.rng.range(8, 16);
    out += path(
      `M${n(p.x)} ${n(p.y)} l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`,
      `stroke="${color}" stroke-width="2" stroke-linecap="round"`,
    );
  }
  return out;
}

export function specks(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  count: number,
  colors: readonly string[],
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = pointInEllipse(c.rng, x, y, r, r);
    out += ellipse(
      p.x,
      p.y,
      c.rng.range(1, 2.4),
      c.rng.range(0.7, 1.4),
      `fill="${c.rng.pick(colors)}" fill-opacity="0.8"`,
      c.rng.range(0, 180),
    );
  }
  return out;
}

export function cucumberSlice(x: number, y: number, s: number): string {
  let seeds = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    seeds += ellipse(
      x + Math.cos(a) * s * 0.3,
      y + Math.sin(a) * s * 0.3,
      s * 0.09,
      s * 0.05,
      'fill="#c9dc98"',
      (a * 180) / Math.PI,
    );
  }
  return (
    circle(x, y, s, `fill="${GARNISH.cucumber}" stroke="#3f6a1c" stroke-width="1"`) +
    circle(x, y, s * 0.86, `fill="${GARNISH.cucumberFlesh}"`) +
    seeds
  );
}

export function tomatoSlice(x: number, y: number, s: number): string {
  let chambers = '';
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + 0.4;
    chambers += ellipse(
      x + Math.cos(a) * s * 0.45,
      y + Math.sin(a) * s * 0.45,
      s * 0.28,
      s * 0.2,
      'fill="#f28a5c"',
      (a * 180) / Math.PI,
    );
  }
  return (
    circle(x, y, s, `fill="${GARNISH.tomato}" stroke="#9e2412"`) +
    chambers +
    circle(x, y, s * 0.12, 'fill="#f6b08e"')
  );
}

/**
 * Rising steam: a few soft wisps over a hot dish. Each wisp is three stacked strokes, wide and faint
 * to narrow and brighter, which looks blurred without the cost of a blur filter.
 */
export function steam(c: ArtContext, x: number, y: number, spread: number): string {
  let wisps = '';
  for (let i = 0; i < 3; i++) {
    const sx = x + (i - 1) * spread * 0.35 + c.rng.range(-10, 10);
    const h = c.rng.range(90, 140);
    const d = `M${n(sx)} ${n(y)} C${n(sx - 25)} ${n(y - h * 0.3)} ${n(sx + 25)} ${n(y - h * 0.6)} ${n(sx - 5)} ${n(y - h)}`;
    const width = c.rng.range(10, 16);
    const opacity = c.rng.range(0.22, 0.32);
    for (const [grow, fade] of [
      [2.4, 0.22],
      [1.5, 0.38],
      [0.7, 0.6],
    ] as const) {
      wisps += path(
        d,
        `stroke="#fff" stroke-width="${n(width * grow)}" stroke-linecap="round" fill="none" stroke-opacity="${n(opacity * fade)}"`,
      );
    }
  }
  return wisps;
}
