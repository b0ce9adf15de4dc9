import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { COMPANIONS, EYE_COLORS, HAIR_COLORS, THEMES } from '../../../../shared/catalogue.js';
import { companionSlug } from '../../../../shared/media.js';
import { firstParagraph, renderBookPreview, type BookInput } from './book.js';
import { EYE_PAINT, HAIR_PAINT, resolveLook } from './child.js';
import { companionBySlug, companionPortrait } from './companions.js';
import { scenePicture, themeBySlug } from './scenes.js';
import { escapeXml } from './svg.js';
import { textWidth, wrapText } from './text.js';
import { expectSafeSvg } from '../../../test-support/svg-safety.js';

const story: BookInput = {
  childName: 'Mia',
  companion: 'Owl',
  theme: 'Kindness',
  storyContent:
    'Once upon a time, in a cosy little house at the edge of a whispering forest, there lived a curious child named Mia.\n\nThe second paragraph is not on the first spread.',
  seed: 424242,
  look: null,
};

describe('companion portraits', () => {
  const portraits = COMPANIONS.map((name) => ({ name, svg: companionPortrait(name) }));

  it('all 20 are well-formed, safe, compact SVG with an accessible name', () => {
    expect(portraits).toHaveLength(20);
    for (const { name, svg } of portraits) {
      expectSafeSvg(svg);
      expect(svg).toContain(`<title>${escapeXml(name)}</title>`);
      expect(svg.length, name).toBeLessThan(14_000);
    }
  });

  it('all 20 are different pictures', () => {
    expect(new Set(portraits.map((p) => p.svg)).size).toBe(20);
    // Not just a different title: the drawings themselves differ.
    const bodies = portraits.map((p) => p.svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, ''));
    expect(new Set(bodies).size).toBe(20);
  });

  it('are deterministic: the same name gives the same bytes', () => {
    for (const name of COMPANIONS) expect(companionPortrait(name)).toBe(companionPortrait(name));
  });

  it('every catalogue name is found by its URL slug (the client uses companionImageUrl)', () => {
    for (const name of COMPANIONS) expect(companionBySlug(companionSlug(name))).toBe(name);
    expect(companionBySlug('dragon')).toBeUndefined();
    expect(companionBySlug('__proto__')).toBeUndefined();
  });
});

describe('theme scenes', () => {
  const scenes = THEMES.map((theme) => ({ theme, svg: scenePicture(theme) }));

  it('every theme has a well-formed, safe, distinct and deterministic scene', () => {
    for (const { theme, svg } of scenes) {
      expectSafeSvg(svg);
      expect(svg).toBe(scenePicture(theme));
      expect(svg.length, theme).toBeLessThan(16_000);
    }
    expect(new Set(scenes.map((s) => s.svg)).size).toBe(THEMES.length);
  });

  it('every theme is found by its URL slug', () => {
    for (const theme of THEMES) expect(themeBySlug(companionSlug(theme))).toBe(theme);
    expect(themeBySlug('helping-others')).toBe('Helping Others');
    expect(themeBySlug('nope')).toBeUndefined();
  });
});

describe('book preview', () => {
  it('is deterministic for a story: same story, same bytes', () => {
    expect(renderBookPreview(story)).toBe(renderBookPreview({ ...story }));
  });

  it('follows the seed for small variations only', () => {
    const other = renderBookPreview({ ...story, seed: 7 });
    expect(other).not.toBe(renderBookPreview(story));
    expectSafeSvg(other);
  });

  it('has the cover title, the first paragraph (not the second) and a view per page', () => {
    const svg = renderBookPreview(story);
    expectSafeSvg(svg);
    expect(svg).toContain('Mia’s</tspan>');
    expect(svg).toContain('Magical Adventure');
    expect(svg).toContain('whispering');
    expect(svg).not.toContain('second paragraph');
    expect(svg).toMatch(/<view id="cover" viewBox="[\d. ]+"\/>/);
    expect(svg).toMatch(/<view id="spread" viewBox="[\d. ]+"\/>/);
    expect(svg.length).toBeLessThan(80_000);
  });

  it.each(
    THEMES.flatMap((theme, i) => [
      [theme, COMPANIONS[i]!],
      [theme, COMPANIONS[i + 8]!],
    ]),
  )('is well-formed for %s with %s', (theme, companion) => {
    expectSafeSvg(renderBookPreview({ ...story, theme, companion }));
  });

  it('escapes hostile text: a child called <script>alert(1)</script> is text, not markup', () => {
    const hostile = {
      ...story,
      childName: '<script>alert(1)</script>',
      companion: 'Bear" onload="alert(2)',
      theme: '</text><script>x</script>',
      storyContent: `Tom & Jerry's <b>bold</b> "quote" <img src=x onerror=alert(3)> ]]> <!-- -->\n\nrest`,
    };
    const svg = renderBookPreview(hostile);
    expectSafeSvg(svg);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('om &amp; Jerry&apos;s &lt;b&gt;bold&lt;/b&gt;'); // T is the drop cap
    // The parsed text still reads as the child's name.
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(svg);
    expect(JSON.stringify(parsed)).toContain('<script>alert(1)</script>');
  });

  it('drops characters XML cannot hold, so any name still makes a well-formed file', () => {
    const svg = renderBookPreview({
      ...story,
      childName: 'Zo\u0000e\u0007\uFFFE\uD800',
      storyContent: 'A\u001Fb c',
    });
    expectSafeSvg(svg);
    expect(svg).toContain('Zoe’s');
  });

  it('fits long names and long paragraphs (names shrink, text wraps and ends with an ellipsis)', () => {
    const longName = 'Maximiliana-Alexandrina Smith';
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const svg = renderBookPreview({ ...story, childName: longName, storyContent: words });
    expectSafeSvg(svg);
    expect(svg).toContain('…</tspan>');
    const title =
      /<text [^>]*font-size="(\d+)" font-weight="bold" text-anchor="middle"[^>]*>(.*?)<\/text>/.exec(svg);
    const nameSize = Number(title?.[1]);
    const nameLines = [...(title?.[2] ?? '').matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((m) => m[1]!);
    expect(nameSize).toBeLessThan(44);
    expect(nameLines.join('').replaceAll('’s', '')).toBe(longName.replace(' ', ''));
    for (const line of nameLines) expect(textWidth(line, nameSize)).toBeLessThanOrEqual(304);
  });

  it("draws the child with the story's look; a child with nothing guessed without one", () => {
    const withProfile = renderBookPreview({
      ...story,
      look: { skinTone: 'tone-3', hairStyle: 'bob', hairColor: 'Green', eyeColor: 'Violet' },
    });
    expect(withProfile).toContain(HAIR_PAINT.Green);
    expect(withProfile).toContain(EYE_PAINT.Violet);
    const neutral = renderBookPreview(story);
    expect(neutral).not.toContain(HAIR_PAINT.Green);
    expect(neutral).not.toContain(EYE_PAINT.Violet);
  });
});

describe('the child look', () => {
  it('maps every catalogue hair and eye colour to its own paint', () => {
    expect(new Set(HAIR_COLORS.map((h) => resolveLook({ hairColor: h }).hair)).size).toBe(HAIR_COLORS.length);
    expect(new Set(EYE_COLORS.map((e) => resolveLook({ eyeColor: e }).iris)).size).toBe(EYE_COLORS.length);
  });

  it('defaults to brown hair and eyes, and never copies profile text into the picture', () => {
    expect(resolveLook(null)).toEqual(resolveLook({}));
    expect(resolveLook(null).hair).toBe(HAIR_PAINT.Brown);
    const odd = resolveLook({
      hairColor: '"/><script>',
      eyeColor: 'red;fill:url(http://x)',
      favoriteColor: '</g>',
    });
    expect(odd.hair).toBe(HAIR_PAINT.Brown);
    expect(odd.iris).toBe(EYE_PAINT.Brown);
    expect(odd.pyjamas).toMatch(/^#[0-9a-f]{6}$/);
    expect(resolveLook({ favoriteColor: ' Yellow ' }).pyjamas).not.toBe(resolveLook({}).pyjamas);
  });
});

describe('text', () => {
  it('firstParagraph takes the first non-empty paragraph, whitespace collapsed', () => {
    expect(firstParagraph('\n\n  One\n two  \n\nThree')).toBe('One two');
    expect(firstParagraph('Only one')).toBe('Only one');
    expect(firstParagraph('')).toBe('');
  });

  it('wrapText keeps every line within its width and loses no words when there is room', () => {
    const text = 'The little bear and the curious fox walked together under the silver moon all night long';
    const lines = wrapText(text, 15, () => 120, 20);
    for (const line of lines) expect(textWidth(line, 15)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(text);
    expect(wrapText('', 15, () => 120, 3)).toEqual([]);
  });

  it('wrapText splits a word wider than a line', () => {
    const lines = wrapText('A'.repeat(60), 15, () => 100, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('A'.repeat(60));
  });
});
