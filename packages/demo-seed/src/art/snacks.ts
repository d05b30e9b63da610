import type { ArtContext } from './context';
import { coriander } from './garnish';
import { blob, circle, ellipse, n, path, pointInEllipse } from './svg';

/** A shingara in three-quarter view: a lit front face, a shaded side face, a crimped seam and blisters. */
export function shingara(c: ArtContext, x: number, y: number, s: number, angle: number): string {
  const apex = { x: 0.1 * s, y: -s };
  const left = { x: -0.95 * s, y: 0.7 * s };
  const right = { x: 0.85 * s, y: 0.7 * s };
  const back = { x: 1.05 * s, y: -0.05 * s };
  const pts = (list: { x: number; y: number }[]) =>
    list.map((p) => `${n(p.x)} ${n(p.y)}`).join(' L');
  const silhouette = `<path d="M${pts([left, right, back, apex])}Z" fill="url(#p-shingara)" stroke="#c98334" stroke-width="${n(s * 0.22)}" stroke-linejoin="round"/>`;
  const front = `<path d="M${pts([left, right, apex])}Z" fill="url(#p-shingara)"/>`;
  const side = `<path d="M${pts([right, back, apex])}Z" fill="#6e3a0e" fill-opacity="0.3"/>`;
  let blisters = '';
  for (let i = 0; i < 26; i++) {
    const t = c.rng.next();
    const u = c.rng.next() * (1 - t);
    const px = apex.x * t + left.x * u + right.x * (1 - t - u);
    const py = apex.y * t + left.y * u + right.y * (1 - t - u);
    const light = c.rng.chance(0.6);
    blisters += circle(
      px,
      py,
      c.rng.range(1.5, 3.8),
      `fill="${light ? '#fbe2a8' : '#7a4210'}" fill-opacity="${light ? '0.6' : '0.35'}"`,
    );
  }
  const seam = path(
    `M${n(apex.x)} ${n(apex.y)}L${n(right.x)} ${n(right.y)}`,
    `stroke="#9a5a1c" stroke-width="${n(s * 0.1)}" stroke-dasharray="${n(s * 0.08)} ${n(s * 0.07)}" stroke-linecap="round"`,
  );
  const gloss = ellipse(
    -0.3 * s,
    0.1 * s,
    0.35 * s,
    0.1 * s,
    'fill="url(#sheen)" fill-opacity="0.6"',
    -60,
  );
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${ellipse(0.15 * s, 0.4 * s, 1.25 * s, 0.85 * s, 'fill="url(#shadow)"')}${silhouette}${front}${side}${blisters}${seam}${gloss}</g>`;
}

/** Beguni: a long slice of aubergine in crinkly gram-flour batter, purple skin peeping at one edge. */
export function beguni(c: ArtContext, x: number, y: number, s: number, angle: number): string {
  const shape = blob(c.rng, 0, 0, s * 1.7, s * 0.62, { points: 16, jitter: 0.07 });
  let bubbles = '';
  for (let i = 0; i < 18; i++) {
    const p = pointInEllipse(c.rng, 0, 0, s * 1.45, s * 0.45);
    bubbles += circle(
      p.x,
      p.y,
      c.rng.range(1.5, 4),
      `fill="${c.rng.pick(['#f9dc92', '#b9731f'])}" fill-opacity="0.55"`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${ellipse(s * 0.15, s * 0.25, s * 1.85, s * 0.78, 'fill="url(#shadow)"')}<path d="${shape}" fill="url(#p-fried)" stroke="#4e2446" stroke-width="${n(s * 0.12)}" stroke-dasharray="${n(s * 1.6)} ${n(s * 4)}"/>${bubbles}${ellipse(-s * 0.5, -s * 0.2, s * 0.7, s * 0.13, 'fill="url(#sheen)" fill-opacity="0.55"')}</g>`;
}

/** A fuchka shell with its top cracked open over spiced potato, chickpeas, onion and egg. */
export function fuchka(c: ArtContext, x: number, y: number, s: number): string {
  let filling = '';
  for (let i = 0; i < 8; i++) {
    const p = pointInEllipse(c.rng, x - s * 0.05, y - s * 0.1, s * 0.35, s * 0.28);
    filling += circle(
      p.x,
      p.y,
      c.rng.range(1.6, 3),
      `fill="${c.rng.pick(['#f0dfa0', '#e6b86a', '#b8527a', '#fff6c8', '#7a4a24'])}"`,
    );
  }
  return [
    ellipse(x + s * 0.12, y + s * 0.18, s * 1.05, s, 'fill="url(#shadow)"'),
    circle(x, y, s, 'fill="url(#p-puri)" stroke="#b37a33" stroke-width="1"'),
    ellipse(
      x - s * 0.05,
      y - s * 0.1,
      s * 0.48,
      s * 0.4,
      'fill="#6a3a16" stroke="#f6d796" stroke-width="2"',
    ),
    filling,
    coriander(c, x - s * 0.05, y - s * 0.1, s * 0.25, 1),
    ellipse(x + s * 0.45, y + s * 0.35, s * 0.25, s * 0.12, 'fill="#fff" fill-opacity="0.35"', -30),
  ].join('');
}
