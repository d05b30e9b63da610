import type { ArtContext, Fill } from './context';
import { circle, ellipse, n, path } from './svg';

export type PlateStyle = 'white' | 'enamel' | 'melamine-green' | 'melamine-red' | 'steel';
export type BowlStyle =
  'steel' | 'white' | 'clay' | 'melamine-green' | 'melamine-yellow' | 'blue-rim';

/** A soft shadow under a round thing, cast down and right as if lit from the top left. */
export function dropShadow(x: number, y: number, r: number, spread = 1.1): string {
  return ellipse(x + r * 0.07, y + r * 0.11, r * spread, r * spread * 0.97, 'fill="url(#shadow)"');
}

function highlightArc(x: number, y: number, r: number, opacity: number): string {
  const a0 = (200 * Math.PI) / 180;
  const a1 = (265 * Math.PI) / 180;
  const d = `M${n(x + Math.cos(a0) * r)} ${n(y + Math.sin(a0) * r)} A${n(r)} ${n(r)} 0 0 1 ${n(x + Math.cos(a1) * r)} ${n(y + Math.sin(a1) * r)}`;
  return path(
    d,
    `stroke="#fff" stroke-width="${n(r * 0.035)}" stroke-linecap="round" fill="none" stroke-opacity="${opacity}"`,
  );
}

function clipped(c: ArtContext, x: number, y: number, r: number, fill: Fill): string {
  const id = c.uid('clip');
  return `<clipPath id="${id}">${circle(x, y, r, '')}</clipPath><g clip-path="url(#${id})">${fill(c, x, y, r)}</g>`;
}

const PLATE_RIMS: Record<PlateStyle, string> = {
  white: '',
  enamel: '#1f4f9a',
  'melamine-green': '#3f8a4a',
  'melamine-red': '#b8322c',
  steel: '',
};

/** A flat plate; the food gets the well (about 80% of the radius). */
export function plate(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  style: PlateStyle,
  food: Fill,
): string {
  const well = r * 0.8;
  if (style === 'steel') {
    return [
      dropShadow(x, y, r),
      circle(x, y, r, 'fill="url(#steel)"'),
      circle(x, y, r * 0.86, 'fill="url(#steel-well)" stroke="#8c949a" stroke-width="1.5"'),
      circle(
        x,
        y,
        r * 0.97,
        'fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5"',
      ),
      highlightArc(x, y, r * 0.93, 0.7),
      food(c, x, y, well),
    ].join('');
  }
  const rim = PLATE_RIMS[style];
  return [
    dropShadow(x, y, r),
    circle(x, y, r, 'fill="url(#plate-white)"'),
    rim ? circle(x, y, r * 0.965, `fill="none" stroke="${rim}" stroke-width="${n(r * 0.05)}"`) : '',
    rim && style !== 'enamel'
      ? circle(
          x,
          y,
          r * 0.88,
          `fill="none" stroke="${rim}" stroke-width="2" stroke-dasharray="3 7" stroke-opacity="0.7"`,
        )
      : '',
    circle(x, y, well * 1.04, 'fill="url(#plate-well)" stroke="#d8d2c6" stroke-width="1.5"'),
    highlightArc(x, y, r * 0.9, 0.9),
    food(c, x, y, well),
  ].join('');
}

/** A big round steel thali with a raised rim; food and katoris sit inside it. */
export function thali(c: ArtContext, x: number, y: number, r: number, content: Fill): string {
  return [
    dropShadow(x, y, r, 1.06),
    circle(x, y, r, 'fill="url(#steel)"'),
    circle(x, y, r * 0.93, 'fill="url(#steel-well)" stroke="#7f878d" stroke-width="2"'),
    circle(x, y, r * 0.985, 'fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2"'),
    highlightArc(x, y, r * 0.96, 0.8),
    content(c, x, y, r * 0.9),
  ].join('');
}

const BOWL_BODIES: Record<BowlStyle, { outer: string; inner: string }> = {
  steel: { outer: 'url(#steel)', inner: 'url(#steel-well)' },
  white: { outer: 'url(#plate-white)', inner: 'url(#plate-well)' },
  clay: { outer: 'url(#clay-rim)', inner: 'url(#clay)' },
  'melamine-green': { outer: '#3d8b4b', inner: 'url(#plate-well)' },
  'melamine-yellow': { outer: '#e9b528', inner: 'url(#plate-well)' },
  'blue-rim': { outer: 'url(#plate-white)', inner: 'url(#plate-well)' },
};

/** A deep bowl or katori: rim, food clipped to the inside, and a dark inner edge for depth. */
export function bowl(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  style: BowlStyle,
  food: Fill,
): string {
  const body = BOWL_BODIES[style];
  const inner = r * 0.84;
  return [
    dropShadow(x, y, r, 1.12),
    circle(x, y, r, `fill="${body.outer}"`),
    style === 'blue-rim'
      ? circle(x, y, r * 0.95, `fill="none" stroke="#2a5fae" stroke-width="${n(r * 0.06)}"`)
      : '',
    circle(x, y, inner, `fill="${body.inner}"`),
    clipped(c, x, y, inner * 0.97, food),
    circle(x, y, inner, 'fill="url(#rim-shade)"'),
    highlightArc(x, y, r * 0.92, style === 'clay' ? 0.35 : 0.75),
  ].join('');
}

/** A cup of milky tea on its saucer, seen from above. */
export function teaCup(x: number, y: number, r: number): string {
  return [
    dropShadow(x, y, r * 1.5, 1.02),
    circle(x, y, r * 1.5, 'fill="url(#cup)" stroke="#cfc7b8" stroke-width="1"'),
    circle(x, y, r * 1.08, 'fill="none" stroke="#d9d2c4" stroke-width="2"'),
    `<rect x="${n(x + r * 0.92)}" y="${n(y - r * 0.18)}" width="${n(r * 0.55)}" height="${n(r * 0.36)}" rx="${n(r * 0.16)}" fill="#f4f1ea" stroke="#cfc7b8"/>`,
    circle(x, y, r, 'fill="url(#cup)" stroke="#c9c1b2" stroke-width="1.5"'),
    circle(x, y, r * 0.86, 'fill="url(#f-tea)"'),
    ellipse(
      x - r * 0.3,
      y - r * 0.32,
      r * 0.32,
      r * 0.14,
      'fill="url(#sheen)" fill-opacity="0.7"',
      -35,
    ),
    circle(x + r * 0.25, y + r * 0.2, r * 0.2, 'fill="#e8c49a" fill-opacity="0.35"'),
  ].join('');
}

/** A torn square of banana leaf laid on the plate or table, the way pitha and panta are served. */
export function leaf(c: ArtContext, x: number, y: number, r: number, content: Fill): string {
  const turn = c.rng.range(-25, 25);
  let veins = '';
  for (let k = -0.9; k <= 0.9; k += 0.12) {
    veins += `M${n(k * r)} 0l${n(-r * 0.35)} ${n(-r * 0.62)}M${n(k * r)} 0l${n(-r * 0.35)} ${n(r * 0.62)}`;
  }
  return [
    dropShadow(x, y, r, 1.02),
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(turn)})">`,
    `<rect x="${n(-r)}" y="${n(-r * 0.72)}" width="${n(r * 2)}" height="${n(r * 1.44)}" rx="${n(r * 0.12)}" fill="#3f8a2c"/>`,
    `<rect x="${n(-r)}" y="${n(-r * 0.72)}" width="${n(r * 2)}" height="${n(r * 1.44)}" rx="${n(r * 0.12)}" fill="url(#sheen)" fill-opacity="0.25"/>`,
    `<path d="${veins}" stroke="#8fca5e" stroke-width="1.2" stroke-opacity="0.35"/>`,
    `<rect x="${n(-r)}" y="-4" width="${n(r * 2)}" height="8" fill="#b7dc8c" fill-opacity="0.7"/>`,
    '</g>',
    content(c, x, y, r * 0.9),
  ].join('');
}
