import type { ArtContext } from './context';
import { shine } from './shine';
import { blob, circle, ellipse, n, path, pointInEllipse, smoothClosed, type Point } from './svg';

/** The outline of a fish steak seen from above: an oval with the belly cavity cut in at the front. */
function steakOutline(c: ArtContext, x: number, y: number, s: number, rotate: number): string {
  const turn = (rotate * Math.PI) / 180;
  const points: Point[] = [];
  const count = 18;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const fromBelly = Math.abs(Math.atan2(Math.sin(a - Math.PI / 2), Math.cos(a - Math.PI / 2)));
    const notch = fromBelly < 0.4 ? 0.35 + fromBelly * 1.2 : 1;
    const radius = notch * (1 + c.rng.range(-0.04, 0.04));
    const px = Math.cos(a) * s * radius;
    const py = Math.sin(a) * s * 0.82 * radius;
    points.push({
      x: x + px * Math.cos(turn) - py * Math.sin(turn),
      y: y + px * Math.sin(turn) + py * Math.cos(turn),
    });
  }
  return smoothClosed(points);
}

/** A cross-cut steak of rui or ilish: skin round the edge, fried flesh, backbone and belly cut. */
export function fishSteak(
  c: ArtContext,
  x: number,
  y: number,
  s: number,
  kind: 'rui' | 'ilish',
  gravy: 'red' | 'mustard',
): string {
  const { rng } = c;
  const rotate = rng.range(-60, 60);
  const skin = kind === 'ilish' ? '#9ea3a8' : '#4e3d2a';
  const flesh = gravy === 'mustard' ? 'url(#p-fishMustard)' : 'url(#p-fish)';
  const outline = steakOutline(c, x, y, s, rotate);
  let out = `<path d="${outline}" fill="${flesh}" stroke="${skin}" stroke-width="${n(s * 0.07)}" stroke-linejoin="round"/>`;
  for (let i = 0; i < 6; i++) {
    const p = pointInEllipse(rng, x, y, s * 0.6, s * 0.45);
    out += `<path d="${blob(rng, p.x, p.y, s * rng.range(0.1, 0.2), s * rng.range(0.06, 0.12), { points: 6, jitter: 0.3, rotate: rng.range(0, 180) })}" fill="${gravy === 'mustard' ? '#c68a1e' : '#8c3e14'}" fill-opacity="0.35"/>`;
  }
  const turn = (rotate * Math.PI) / 180;
  const local = (px: number, py: number): string =>
    `${n(x + px * Math.cos(turn) - py * Math.sin(turn))} ${n(y + px * Math.sin(turn) + py * Math.cos(turn))}`;
  // Muscle rings curve round the backbone, the mark that says "fish" at a glance.
  for (const k of [0.35, 0.6]) {
    out += path(
      `M${local(-s * k, s * 0.2)} Q${local(0, -s * k * 1.4)} ${local(s * k, s * 0.2)}`,
      `stroke="#fff3d6" stroke-width="${n(s * 0.05)}" fill="none" stroke-opacity="0.55" stroke-linecap="round"`,
    );
  }
  out += circle(
    x + Math.sin(turn) * s * 0.1,
    y - Math.cos(turn) * s * 0.1,
    s * 0.1,
    'fill="#f3e3c0" stroke="#7a4a1e" stroke-width="1.5"',
  );
  return out + shine(x, y, s, 0.5);
}

/** A curled prawn: shrinking shell segments along an arc, ending in a tail fan. */
export function prawn(c: ArtContext, x: number, y: number, s: number): string {
  const start = c.rng.range(0, Math.PI * 2);
  let out = '';
  for (let i = 0; i < 7; i++) {
    const a = start + i * 0.55;
    const size = s * (0.42 - i * 0.035);
    const px = x + Math.cos(a) * s * 0.6;
    const py = y + Math.sin(a) * s * 0.6;
    out += ellipse(
      px,
      py,
      size,
      size * 0.8,
      'fill="url(#p-prawn)" stroke="#fff3e6" stroke-width="1.2" stroke-opacity="0.7"',
      (a * 180) / Math.PI,
    );
  }
  const tail = start + 7 * 0.55;
  out += ellipse(
    x + Math.cos(tail) * s * 0.6,
    y + Math.sin(tail) * s * 0.6,
    s * 0.22,
    s * 0.12,
    'fill="#d2461c"',
    (tail * 180) / Math.PI + 90,
  );
  return out;
}
