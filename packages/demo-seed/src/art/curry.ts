import type { ArtContext, Fill } from './context';
import { chilliRings, coriander, friedOnion, julienne, specks } from './garnish';
import { FOOD_TONES, type FoodTone } from './palette';
import { fishSteak, prawn } from './fish';
import { chickenPiece, meatChunk } from './meat';
import { chickpea, eggHalf, friedWholeEgg, gourdCube, potato } from './pieces';
import { blob, circle, ellipse, n, pointInEllipse } from './svg';

export type PieceKind =
  | 'chicken'
  | 'egg-half'
  | 'egg-whole'
  | 'rui'
  | 'ilish'
  | 'ilish-mustard'
  | 'potato'
  | 'beef'
  | 'mutton'
  | 'prawn'
  | 'chickpea'
  | 'gourd';

export interface PieceGroup {
  kind: PieceKind;
  count: number;
  /** Piece half-width as a share of the gravy's radius. */
  size: number;
}

export type Topping =
  | 'coriander'
  | 'fried-onion'
  | 'chilli-rings'
  | 'red-chilli'
  | 'ginger'
  | 'cumin'
  | 'pistachio'
  | 'saffron';

export interface GravyLook {
  tone: FoodTone;
  pieces: readonly PieceGroup[];
  toppings: readonly Topping[];
  /** Shiny oil pooling at the edge (bhuna and curries) vs. a matt surface (dal, firni). */
  oily?: boolean;
  shreds?: boolean;
  heaped?: boolean;
}

function drawPiece(c: ArtContext, kind: PieceKind, x: number, y: number, s: number): string {
  switch (kind) {
    case 'chicken':
      return chickenPiece(c, x, y, s);
    case 'egg-half':
      return eggHalf(c, x, y, s);
    case 'egg-whole':
      return friedWholeEgg(c, x, y, s);
    case 'rui':
      return fishSteak(c, x, y, s, 'rui', 'red');
    case 'ilish':
      return fishSteak(c, x, y, s, 'ilish', 'red');
    case 'ilish-mustard':
      return fishSteak(c, x, y, s, 'ilish', 'mustard');
    case 'potato':
      return potato(c, x, y, s);
    case 'beef':
    case 'mutton':
      return meatChunk(c, x, y, s, kind);
    case 'prawn':
      return prawn(c, x, y, s);
    case 'chickpea':
      return chickpea(c, x, y, s);
    case 'gourd':
      return gourdCube(c, x, y, s);
  }
}

/** Spreads pieces over the disc on a sunflower spiral, so they never pile up in one spot. */
export function scatterPieces(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  groups: readonly PieceGroup[],
): string {
  const all = c.rng.shuffle(groups.flatMap((g) => Array.from({ length: g.count }, () => g)));
  const offset = c.rng.range(0, Math.PI * 2);
  const spread = all.length > 1 ? 0.6 : 0;
  const placed = all.map((g, i) => {
    const rr = r * spread * Math.sqrt((i + 0.5) / all.length) + c.rng.range(-3, 3);
    const a = offset + i * 2.39996;
    return { g, x: x + Math.cos(a) * rr, y: y + Math.sin(a) * rr };
  });
  // Small pieces go in first so the big ones sit on top, like in a served bowl.
  placed.sort((p, q) => p.g.size - q.g.size);
  return placed
    .map((p) => drawPiece(c, p.g.kind, p.x, p.y, p.g.size * r * c.rng.range(0.9, 1.1)))
    .join('');
}

export function toppings(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  list: readonly Topping[],
  heaped = false,
): string {
  // A heaped garnish piles twice as much into the middle half of the dish.
  const spread = heaped ? 0.55 : 1;
  const amount = heaped ? 1.6 : 1;
  return list
    .map((t) => {
      switch (t) {
        case 'coriander':
          return coriander(c, x, y, r * 0.75 * spread, Math.round((r / 9) * amount));
        case 'fried-onion':
          return friedOnion(c, x, y, r * 0.7 * spread, Math.round((r / 3) * amount));
        case 'chilli-rings':
          return chilliRings(c, x, y, r * 0.7 * spread, Math.round(6 * amount));
        case 'red-chilli':
          return chilliRings(c, x, y, r * 0.7 * spread, Math.round(4 * amount), '#b3241a');
        case 'ginger':
          return julienne(c, x, y, r * 0.6 * spread, Math.round(12 * amount), '#f0d9a0');
        case 'cumin':
          return specks(c, x, y, r * 0.8, Math.round(r / 2), ['#5a3d1e', '#3b2812', '#7a2a12']);
        case 'pistachio':
          return (
            slivers(c, x, y, r * 0.45 * spread, Math.round(14 * amount), [
              '#8cb04a',
              '#a9c860',
              '#6e9a34',
            ]) +
            slivers(c, x, y, r * 0.45 * spread, Math.round(8 * amount), ['#f2e2c4', '#e9d3a8']) +
            petals(c, x, y, r * 0.6 * spread, 4)
          );
        case 'saffron':
          return julienne(c, x, y, r * 0.5 * spread, Math.round(9 * amount), '#e8651c');
      }
    })
    .join('');
}

/** Thin nut slivers: short fat strokes, heavier than julienne so they read at card size. */
function slivers(
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
    const a = c.rng.range(0, Math.PI);
    const len = c.rng.range(7, 12);
    out += `<path d="M${n(p.x)} ${n(p.y)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}" stroke="${c.rng.pick(colors)}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return out;
}

/** Dried rose petals, the shahi touch on firni. */
function petals(c: ArtContext, x: number, y: number, r: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = pointInEllipse(c.rng, x, y, r, r);
    out += ellipse(p.x, p.y, 7, 4.5, 'fill="#c2334f" fill-opacity="0.85"', c.rng.range(0, 180));
  }
  return out;
}

/** Halim's body: strands of slow-cooked meat and broken lentils all through the stew. */
function shreds(c: ArtContext, x: number, y: number, r: number): string {
  const strands: string[] = [];
  for (let i = 0; i < Math.round(r * 0.9); i++) {
    const p = pointInEllipse(c.rng, x, y, r * 0.9, r * 0.9);
    const a = c.rng.range(0, Math.PI * 2);
    const len = c.rng.range(5, 12);
    strands.push(
      `M${n(p.x)} ${n(p.y)}q${n(Math.cos(a + 0.8) * len * 0.6)} ${n(Math.sin(a + 0.8) * len * 0.6)} ${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`,
    );
  }
  return `<path d="${strands.join('')}" stroke="#5a3212" stroke-width="2.2" stroke-opacity="0.55" stroke-linecap="round" fill="none"/>${specks(c, x, y, r * 0.9, Math.round(r * 0.8), ['#e0a53a', '#c98a2a', '#f2c66a'])}`;
}

/** Gravy with oil sheen and droplets, its pieces and a garnish on top. */
export function gravy(look: GravyLook): Fill {
  return (c, x, y, r) => {
    const surface = [circle(x, y, r, `fill="url(#f-${look.tone})"`)];
    // Masala texture: darker lumps and lighter streaks make the gravy read as thick, not a flat disc.
    const light = FOOD_TONES[look.tone][0];
    const darkOpacity = look.oily ? '0.1' : '0.05';
    for (let i = 0; i < 46; i++) {
      const p = pointInEllipse(c.rng, x, y, r * 0.92, r * 0.92);
      const dark = c.rng.chance(0.55);
      surface.push(
        `<path d="${blob(c.rng, p.x, p.y, c.rng.range(r * 0.04, r * 0.12), c.rng.range(r * 0.025, r * 0.07), { points: 6, jitter: 0.3, rotate: c.rng.range(0, 180) })}" fill="${dark ? '#000' : light}" fill-opacity="${dark ? darkOpacity : '0.45'}"/>`,
      );
    }
    if (look.oily) {
      surface.push(circle(x, y, r, 'fill="url(#oil)"'));
      for (let i = 0; i < 18; i++) {
        const p = pointInEllipse(c.rng, x, y, r * 0.92, r * 0.92);
        const s = c.rng.range(2, 6);
        surface.push(
          circle(p.x, p.y, s, 'fill="#f7a23a" fill-opacity="0.55"'),
          circle(p.x - s * 0.3, p.y - s * 0.3, s * 0.35, 'fill="#fff" fill-opacity="0.7"'),
        );
      }
    }
    surface.push(
      ellipse(
        x - r * 0.35,
        y - r * 0.4,
        r * 0.35,
        r * 0.12,
        'fill="url(#sheen)" fill-opacity="0.5"',
        -35,
      ),
    );
    if (look.shreds) surface.push(shreds(c, x, y, r));
    return (
      surface.join('') +
      scatterPieces(c, x, y, r, look.pieces) +
      toppings(c, x, y, r, look.toppings, look.heaped)
    );
  };
}
