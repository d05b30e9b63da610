import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ALL_DEMO_DISHES } from '../data/all-dishes';
import { ART_HEIGHT, ART_WIDTH } from './compose';
import { renderDishImage } from './render';

const [first, second] = ALL_DEMO_DISHES;

describe('a demo dish picture', () => {
  it('is the same WebP bytes every time for the same dish, and another for another dish', async () => {
    if (!first || !second) throw new Error('fewer than two demo dishes');
    const [a, b, other] = await Promise.all([
      renderDishImage(first.title, first.art),
      renderDishImage(first.title, first.art),
      renderDishImage(second.title, second.art),
    ]);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).toBe(b.hash);
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect(other.hash).not.toBe(a.hash);
    const metadata = await sharp(a.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: ART_WIDTH, height: ART_HEIGHT });
    expect(a).toMatchObject({ contentType: 'image/webp', width: ART_WIDTH, height: ART_HEIGHT });
  });
});
