import type { Rng } from '../prng';
import { createArtContext, type ArtContext } from './context';
import { sceneDefs } from './defs';
import { drawFood, type Food } from './food';
import { steam } from './garnish';
import { surface, type SurfaceKind } from './surface';
import { bowl, leaf, plate, thali, type BowlStyle, type PlateStyle } from './vessels';

export const ART_WIDTH = 800;
export const ART_HEIGHT = 600;

export type Vessel = { plate: PlateStyle } | { bowl: BowlStyle } | { thali: true } | { leaf: true };

/** One thing in the picture, in absolute 800×600 coordinates; `inside` sits in its vessel. */
export interface ArtItem {
  at: readonly [number, number];
  r: number;
  angle?: number;
  vessel?: Vessel;
  food?: Food;
  inside?: readonly ArtItem[];
}

export interface DishArt {
  surface: SurfaceKind;
  items: readonly ArtItem[];
  /** Where steam rises from: [x, y, spread]. */
  steam?: readonly (readonly [number, number, number])[];
}

function drawItem(c: ArtContext, item: ArtItem): string {
  const [x, y] = item.at;
  const content = (cc: ArtContext, cx: number, cy: number, inner: number): string =>
    (item.food ? drawFood(cc, item.food, cx, cy, inner, item.angle ?? 0) : '') +
    (item.inside ?? []).map((child) => drawItem(cc, child)).join('');
  const vessel = item.vessel;
  if (!vessel) return content(c, x, y, item.r);
  if ('plate' in vessel) return plate(c, x, y, item.r, vessel.plate, content);
  if ('bowl' in vessel) return bowl(c, x, y, item.r, vessel.bowl, content);
  if ('leaf' in vessel) return leaf(c, x, y, item.r, content);
  return thali(c, x, y, item.r, content);
}

/** The whole picture of one dish as an SVG document. */
export function composeDish(rng: Rng, art: DishArt): string {
  const c = createArtContext(rng);
  const body = art.items.map((item) => drawItem(c, item)).join('');
  const wisps = (art.steam ?? []).map(([x, y, spread]) => steam(c, x, y, spread)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">${sceneDefs()}${surface(c.rng, art.surface)}${body}${wisps}<rect width="560" height="420" fill="url(#warm-light)"/><rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#vignette)"/></svg>`;
}
