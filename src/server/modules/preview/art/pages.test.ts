import { describe, expect, it } from 'vitest';
import { COMPANIONS, EYE_COLORS, HAIR_COLORS } from '../../../../shared/catalogue.js';
import { SETTINGS, SETTING_INFO } from '../../../../shared/settings.js';
import { expectSafeSvg } from '../../../test-support/svg-safety.js';
import { EYE_PAINT, HAIR_PAINT, SKIN_PAINT } from './child.js';
import { PAGE_HEIGHT, PAGE_WIDTH, SETTING_ART, drawSetting, pagePicture } from './pages.js';
import { SCENE_HEIGHT, SCENE_WIDTH, type Box } from './scenery.js';
import { FIGURE_EXTENT, spotBox } from './stage.js';
import { Canvas, escapeXml } from './svg.js';

const withoutTitle = (svg: string) => svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, '');

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

describe('the settings', () => {
  const pages = SETTINGS.map((setting) => ({ setting, svg: pagePicture({ setting, companion: 'Bear' }) }));

  it('every one of the 28 renders a well-formed, safe, compact page picture with an accessible name', () => {
    expect(pages).toHaveLength(28);
    for (const { setting, svg } of pages) {
      expectSafeSvg(svg);
      expect(svg).toContain(`viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}"`);
      expect(svg).toContain(`<title>${escapeXml(`Bear and the child in ${SETTING_INFO[setting].name}`)}`);
      expect(svg.length, setting).toBeLessThan(40_000);
    }
  });

  it('are 28 different pictures, not one picture with 28 titles', () => {
    expect(new Set(pages.map((p) => withoutTitle(p.svg))).size).toBe(28);
    // The places themselves differ, before any figure stands in them.
    const places = SETTINGS.map((setting) => drawSetting(new Canvas(), setting, 1));
    expect(new Set(places).size).toBe(28);
  });

  it('are deterministic: the same page gives the same bytes, and the default seed is the setting’s own', () => {
    for (const setting of SETTINGS) {
      const input = { setting, companion: 'Owl', look: { hairColor: 'Red', eyeColor: 'Green' } } as const;
      expect(pagePicture(input)).toBe(pagePicture({ ...input }));
    }
  });

  it('a seed moves only the small things: the picture changes, the landmarks and figures stay', () => {
    for (const setting of ['orchard', 'snowfield', 'reef', 'hilltop'] as const) {
      const a = pagePicture({ setting, companion: 'Fox', seed: 1 });
      const b = pagePicture({ setting, companion: 'Fox', seed: 2 });
      expect(a, setting).not.toBe(b);
      expectSafeSvg(b);
      // The figures stand in the same place whatever the seed.
      const placements = (svg: string) => svg.match(/<g transform="matrix\([^"]+\)">/g);
      expect(placements(a)).toEqual(placements(b));
    }
  });

  it('every companion can stand in a setting', () => {
    for (const [i, companion] of COMPANIONS.entries()) {
      const setting = SETTINGS[i % SETTINGS.length]!;
      expectSafeSvg(pagePicture({ setting, companion, look: { hairColor: 'Pink', eyeColor: 'Blue' } }));
    }
  });
});

describe('composition', () => {
  it.each(SETTINGS)(
    'in the %s, the companion and the child stand clear of the landmarks and of each other',
    (setting) => {
      const { stage, landmarks } = SETTING_ART[setting];
      const companion = spotBox(stage.companion, FIGURE_EXTENT.companion);
      const child = spotBox(stage.child, FIGURE_EXTENT.child);
      for (const figure of [companion, child]) {
        // Inside the picture (a little may be cut by the frame at the side or the bottom).
        expect(figure.x).toBeGreaterThanOrEqual(-4);
        expect(figure.x + figure.w).toBeLessThanOrEqual(SCENE_WIDTH + 4);
        expect(figure.y).toBeGreaterThan(0);
        expect(figure.y + figure.h).toBeLessThanOrEqual(SCENE_HEIGHT + 4);
        for (const landmark of landmarks) expect(overlap(figure, landmark), JSON.stringify(landmark)).toBe(0);
      }
      // Both are seen: they may touch, but neither hides more than a tenth of the other.
      expect(overlap(companion, child)).toBeLessThan(
        0.1 * Math.min(companion.w * companion.h, child.w * child.h),
      );
    },
  );
});

describe('the child in the page', () => {
  it("wears the look's skin, hair and eyes, and guesses none of them without a look", () => {
    for (const setting of SETTINGS) {
      const svg = pagePicture({
        setting,
        companion: 'Bear',
        look: { skinTone: 'tone-5', hairStyle: 'curly', hairColor: 'Green', eyeColor: 'Violet' },
      });
      expect(svg, setting).toContain(SKIN_PAINT['tone-5']);
      expect(svg, setting).toContain(HAIR_PAINT.Green);
      expect(svg, setting).toContain(EYE_PAINT.Violet);
      const plain = pagePicture({ setting, companion: 'Bear' });
      for (const skin of Object.values(SKIN_PAINT)) expect(plain, setting).not.toContain(skin);
      expect(plain, setting).not.toContain(HAIR_PAINT.Green);
      expect(plain, setting).not.toContain(EYE_PAINT.Violet);
      expect(pagePicture({ setting, companion: 'Bear', look: null })).toBe(plain);
    }
  });

  it('every catalogue colour gives a different child', () => {
    const hair = HAIR_COLORS.map((h) =>
      pagePicture({
        setting: 'meadow',
        companion: 'Bear',
        look: { skinTone: 'tone-1', hairStyle: 'long', hairColor: h },
      }),
    );
    const eyes = EYE_COLORS.map((e) =>
      pagePicture({ setting: 'meadow', companion: 'Bear', look: { skinTone: 'tone-8', eyeColor: e } }),
    );
    expect(new Set(hair).size).toBe(HAIR_COLORS.length);
    expect(new Set(eyes).size).toBe(EYE_COLORS.length);
  });
});
