import type { Rng } from '../prng';

/** What every drawing function gets: the dish's own random stream and unique ids for clip paths. */
export interface ArtContext {
  rng: Rng;
  uid(prefix: string): string;
}

export function createArtContext(rng: Rng): ArtContext {
  let counter = 0;
  return { rng, uid: (prefix) => `${prefix}${++counter}` };
}

/** Draws something that fills a disc of radius r centred on (x, y). */
export type Fill = (c: ArtContext, x: number, y: number, r: number) => string;
