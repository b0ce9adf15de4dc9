import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../../../shared/settings.js';
import { HAIR_PAINT, HAIR_STYLES, SKIN_PAINT, SKIN_TONES, type ChildLook } from '../../../../shared/looks.js';
import { expectSafeSvg } from '../../../test-support/svg-safety.js';
import { renderBookPreview } from './book.js';
import { drawChild, type ChildLook as ArtLook } from './child.js';
import { pagePicture } from './pages.js';
import { childPortraitPicture } from './portrait.js';
import { Canvas } from './svg.js';

const mia: ChildLook = {
  skinTone: 'tone-1',
  hairStyle: 'bob',
  hairColor: 'Red',
  eyeColor: 'Green',
  glasses: false,
};
const mohammed: ChildLook = {
  skinTone: 'tone-6',
  hairStyle: 'cropped',
  hairColor: 'Black',
  eyeColor: 'Brown',
  glasses: true,
};
const book = (look: ArtLook | null) =>
  renderBookPreview({
    childName: 'Sam',
    companion: 'Owl',
    theme: 'Kindness',
    storyContent: 'Once upon a time.\n\nThe end.',
    seed: 3,
    look,
  });

/** The `d` of every path the child's drawing makes, without ids (each canvas names its gradients). */
const childPaths = (look: ArtLook | null) =>
  [...drawChild(new Canvas('x'), look).matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]!);

/** Every place the child appears, as the SVG that place sends. */
const PLACES = {
  portrait: (look: ArtLook | null) => childPortraitPicture(look),
  page: (look: ArtLook | null) => pagePicture({ setting: 'bedroom', companion: 'Bear', look }),
  'book cover and spread': book,
} as const;

describe('one drawing of the child, from their look', () => {
  it.each(Object.entries(PLACES))('two looks give visibly different children in the %s', (_, draw) => {
    const a = draw(mia);
    const b = draw(mohammed);
    expectSafeSvg(a);
    expectSafeSvg(b);
    expect(a).toContain(SKIN_PAINT['tone-1']);
    expect(a).not.toContain(SKIN_PAINT['tone-6']);
    expect(b).toContain(SKIN_PAINT['tone-6']);
    expect(b).not.toContain(SKIN_PAINT['tone-1']);
    expect(a).toContain(HAIR_PAINT.Red);
    expect(b).toContain(HAIR_PAINT.Black);
    // The hair itself differs: each look's hair paths are in its own picture only.
    const onlyA = childPaths(mia).filter((d) => !childPaths(mohammed).includes(d));
    const onlyB = childPaths(mohammed).filter((d) => !childPaths(mia).includes(d));
    expect(onlyA.length).toBeGreaterThan(0);
    expect(onlyB.length).toBeGreaterThan(0);
    for (const d of onlyA) expect(a).toContain(d);
    for (const d of onlyB) expect(b).toContain(d);
    for (const d of onlyA) expect(b).not.toContain(d);
  });

  it.each(Object.entries(PLACES))('with no look, the %s holds no skin tone of the palette', (_, draw) => {
    for (const look of [null, {}, { hairColor: 'Brown', eyeColor: 'Blue' }, { hairStyle: 'coily' }]) {
      const svg = draw(look);
      for (const skin of Object.values(SKIN_PAINT)) expect(svg, JSON.stringify(look)).not.toContain(skin);
    }
  });

  it('with no look, no hair style is guessed: the child is hooded, seen from behind', () => {
    const none = childPaths(null);
    for (const style of HAIR_STYLES) {
      const styled = childPaths({ skinTone: 'tone-4', hairStyle: style });
      const hood = childPaths({ skinTone: 'tone-4' });
      // What a style adds to the hooded child is nowhere in the child with no look.
      for (const d of styled.filter((p) => !hood.includes(p))) expect(none, style).not.toContain(d);
    }
    // No face either: no eye is drawn.
    expect(drawChild(new Canvas(), null)).not.toMatch(/<ellipse[^>]*ry="8"/);
  });

  it('every skin tone and every hair style draws a different child', () => {
    const bySkin = SKIN_TONES.map((skinTone) => drawChild(new Canvas(), { skinTone, hairStyle: 'short' }));
    expect(new Set(bySkin).size).toBe(SKIN_TONES.length);
    const byStyle = HAIR_STYLES.map((hairStyle) => childPaths({ skinTone: 'tone-5', hairStyle }).join('|'));
    const byStyleFull = HAIR_STYLES.map((hairStyle) =>
      drawChild(new Canvas(), { skinTone: 'tone-5', hairStyle }),
    );
    expect(new Set(byStyleFull).size).toBe(HAIR_STYLES.length);
    expect(byStyle.length).toBe(HAIR_STYLES.length);
    expect(drawChild(new Canvas(), { ...mia, glasses: true })).not.toBe(drawChild(new Canvas(), mia));
  });

  it('the profile portrait and the page pictures draw the same child', () => {
    for (const look of [mia, mohammed, null]) {
      const portrait = childPortraitPicture(look);
      for (const setting of SETTINGS.slice(0, 6)) {
        const page = pagePicture({ setting, companion: 'Fox', look });
        for (const d of childPaths(look)) expect(page).toContain(d);
      }
      for (const d of childPaths(look)) expect(portrait).toContain(d);
    }
  });

  it('never copies text into the picture: unknown values are not given', () => {
    const odd = drawChild(new Canvas(), {
      skinTone: '"/><script>',
      hairStyle: 'mohawk',
      pyjamas: 'url(http://x)',
      favoriteColor: '</g>',
    });
    expect(odd).toBe(drawChild(new Canvas(), null));
  });
});

describe('a page with two or three children (siblings)', () => {
  it('draws each child from their own look', () => {
    const third: ChildLook = {
      skinTone: 'tone-3',
      hairStyle: 'puffs',
      hairColor: 'Blonde',
      eyeColor: null,
      glasses: false,
    };
    const svg = pagePicture({ setting: 'meadow', companion: 'Bear', children: [mia, mohammed, third] });
    expectSafeSvg(svg);
    for (const skin of [SKIN_PAINT['tone-1'], SKIN_PAINT['tone-6'], SKIN_PAINT['tone-3']])
      expect(svg).toContain(skin);
    for (const hair of [HAIR_PAINT.Red, HAIR_PAINT.Black, HAIR_PAINT.Blonde]) expect(svg).toContain(hair);
    expect(svg).toContain('the children in');
    // Each child stands in its own place.
    const placements = (page: string) => new Set(page.match(/<g transform="matrix\([^"]+\)">/g)).size;
    const one = pagePicture({ setting: 'meadow', companion: 'Bear', look: mia });
    expect(placements(svg)).toBe(placements(one) + 2);
    // One child with no look among them guesses nothing for that child alone.
    const mixed = pagePicture({ setting: 'meadow', companion: 'Bear', children: [null, mohammed] });
    expect(mixed).toContain(SKIN_PAINT['tone-6']);
    expect(mixed).not.toContain(SKIN_PAINT['tone-1']);
  });

  it('draws at most three', () => {
    const four = pagePicture({ setting: 'meadow', companion: 'Bear', children: [mia, mia, mia, mohammed] });
    expect(four).not.toContain(SKIN_PAINT['tone-6']);
  });
});
