/**
 * The picture book's pages: each paragraph of a story happens in one of the settings
 * (src/shared/settings.ts), and its page shows that place with the companion and the child standing in
 * it (480 x 300, landscape). Pure and deterministic: the same input gives the same bytes.
 */
import type { Companion } from '../../../../shared/catalogue.js';
import {
  SCENE_PICTURE_WORDS,
  SETTING_INFO,
  takesScenePicture,
  type ScenePicture,
  type Setting,
} from '../../../../shared/settings.js';
import { drawChild, type ChildLook } from './child.js';
import { drawCompanion } from './companions.js';
import { SCENE_HEIGHT, SCENE_WIDTH } from './scenery.js';
import { HOME_SETTINGS } from './settings/home.js';
import { LAND_SETTINGS } from './settings/land.js';
import type { SettingArt } from './settings/setting-art.js';
import { WATER_SETTINGS } from './settings/water.js';
import { WONDER_SETTINGS } from './settings/wonders.js';
import { placedAt, type Spot } from './stage.js';
import { Canvas, hashString, svgDocument } from './svg.js';
import { variantBack, variantFront } from './variants.js';

export const PAGE_WIDTH = 480;
export const PAGE_HEIGHT = 300;

/** Every setting's drawing; the compiler checks that none is missing. */
export const SETTING_ART: Record<Setting, SettingArt> = {
  ...HOME_SETTINGS,
  ...WATER_SETTINGS,
  ...LAND_SETTINGS,
  ...WONDER_SETTINGS,
};

export interface PageInput {
  setting: Setting;
  companion: Companion;
  /** The child's look; without one the child is drawn guessing nothing (art/child.ts). */
  look?: ChildLook | null;
  /**
   * Two or three children (siblings), each drawn from their own look: the first where the setting puts
   * the child, the others beside them. Replaces `look` when given.
   */
  children?: readonly (ChildLook | null)[];
  /** Moves the small things (stars, snowflakes, bubbles); the setting's own seed when omitted. */
  seed?: number;
  /** What the paragraph shows besides the place (snow, rain, ...), where the setting takes it. */
  picture?: ScenePicture | null;
}

/** The setting drawn into a canvas (320 x 200), without figures. */
export function drawSetting(c: Canvas, setting: Setting, seed: number): string {
  const art = SETTING_ART[setting];
  return art.draw(c, seed, art.palette);
}

/** The children at the setting's spot: the others first, so the story's own child stands in front. */
function drawChildren(c: Canvas, looks: readonly (ChildLook | null)[], spot: Spot): string {
  const kept = looks.slice(0, MAX_CHILDREN);
  const spots = [spot, ...siblingSpots(spot)];
  return kept
    .map((look, i) => placedAt(drawChild(c, look), spots[i]!))
    .reverse()
    .join('');
}

/** One page's picture: the setting, with the companion and the child standing in it. */
/** Where the second and third child stand, beside the first: a step to either side, a little smaller. */
export function siblingSpots(first: Spot): Spot[] {
  const step = 62 * first.scale;
  const side = first.mirror ? 1 : -1;
  return [
    { ...first, x: first.x + side * step, y: first.y - 4 * first.scale, scale: first.scale * 0.9 },
    { ...first, x: first.x - side * step * 0.9, y: first.y + 2 * first.scale, scale: first.scale * 0.86 },
  ];
}

export const MAX_CHILDREN = 3;

export function pagePicture({
  setting,
  companion,
  look = null,
  children,
  seed,
  picture = null,
}: PageInput): string {
  const art = SETTING_ART[setting];
  const s = seed ?? hashString(setting);
  const variant = picture && takesScenePicture(setting, picture) ? picture : null;
  const c = new Canvas('p');
  const clip = c.clip('page-frame', `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" rx="14"/>`);
  const scene =
    art.draw(c, s, art.palette) +
    (variant ? variantBack(c, variant, s, art) : '') +
    placedAt(drawCompanion(c, companion), art.stage.companion) +
    drawChildren(c, children?.length ? children : [look], art.stage.child) +
    (art.front?.(c, s, art.palette) ?? '') +
    (variant ? variantFront(variant, s, art) : '');
  const scale = PAGE_WIDTH / SCENE_WIDTH;
  return svgDocument({
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
    title: `${companion} and the ${(children?.length ?? 1) > 1 ? 'children' : 'child'} in ${SETTING_INFO[setting].name}: ${SETTING_INFO[setting].picture}${variant ? `, ${SCENE_PICTURE_WORDS[variant]}` : ''}`,
    canvas: c,
    body: `<g transform="scale(${scale})" clip-path="${clip}">${scene}</g>`,
  });
}
