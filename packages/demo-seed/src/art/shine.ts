import { ellipse } from './svg';

/** The soft highlight on a piece, lit from the top left; s is the piece's half-width in px. */
export const shine = (x: number, y: number, s: number, opacity = 0.55): string =>
  ellipse(
    x - s * 0.3,
    y - s * 0.3,
    s * 0.35,
    s * 0.16,
    `fill="url(#sheen)" fill-opacity="${opacity}"`,
    -35,
  );
