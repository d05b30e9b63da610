import { breadStack, paratha, puri, ruti } from './bread';
import type { ArtContext } from './context';
import { gravy, scatterPieces, toppings, type PieceGroup, type Topping } from './curry';
import {
  coriander,
  cucumberSlice,
  friedOnion,
  greenChilli,
  lemonWedge,
  onionRings,
  tomatoSlice,
} from './garnish';
import type { FoodTone } from './palette';
import { drumstick } from './meat';
import { eggHalf, friedEgg } from './pieces';
import { pantaBhat, riceMound, type RiceStyle } from './rice';
import { bhapaPitha, patishapta } from './pitha';
import { bhaji, bharta } from './sides';
import { beguni, fuchka, shingara } from './snacks';
import { blob, circle } from './svg';
import { teaCup } from './vessels';

/** What lies in one spot of the picture; sizes come from the item's radius. */
export type Food =
  | {
      kind: 'rice';
      style: RiceStyle;
      pieces?: readonly PieceGroup[];
      toppings?: readonly Topping[];
    }
  | {
      kind: 'gravy';
      tone: FoodTone;
      pieces?: readonly PieceGroup[];
      toppings?: readonly Topping[];
      oily?: boolean;
      pool?: boolean;
      /** Shredded meat and lentils through a thick stew (halim). */
      shreds?: boolean;
      /** Toppings heaped in the middle rather than scattered. */
      heaped?: boolean;
    }
  | { kind: 'bread'; bread: 'paratha' | 'puri' | 'luchi' | 'ruti'; count?: number }
  | { kind: 'pieces'; pieces: readonly PieceGroup[]; toppings?: readonly Topping[] }
  | {
      kind:
        'drumstick' | 'shingara' | 'beguni' | 'patishapta' | 'lemon' | 'chilli' | 'chilli-split';
    }
  | { kind: 'fuchka' | 'bhapa-pitha' | 'bharta' | 'bhaji' | 'fried-egg' | 'egg-half' | 'panta' }
  | { kind: 'onion-rings' | 'cucumber' | 'tomato' | 'tea' | 'coriander' | 'fried-onion' };

const breads = {
  paratha,
  ruti,
  puri: (c: ArtContext, x: number, y: number, r: number) => puri(c, x, y, r),
  luchi: (c: ArtContext, x: number, y: number, r: number) => puri(c, x, y, r, 'luchi'),
};

export function drawFood(
  c: ArtContext,
  food: Food,
  x: number,
  y: number,
  r: number,
  angle: number,
): string {
  switch (food.kind) {
    case 'rice':
      return (
        riceMound(c, x, y, r, food.style) +
        scatterPieces(c, x, y, r * 0.75, food.pieces ?? []) +
        toppings(c, x, y, r, food.toppings ?? [])
      );
    case 'gravy': {
      const look = {
        tone: food.tone,
        pieces: food.pieces ?? [],
        toppings: food.toppings ?? [],
        oily: food.oily ?? false,
        shreds: food.shreds ?? false,
        heaped: food.heaped ?? false,
      };
      if (!food.pool) return gravy(look)(c, x, y, r);
      // A pool of gravy spilling beside the rice: a lumpy outline clips the bowl-style drawing.
      const id = c.uid('pool');
      const outline = blob(c.rng, x, y, r, r * 0.92, { points: 10, jitter: 0.1 });
      return `<clipPath id="${id}"><path d="${outline}"/></clipPath>${circle(x + r * 0.04, y + r * 0.06, r, 'fill="#000" fill-opacity="0.12"')}<g clip-path="url(#${id})">${gravy(look)(c, x, y, r * 1.05)}</g>`;
    }
    case 'bread':
      return breadStack(c, x, y, r, food.count ?? 1, breads[food.bread]);
    case 'pieces':
      return scatterPieces(c, x, y, r, food.pieces) + toppings(c, x, y, r, food.toppings ?? []);
    case 'drumstick':
      return drumstick(c, x, y, r, angle);
    case 'shingara':
      return shingara(c, x, y, r, angle);
    case 'beguni':
      return beguni(c, x, y, r, angle);
    case 'patishapta':
      return patishapta(c, x, y, r, angle);
    case 'lemon':
      return lemonWedge(x, y, r, angle);
    case 'chilli':
    case 'chilli-split':
      return greenChilli(x, y, r, angle, food.kind === 'chilli-split');
    case 'panta':
      return pantaBhat(c, x, y, r);
    case 'fuchka':
      return fuchka(c, x, y, r);
    case 'bhapa-pitha':
      return bhapaPitha(c, x, y, r);
    case 'bharta':
      return bharta(c, x, y, r);
    case 'bhaji':
      return bhaji(c, x, y, r);
    case 'fried-egg':
      return friedEgg(c, x, y, r);
    case 'egg-half':
      return eggHalf(c, x, y, r, false);
    case 'onion-rings':
      return onionRings(c, x, y, r, Math.max(2, Math.round(r / 12)));
    case 'cucumber':
      return cucumberSlice(x, y, r);
    case 'tomato':
      return tomatoSlice(x, y, r);
    case 'tea':
      return teaCup(x, y, r);
    case 'coriander':
      return coriander(c, x, y, r, Math.max(3, Math.round(r / 5)));
    case 'fried-onion':
      return friedOnion(c, x, y, r, Math.round(r / 2));
  }
}
