import { describe, expect, it } from 'vitest';
import {
  PLAIN_PICTURE_SETTINGS,
  SCENE_PICTURES,
  SCENE_PICTURE_WORDS,
  SETTINGS,
  takesScenePicture,
} from '../../../../shared/settings.js';
import { expectSafeSvg } from '../../../test-support/svg-safety.js';
import { pagePicture, SETTING_ART } from './pages.js';

const withoutTitle = (svg: string) => svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, '');

describe("a page's picture as its paragraph tells it (snow, rain, autumn, blossom, sunflowers)", () => {
  it('draws each variant over every outdoor place: a different, safe, compact picture, named in its title', () => {
    for (const setting of SETTINGS)
      for (const picture of SCENE_PICTURES) {
        if (!takesScenePicture(setting, picture)) continue;
        const plain = pagePicture({ setting, companion: 'Fox' });
        const svg = pagePicture({ setting, companion: 'Fox', picture });
        expectSafeSvg(svg);
        expect(svg, `${setting} ${picture}`).not.toContain('NaN');
        expect(svg.length, `${setting} ${picture}`).toBeLessThan(48_000);
        expect(withoutTitle(svg), `${setting} ${picture}`).not.toBe(withoutTitle(plain));
        expect(svg).toContain(`, ${SCENE_PICTURE_WORDS[picture]}</title>`);
      }
  });

  it('gives the variants looks of their own: a white blanket of snow, rain streaks, sunflower heads', () => {
    const of = (picture: (typeof SCENE_PICTURES)[number]) =>
      pagePicture({ setting: 'garden', companion: 'Bear', picture });
    expect(of('snow')).toMatch(/<path d="M0 [^"]*V200H0Z" fill="url\(#p[^)]*\)" opacity=".92"\/>/);
    expect(of('rain')).toContain('stroke="#cfe0ff"');
    expect(of('sunflowers')).toContain('fill="#ffc93c"');
    expect(of('autumn')).toContain('#e8833a');
    expect(of('blossom')).toContain('#ffd1e3');
    expect(new Set(SCENE_PICTURES.map(of)).size).toBe(SCENE_PICTURES.length);
  });

  it('leaves indoor places, and a place that shows it already, as they are drawn', () => {
    for (const setting of PLAIN_PICTURE_SETTINGS)
      expect(pagePicture({ setting, companion: 'Owl', picture: 'snow' })).toBe(
        pagePicture({ setting, companion: 'Owl' }),
      );
    expect(pagePicture({ setting: 'snowfield', companion: 'Owl', picture: 'snow' })).toBe(
      pagePicture({ setting: 'snowfield', companion: 'Owl' }),
    );
  });

  it('never stands a sunflower over a landmark', () => {
    for (const setting of SETTINGS) {
      if (!takesScenePicture(setting, 'sunflowers')) continue;
      const svg = pagePicture({ setting, companion: 'Bear', picture: 'sunflowers' });
      const stems = [
        ...svg.matchAll(/<path d="M([\d.]+) [\d.]+V[\d.]+" stroke="#3f8a4f" stroke-width="3"\/>/g),
      ];
      expect(stems.length, setting).toBeGreaterThan(0);
      for (const [, x] of stems)
        for (const box of SETTING_ART[setting].landmarks)
          expect(Number(x) <= box.x - 8 || Number(x) >= box.x + box.w + 8, `${setting} at ${x}`).toBe(true);
    }
  });
});
