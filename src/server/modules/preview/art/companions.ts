/**
 * The twenty companions: their drawings, looked up by catalogue name or URL slug, and their standalone
 * portraits (the pictures behind companionImageUrl()).
 */
import { COMPANIONS, isCompanion, type Companion } from '../../../../shared/catalogue.js';
import { companionSlug } from '../../../../shared/media.js';
import { ANIMAL_ART } from './animals.js';
import { portraitBackdrop } from './features.js';
import { HERO_ART } from './heroes.js';
import { Canvas, hashString, svgDocument } from './svg.js';

export const COMPANION_ART: Record<Companion, (c: Canvas) => string> = { ...ANIMAL_ART, ...HERO_ART };

const BY_SLUG = new Map<string, Companion>(COMPANIONS.map((name) => [companionSlug(name), name]));

export function companionBySlug(slug: string): Companion | undefined {
  return BY_SLUG.get(slug);
}

/** The companion drawn into a canvas (200 x 200 box, feet on y = 190); a friendly star for unknown names. */
export function drawCompanion(canvas: Canvas, name: string): string {
  return isCompanion(name) ? COMPANION_ART[name](canvas) : COMPANION_ART.Bear(canvas);
}

/** A standalone portrait: the companion in front of the moonlit backdrop. */
export function companionPortrait(name: Companion): string {
  const canvas = new Canvas();
  const body = portraitBackdrop(canvas, hashString(name)) + COMPANION_ART[name](canvas);
  return svgDocument({ width: 200, height: 200, title: name, canvas, body });
}
