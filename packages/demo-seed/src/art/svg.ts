import type { Rng } from '../prng';

/** Numbers with one decimal keep the SVG small without visible loss. */
export const n = (value: number): string => (Math.round(value * 10) / 10).toString();

export interface Point {
  x: number;
  y: number;
}

export function circle(cx: number, cy: number, r: number, attrs: string): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  attrs: string,
  rotate = 0,
): string {
  const turn = rotate ? ` transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})"` : '';
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}${turn}/>`;
}

export function path(d: string, attrs: string): string {
  return `<path d="${d}" ${attrs}/>`;
}

export function group(content: string, attrs = ''): string {
  return `<g ${attrs}>${content}</g>`;
}

/** A smooth closed path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: readonly Point[]): string {
  const count = points.length;
  const at = (i: number): Point => points[((i % count) + count) % count] as Point;
  let d = `M${n(at(0).x)} ${n(at(0).y)}`;
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1.x + (p2.x - p0.x) / 6;
    const c1y = p1.y + (p2.y - p0.y) / 6;
    const c2x = p2.x - (p3.x - p1.x) / 6;
    const c2y = p2.y - (p3.y - p1.y) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return `${d}Z`;
}

/** An organic rounded shape around (cx, cy): a lumpy ellipse, turned by `rotate` degrees. */
export function blob(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  {
    points = 9,
    jitter = 0.14,
    rotate = 0,
  }: { points?: number; jitter?: number; rotate?: number } = {},
): string {
  const turn = (rotate * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const outline: Point[] = [];
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * Math.PI * 2 + rng.range(-0.12, 0.12);
    const scale = 1 + rng.range(-jitter, jitter);
    const x = Math.cos(angle) * rx * scale;
    const y = Math.sin(angle) * ry * scale;
    outline.push({ x: cx + x * cos - y * sin, y: cy + x * sin + y * cos });
  }
  return smoothClosed(outline);
}

/** A point spread evenly over a disc (or ellipse) of the given radii. */
export function pointInEllipse(rng: Rng, cx: number, cy: number, rx: number, ry: number): Point {
  const angle = rng.range(0, Math.PI * 2);
  const radius = Math.sqrt(rng.next());
  return { x: cx + Math.cos(angle) * rx * radius, y: cy + Math.sin(angle) * ry * radius };
}
