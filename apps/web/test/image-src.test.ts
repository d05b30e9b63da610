import { describe, expect, it } from 'vitest';
import { imageSrc } from '../src/lib/image-src';

const HASH = 'ab'.repeat(32);

describe('imageSrc', () => {
  it('asks for our own pictures by path, whatever address the API gave them on', () => {
    expect(imageSrc(`http://localhost:3000/api/images/${HASH}.webp`)).toBe(
      `/api/images/${HASH}.webp`,
    );
    expect(imageSrc(`https://meals.example.org/api/images/${HASH}.webp`)).toBe(
      `/api/images/${HASH}.webp`,
    );
  });

  it('leaves paths and other pictures as they are', () => {
    expect(imageSrc(`/api/images/${HASH}.webp`)).toBe(`/api/images/${HASH}.webp`);
    expect(imageSrc('https://photos.example.com/me.jpg')).toBe('https://photos.example.com/me.jpg');
    expect(imageSrc('https://cdn.example.com/api/images/logo.png')).toBe(
      'https://cdn.example.com/api/images/logo.png',
    );
  });
});
