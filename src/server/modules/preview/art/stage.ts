/**
 * Placing figures into a picture: the companions and the child are drawn in a 200 x 200 box with their
 * feet on y = 190; a spot says where the feet go, how big the figure is and whether it faces the other way.
 */
import type { Box } from './scenery.js';
import { num } from './svg.js';

export interface Spot {
  /** Where the figure's feet are. */
  x: number;
  y: number;
  scale: number;
  /** Drawn mirrored (the child's star in the other hand). */
  mirror?: boolean;
}

/**
 * The part of the 200 x 200 box a figure's body covers: enough for the widest and tallest companions
 * (the elephant's ears, the giraffe's and the rabbit's heads; glows, auras and wind left out), and for
 * the child with the star held out in its right hand.
 */
export const FIGURE_EXTENT = {
  companion: { x: 18, y: 8, w: 164, h: 184 },
  child: { x: 40, y: 18, w: 136, h: 174 },
} as const satisfies Record<string, Box>;

/** Where a figure drawn at a spot lies in the picture. */
export function spotBox(spot: Spot, extent: Box): Box {
  const left = spot.mirror ? 200 - (extent.x + extent.w) : extent.x;
  return {
    x: spot.x + (left - 100) * spot.scale,
    y: spot.y + (extent.y - 190) * spot.scale,
    w: extent.w * spot.scale,
    h: extent.h * spot.scale,
  };
}

/** A figure drawn in its 200 x 200 box, placed with its feet at (x, groundY), on a soft shadow. */
export function placed(markup: string, x: number, groundY: number, scale: number, mirror = false): string {
  const tx = x - (mirror ? -100 : 100) * scale;
  const ty = groundY - 190 * scale;
  const sx = mirror ? -scale : scale;
  return (
    `<ellipse cx="${num(x)}" cy="${num(groundY)}" rx="${num(60 * scale)}" ry="${num(7 * scale)}" fill="#161233" opacity=".3"/>` +
    `<g transform="matrix(${+sx.toFixed(3)} 0 0 ${+scale.toFixed(3)} ${num(tx)} ${num(ty)})">${markup}</g>`
  );
}

/** The same, at a spot. */
export function placedAt(markup: string, spot: Spot): string {
  return placed(markup, spot.x, spot.y, spot.scale, spot.mirror);
}
