import type { Rng } from '../prng';
import { n } from './svg';

export type SurfaceKind =
  'teak' | 'walnut' | 'oak' | 'banana-leaf' | 'gingham-red' | 'gingham-blue' | 'jute' | 'slate';

const W = 800;
const H = 600;

const WOODS = {
  teak: ['#9a5b2e', '#7e4522', '#b0703c'],
  walnut: ['#5a3520', '#432616', '#6e4328'],
  oak: ['#c89a64', '#b3844f', '#d9ae78'],
} as const;

function wood(rng: Rng, [base, dark, light]: readonly [string, string, string]): string {
  let planks = `<rect width="${W}" height="${H}" fill="${base}"/>`;
  const plankHeight = rng.range(110, 150);
  for (let y = -rng.range(0, plankHeight); y < H; y += plankHeight) {
    const tone = rng.pick([dark, light, base]);
    planks += `<rect x="0" y="${n(y)}" width="${W}" height="${n(plankHeight)}" fill="${tone}" fill-opacity="${n(rng.range(0.25, 0.55))}"/>`;
    for (let g = 0; g < 7; g++) {
      const gy = y + rng.range(6, plankHeight - 6);
      const wave = rng.range(-6, 6);
      planks += `<path d="M0 ${n(gy)} C${n(W * 0.3)} ${n(gy + wave)} ${n(W * 0.6)} ${n(gy - wave)} ${W} ${n(gy + wave / 2)}" stroke="${dark}" stroke-width="${n(rng.range(0.8, 2.4))}" fill="none" stroke-opacity="${n(rng.range(0.15, 0.35))}"/>`;
    }
    planks += `<rect x="0" y="${n(y + plankHeight - 2)}" width="${W}" height="3" fill="#1c0d05" fill-opacity="0.45"/>`;
  }
  return planks;
}

function bananaLeaf(rng: Rng): string {
  const tilt = rng.range(-8, 8);
  let veins = '';
  for (let x = -200; x < W + 200; x += rng.range(9, 16)) {
    veins += `<path d="M${n(x)} 300 L${n(x - 260)} -40 M${n(x)} 300 L${n(x - 260)} 640" stroke="#9fd36a" stroke-width="${n(rng.range(0.8, 1.8))}" stroke-opacity="${n(rng.range(0.15, 0.35))}"/>`;
  }
  return `<defs><linearGradient id="leaf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f7a22"/><stop offset="0.5" stop-color="#4d9a34"/><stop offset="1" stop-color="#2a6a1d"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="#23561a"/>
<g transform="rotate(${n(tilt)} 400 300)"><rect x="-100" y="-100" width="${W + 200}" height="${H + 200}" fill="url(#leaf)"/>${veins}
<rect x="-100" y="292" width="${W + 200}" height="16" fill="#b9dd8a" fill-opacity="0.75"/><rect x="-100" y="296" width="${W + 200}" height="4" fill="#e4f4c8" fill-opacity="0.6"/></g>`;
}

/** Checked cloth from plain stripes: pattern fills are slow to rasterise. */
function gingham(rng: Rng, color: string): string {
  const size = rng.range(34, 48);
  const shift = rng.range(0, size);
  let stripes = `<rect width="${W}" height="${H}" fill="#f7f3ea"/>`;
  for (let x = -shift; x < W; x += size * 2)
    stripes += `<rect x="${n(x)}" y="0" width="${n(size)}" height="${H}" fill="${color}" fill-opacity="0.5"/>`;
  for (let y = -shift; y < H; y += size * 2)
    stripes += `<rect x="0" y="${n(y)}" width="${W}" height="${n(size)}" fill="${color}" fill-opacity="0.5"/>`;
  return stripes;
}

/** A woven jute mat: alternating light and dark bands both ways read as a basket weave. */
function jute(rng: Rng): string {
  const band = 12;
  let weave = `<rect width="${W}" height="${H}" fill="#c9a76b"/>`;
  for (let x = 0; x < W; x += band)
    weave += `<rect x="${x}" y="0" width="${band - 2}" height="${H}" fill="${(x / band) % 2 ? '#e2c48a' : '#a8844c'}" fill-opacity="0.45"/>`;
  for (let y = 0; y < H; y += band)
    weave += `<rect x="0" y="${y}" width="${W}" height="${band - 2}" fill="${(y / band) % 2 ? '#dcbd82' : '#9c7842'}" fill-opacity="0.35"/>`;
  return (
    weave +
    `<rect width="${W}" height="${H}" fill="#7a5320" fill-opacity="${n(rng.range(0.05, 0.15))}"/>`
  );
}

function slate(rng: Rng): string {
  let veins = '';
  for (let i = 0; i < 6; i++) {
    const y = rng.range(0, H);
    veins += `<path d="M-10 ${n(y)} C200 ${n(y + rng.range(-80, 80))} 500 ${n(y + rng.range(-80, 80))} 810 ${n(y + rng.range(-60, 60))}" stroke="#8b9096" stroke-width="${n(rng.range(1, 3))}" fill="none" stroke-opacity="0.25"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="#3c4046"/>${veins}`;
}

/** The table (or leaf) the dish sits on, filling the whole frame. */
export function surface(rng: Rng, kind: SurfaceKind): string {
  switch (kind) {
    case 'teak':
    case 'walnut':
    case 'oak':
      return wood(rng, WOODS[kind]);
    case 'banana-leaf':
      return bananaLeaf(rng);
    case 'gingham-red':
      return gingham(rng, '#c4302b');
    case 'gingham-blue':
      return gingham(rng, '#2f5fa8');
    case 'jute':
      return jute(rng);
    case 'slate':
      return slate(rng);
  }
}
