import type { ArtContext } from './context';
import type { FoodTone } from './palette';
import { blob, ellipse, n, pointInEllipse } from './svg';

export type RiceStyle =
  'white' | 'biryani' | 'polao' | 'tehari' | 'khichuri' | 'bhunaKhichuri' | 'vegKhichuri';

interface RiceLook {
  tone: FoodTone;
  grains: readonly string[];
  /** Colours of the saffron or masala patches (biryani, tehari), if any. */
  accents?: readonly string[];
  /** Grains per 1000 px² of mound; mushy khichuri shows fewer distinct grains. */
  density: number;
  grainOpacity: number;
  outline: string;
}

const WHITE_GRAINS = ['#ffffff', '#fdfbf5', '#f8f3e7', '#efe7d4'];

const LOOKS: Record<RiceStyle, RiceLook> = {
  white: { tone: 'rice', grains: WHITE_GRAINS, density: 28, grainOpacity: 1, outline: '#d2c6a8' },
  polao: {
    tone: 'polao',
    grains: ['#fffdf5', '#fcf3da', '#f6e7c0', '#fff8e8'],
    density: 30,
    grainOpacity: 1,
    outline: '#c6b083',
  },
  biryani: {
    tone: 'biryani',
    grains: ['#fffaf0', '#fff4dc', '#fbe9c4', '#fffdf8'],
    accents: ['#f9d66b', '#f4b23e', '#ec8f2a', '#f7c552'],
    density: 30,
    grainOpacity: 1,
    outline: '#bf9a5c',
  },
  tehari: {
    tone: 'tehari',
    grains: ['#fae4a0', '#f5d47c', '#fbecc0', '#f0c868'],
    accents: ['#e9a93f', '#d99130'],
    density: 30,
    grainOpacity: 1,
    outline: '#b88d45',
  },
  khichuri: {
    tone: 'khichuri',
    grains: ['#f8d976', '#eebc45', '#fbe29a', '#e2a633'],
    density: 7,
    grainOpacity: 0.8,
    outline: '#c48a25',
  },
  vegKhichuri: {
    tone: 'khichuri',
    grains: ['#f8d976', '#eebc45', '#fbe29a'],
    density: 7,
    grainOpacity: 0.8,
    outline: '#c48a25',
  },
  bhunaKhichuri: {
    tone: 'bhunaKhichuri',
    grains: ['#e3b265', '#c98d3d', '#eec17a', '#b47632'],
    density: 9,
    grainOpacity: 0.85,
    outline: '#8a5a22',
  },
};

/**
 * Rice grains as short round-capped strokes, one path per colour (an outline pass, then the grain),
 * which rasterises many times faster than a thousand separate ellipses. Grains spill a little past
 * the base so the heap has a fluffy edge.
 */
function grains(c: ArtContext, x: number, y: number, r: number, look: RiceLook): string {
  const { rng } = c;
  const count = Math.round(((Math.PI * r * r) / 1000) * look.density);
  const length = Math.min(9.5, Math.max(6, r * 0.06));
  const width = length * 0.4;
  const patches = look.accents
    ? Array.from({ length: 5 }, () => ({
        ...pointInEllipse(rng, x, y, r * 0.75, r * 0.75),
        r: rng.range(0.18, 0.32) * r,
      }))
    : [];
  const byColor = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const p = pointInEllipse(rng, x, y, r * 0.99, r * 0.97);
    const angle = rng.range(0, Math.PI);
    const half = (length - width) / 2;
    const dx = Math.cos(angle) * half;
    const dy = Math.sin(angle) * half;
    const inPatch = patches.some(
      (patch) => Math.hypot(p.x - patch.x, p.y - patch.y) < patch.r * rng.range(0.6, 1.2),
    );
    const color = rng.pick(inPatch && look.accents ? look.accents : look.grains);
    const segments = byColor.get(color) ?? [];
    segments.push(`M${n(p.x - dx)} ${n(p.y - dy)}l${n(dx * 2)} ${n(dy * 2)}`);
    byColor.set(color, segments);
  }
  const opacity = look.grainOpacity < 1 ? ` stroke-opacity="${n(look.grainOpacity)}"` : '';
  let out = '';
  for (const [color, segments] of byColor) {
    const d = segments.join('');
    out += `<path d="${d}" stroke="${look.outline}" stroke-width="${n(width + 1.4)}" stroke-linecap="round" fill="none"${opacity}/>`;
    out += `<path d="${d}" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" fill="none"${opacity}/>`;
  }
  return out;
}

function lentilSpecks(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  colors: readonly string[],
  count: number,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const p = pointInEllipse(c.rng, x, y, r * 0.85, r * 0.85);
    out += ellipse(
      p.x,
      p.y,
      c.rng.range(2, 4),
      c.rng.range(1.6, 3),
      `fill="${c.rng.pick(colors)}" fill-opacity="0.85"`,
    );
  }
  return out;
}

function vegetableBits(c: ArtContext, x: number, y: number, r: number): string {
  let out = '';
  for (let i = 0; i < 26; i++) {
    const p = pointInEllipse(c.rng, x, y, r * 0.8, r * 0.8);
    const kind = c.rng.int(0, 2);
    if (kind === 0)
      out += `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(c.rng.range(4, 6))}" fill="#5f9e2e" stroke="#3f7a1c" stroke-width="1"/>`;
    else if (kind === 1)
      out += `<rect x="${n(p.x)}" y="${n(p.y)}" width="${n(c.rng.range(7, 10))}" height="${n(c.rng.range(6, 9))}" rx="2" fill="#ef7d22" transform="rotate(${n(c.rng.range(0, 90))} ${n(p.x)} ${n(p.y)})"/>`;
    else
      out += `<path d="${blob(c.rng, p.x, p.y, 9, 7, { points: 6, jitter: 0.3 })}" fill="#f4ecd2" stroke="#d9cda8" stroke-width="1"/>`;
  }
  return out;
}

/** A heap of rice, biryani or khichuri, lit from the top left. */
export function riceMound(
  c: ArtContext,
  x: number,
  y: number,
  r: number,
  style: RiceStyle,
): string {
  const look = LOOKS[style];
  const base = `<path d="${blob(c.rng, x, y, r * 0.93, r * 0.91, { points: 11, jitter: 0.06 })}" fill="url(#f-${look.tone})"/>`;
  const mushy = style.toLowerCase().includes('khichuri');
  const texture = mushy
    ? lentilSpecks(
        c,
        x,
        y,
        r,
        style === 'bhunaKhichuri' ? ['#8a4f1c', '#c98a3a'] : ['#f7e08a', '#d98f20', '#c97a18'],
        Math.round(r * 0.9),
      )
    : '';
  const veg = style === 'vegKhichuri' ? vegetableBits(c, x, y, r) : '';
  const shade = ellipse(x, y, r * 1.0, r * 0.98, 'fill="url(#mound)"');
  return base + texture + grains(c, x, y, r, look) + veg + shade;
}

/** Panta bhat: last night's rice soaking in its water, grains showing through the surface. */
export function pantaBhat(c: ArtContext, x: number, y: number, r: number): string {
  const soaked: RiceLook = {
    tone: 'panta',
    grains: ['#ffffff', '#fbfaf6', '#f1efe8'],
    density: 20,
    grainOpacity: 1,
    outline: '#c9bda4',
  };
  const ripples = [0.35, 0.55, 0.75]
    .map((k) =>
      ellipse(
        x + r * 0.1,
        y + r * 0.1,
        r * k,
        r * k * 0.95,
        'fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.45"',
      ),
    )
    .join('');
  // The grains sit under the water: a pale blue-grey film dulls them and the bowl shows at the rim.
  return [
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#f-panta)"/>`,
    grains(c, x, y, r * 0.82, soaked),
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#cfe0e4" fill-opacity="0.4"/>`,
    ripples,
    ellipse(
      x - r * 0.35,
      y - r * 0.35,
      r * 0.45,
      r * 0.16,
      'fill="url(#sheen)" fill-opacity="0.9"',
      -35,
    ),
    ellipse(
      x + r * 0.4,
      y + r * 0.3,
      r * 0.2,
      r * 0.06,
      'fill="url(#sheen)" fill-opacity="0.6"',
      -35,
    ),
  ].join('');
}
