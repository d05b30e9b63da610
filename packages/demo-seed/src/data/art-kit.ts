import type { ArtItem } from '../art/compose';
import type { PieceGroup } from '../art/curry';

/** Small arrangements many dishes share, so each meal's picture reads as a recipe of parts. */

export const pieces = (kind: PieceGroup['kind'], count: number, size: number): PieceGroup => ({
  kind,
  count,
  size,
});

export function lemonAndChilli(x: number, y: number, turn = 0): ArtItem[] {
  return [
    { at: [x, y], r: 34, angle: turn - 20, food: { kind: 'lemon' } },
    { at: [x + 30, y + 34], r: 62, angle: turn + 15, food: { kind: 'chilli' } },
  ];
}

/** The cucumber-onion-lemon salad a canteen puts beside biryani and tehari. */
export function salad(x: number, y: number): ArtItem[] {
  return [
    { at: [x, y], r: 22, food: { kind: 'cucumber' } },
    { at: [x + 30, y + 14], r: 22, food: { kind: 'cucumber' } },
    { at: [x + 12, y + 40], r: 21, food: { kind: 'tomato' } },
    { at: [x + 18, y + 18], r: 26, food: { kind: 'onion-rings' } },
    { at: [x - 26, y + 38], r: 30, angle: 40, food: { kind: 'lemon' } },
  ];
}

export function teaCup(x: number, y: number, size = 52): ArtItem {
  return { at: [x, y], r: size, food: { kind: 'tea' } };
}
