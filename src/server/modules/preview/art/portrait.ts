/**
 * The child's portrait as a standalone picture (the profile avatar, the look step's choices): the same
 * drawing as the pages (art/child.ts), framed head and shoulders on the night sky.
 */
import { childPortrait, type ChildLook } from './child.js';
import { Canvas, svgDocument } from './svg.js';

export const PORTRAIT_SIZE = 140;

export function childPortraitPicture(look: ChildLook | null): string {
  const c = new Canvas('c');
  return svgDocument({
    width: PORTRAIT_SIZE,
    height: PORTRAIT_SIZE,
    title: 'The child',
    canvas: c,
    body: `<g transform="translate(-30 -8)">${childPortrait(c, look)}</g>`,
  });
}
