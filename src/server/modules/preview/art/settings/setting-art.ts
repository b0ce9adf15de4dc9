/**
 * What every setting's drawing declares besides the drawing itself: its palette, where its landmark is
 * (the thing a four-year-old names the place by: the lighthouse, the snowman, the teapot) and where the
 * companion and the child stand, so that a page picture never hides the landmark behind them.
 */
import type { Box, ScenePalette } from '../scenery.js';
import type { Spot } from '../stage.js';
import type { Canvas } from '../svg.js';

export interface Stage {
  companion: Spot;
  child: Spot;
}

export interface SettingArt {
  palette: ScenePalette;
  /** Where the landmarks are (320 x 200 units); the figures never stand over them. */
  landmarks: readonly Box[];
  stage: Stage;
  /** Draws the place in a 320 x 200 box; the seed moves small things only (stars, snow, bubbles). */
  draw(c: Canvas, seed: number, p: ScenePalette): string;
  /** Drawn over the figures: falling snow, rising bubbles, blades of grass in front of their feet. */
  front?(c: Canvas, seed: number, p: ScenePalette): string;
}

export const COMPANION_SCALE = 0.46;
export const CHILD_SCALE = 0.42;

/**
 * Where the two stand on every page: the companion at the left edge, the child beside it holding the
 * star out towards the landmark on the right. Always the same side, so that turning the pages the reader
 * finds the two friends where they left them, and the place changes around them. `shift` moves both
 * sideways a little where a setting needs it.
 */
export function standLeft(ground = 190, shift = 0): Stage {
  return {
    companion: { x: 54 + shift, y: ground, scale: COMPANION_SCALE },
    child: { x: 118 + shift, y: ground, scale: CHILD_SCALE },
  };
}
