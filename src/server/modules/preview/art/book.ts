/**
 * The hardcover book preview: the cover ('{childName}'s Magical Adventure' over the theme's scene, the
 * companion and the child) and the first inside spread (a picture and the story's first paragraph), side
 * by side in ONE SVG. <view> elements make each page addressable on its own (`...svg#cover`,
 * `...svg#spread`). Pure and deterministic: the same input gives the same bytes.
 */
import { drawChild, type ChildLook } from './child.js';
import { drawCompanion } from './companions.js';
import { sparkle, starField } from './features.js';
import { SCENE_HEIGHT, SCENE_WIDTH, drawScene, scenePalette } from './scenes.js';
import { placed } from './stage.js';
import { Canvas, darken, escapeXml, lighten, num, svgDocument } from './svg.js';
import { fitFontSize, normaliseSpace, textLines, textWidth, wrapText } from './text.js';

export interface BookInput {
  childName: string;
  /** The companion's catalogue name (Bear, Cosmic Defender, ...). */
  companion: string;
  theme: string;
  /** The story's text: paragraphs separated by blank lines. Only the first paragraph is set. */
  storyContent: string;
  /** The story's seed: small variations (stars, fireflies) follow it. */
  seed: number;
  /** The character profile's look, when the story has one. */
  look: ChildLook | null;
}

export const BOOK_WIDTH = 1200;
export const BOOK_HEIGHT = 560;
export const PAGE_VIEWS = {
  cover: { x: 24, y: 24, width: 392, height: 512 },
  spread: { x: 424, y: 24, width: 752, height: 512 },
} as const;

const SERIF = `font-family="Georgia, 'Times New Roman', serif"`;
const PAPER = '#fdf6e7';
const INK_TEXT = '#3b2f4a';

export function firstParagraph(storyContent: string): string {
  const first = storyContent
    .split(/\r?\n\s*\r?\n/)
    .map(normaliseSpace)
    .find((p) => p.length > 0);
  return first ?? '';
}

/** A scene with more sky above it: the scene sits at the bottom of the box, the sky continues upward. */
function tallScene(
  c: Canvas,
  input: BookInput,
  box: { x: number; y: number; w: number; h: number },
  starsSeed: number,
  /** Stars start this far below the top (keeps the title clear). */
  starsFrom = 0,
): string {
  const p = scenePalette(input.theme);
  const scale = box.w / SCENE_WIDTH;
  const sceneTop = box.y + box.h - SCENE_HEIGHT * scale;
  const skyHeight = sceneTop - box.y;
  const extension =
    skyHeight > 0
      ? `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.w)}" height="${num(skyHeight + 1)}" fill="${c.linear([darken(p.skyTop, 0.3), p.skyTop])}"/>` +
        starField(
          starsSeed,
          {
            x: box.x + 6,
            y: box.y + 6 + starsFrom,
            w: box.w - 12,
            h: Math.max(0, skyHeight - 6 - starsFrom),
          },
          Math.round(box.w / 14),
        )
      : '';
  return (
    extension +
    `<g transform="translate(${num(box.x)} ${num(sceneTop)}) scale(${+scale.toFixed(3)})">${drawScene(c, input.theme, input.seed)}</g>`
  );
}

function bookShadow(c: Canvas, x: number, y: number, w: number, h: number): string {
  return `<rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" rx="14" fill="#0b0820" opacity=".45" filter="${c.blur(8)}"/>`;
}

function cover(c: Canvas, input: BookInput): string {
  const { x, y } = { x: 40, y: 40 };
  const w = 360;
  const h = 480;
  const p = scenePalette(input.theme);
  const clip = c.clip('cover', `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12"/>`);
  const name = `${normaliseSpace(input.childName)}’s`;
  const titleWidth = w - 56;
  const nameSize = fitFontSize(name, titleWidth, 44, 20);
  const nameLines =
    textWidth(name, nameSize) > titleWidth ? wrapText(name, nameSize, () => titleWidth, 2) : [name];
  const nameBlock = textLines(nameLines, {
    x: () => x + w / 2,
    y: y + 74,
    lineHeight: nameSize * 1.1,
    attrs: `${SERIF} font-size="${nameSize}" font-weight="bold" text-anchor="middle" fill="${p.accent}" stroke="${darken(p.skyTop, 0.4)}" stroke-width="4" paint-order="stroke" stroke-linejoin="round"`,
  });
  const subtitleY = y + 74 + (nameLines.length - 1) * nameSize * 1.1 + 42;
  const companion = drawCompanion(c, input.companion);
  const child = drawChild(c, input.look);
  return (
    bookShadow(c, x, y, w, h) +
    `<g clip-path="${clip}">` +
    tallScene(c, input, { x, y, w, h }, input.seed ^ 0x9e3779b9, subtitleY + 24 - y) +
    `<rect x="${x}" y="${y}" width="22" height="${h}" fill="${c.linear(
      [
        [0, '#000000', 0.35],
        [1, '#000000', 0],
      ],
      [0, 0, 1, 0],
    )}"/>` +
    nameBlock +
    `<text x="${x + w / 2}" y="${num(subtitleY)}" ${SERIF} font-size="30" font-weight="bold" text-anchor="middle" fill="${p.accent}" stroke="${darken(p.skyTop, 0.4)}" stroke-width="4" paint-order="stroke" stroke-linejoin="round">Magical Adventure</text>` +
    `<text x="${x + w / 2}" y="${num(subtitleY + 28)}" ${SERIF} font-size="15" font-style="italic" text-anchor="middle" fill="${lighten(p.accent, 0.3)}" opacity=".92">${escapeXml(`with ${input.companion} · a story of ${input.theme}`)}</text>` +
    sparkle(x + 34, y + 40, 7, p.accent) +
    sparkle(x + w - 34, y + 50, 5, p.accent) +
    placed(companion, x + 120, y + h - 22, 1) +
    placed(child, x + 268, y + h - 18, 0.86) +
    `</g>` +
    `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="8" fill="none" stroke="${p.accent}" stroke-width="1.5" opacity=".5"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="none" stroke="${darken(p.skyTop, 0.5)}" stroke-width="2"/>`
  );
}

function spread(c: Canvas, input: BookInput): string {
  const x = 440;
  const y = 40;
  const pageW = 360;
  const h = 480;
  const p = scenePalette(input.theme);
  const gutter = c.linear(
    [
      [0, '#7a6a5a', 0],
      [0.42, '#7a6a5a', 0.12],
      [0.5, '#5a4a3a', 0.35],
      [0.58, '#7a6a5a', 0.12],
      [1, '#7a6a5a', 0],
    ],
    [0, 0, 1, 0],
  );
  // Left page: a picture of the child and the companion in the theme's scene.
  const pic = { x: x + 22, y: y + 24, w: pageW - 44, h: 330 };
  const picClip = c.clip(
    'spread-picture',
    `<rect x="${pic.x}" y="${pic.y}" width="${pic.w}" height="${pic.h}" rx="10"/>`,
  );
  const picture =
    `<g clip-path="${picClip}">` +
    tallScene(c, input, pic, input.seed ^ 0x85ebca6b) +
    placed(drawChild(c, input.look), pic.x + 92, pic.y + pic.h - 14, 0.82, true) +
    placed(drawCompanion(c, input.companion), pic.x + 212, pic.y + pic.h - 16, 0.9) +
    `</g>` +
    `<rect x="${pic.x}" y="${pic.y}" width="${pic.w}" height="${pic.h}" rx="10" fill="none" stroke="${darken(PAPER, 0.25)}" stroke-width="2"/>`;
  const caption = `${normaliseSpace(input.childName)} and ${input.companion}`;
  const captionSize = fitFontSize(caption, pic.w, 18, 11);
  // Right page: the first paragraph, with a drop cap when it starts with a letter.
  const paragraph = firstParagraph(input.storyContent);
  const first = [...paragraph][0] ?? '';
  const dropCap = /\p{L}/u.test(first) ? first : '';
  const body = dropCap ? paragraph.slice(first.length) : paragraph;
  const textX = x + pageW + 34;
  const textW = pageW - 64;
  const fontSize = 15;
  const lineHeight = 23;
  const capW = dropCap ? textWidth(dropCap.toUpperCase(), 52) + 8 : 0;
  const lines = wrapText(body, fontSize, (i) => (i < 2 ? textW - capW : textW), 15);
  const text =
    (dropCap
      ? `<text x="${textX}" y="${y + 126}" ${SERIF} font-size="52" font-weight="bold" fill="${darken(p.skyBottom, 0.25)}">${escapeXml(dropCap.toUpperCase())}</text>`
      : '') +
    textLines(lines, {
      x: (i) => (i < 2 ? textX + capW : textX),
      y: y + 96,
      lineHeight,
      attrs: `${SERIF} font-size="${fontSize}" fill="${INK_TEXT}"`,
    });
  return (
    bookShadow(c, x, y, pageW * 2, h) +
    `<rect x="${x}" y="${y}" width="${pageW * 2}" height="${h}" rx="8" fill="${PAPER}" stroke="${darken(PAPER, 0.3)}" stroke-width="2"/>` +
    `<rect x="${x + pageW - 40}" y="${y}" width="80" height="${h}" fill="${gutter}"/>` +
    picture +
    `<text x="${x + pageW / 2}" y="${y + 390}" ${SERIF} font-size="${captionSize}" font-style="italic" text-anchor="middle" fill="${INK_TEXT}">${escapeXml(caption)}</text>` +
    `<text x="${textX + textW / 2}" y="${y + 56}" ${SERIF} font-size="13" letter-spacing="3" text-anchor="middle" fill="${darken(p.skyBottom, 0.2)}">CHAPTER ONE</text>` +
    `<path d="M${textX + textW / 2 - 40} ${y + 68}H${textX + textW / 2 + 40}" stroke="${darken(p.skyBottom, 0.1)}" stroke-width="1.2" opacity=".6"/>` +
    text +
    `<text x="${x + pageW / 2}" y="${y + h - 22}" ${SERIF} font-size="12" text-anchor="middle" fill="#8a7a6a">2</text>` +
    `<text x="${x + pageW + pageW / 2}" y="${y + h - 22}" ${SERIF} font-size="12" text-anchor="middle" fill="#8a7a6a">3</text>`
  );
}

export function renderBookPreview(input: BookInput): string {
  const c = new Canvas('b');
  const backdrop =
    `<rect width="${BOOK_WIDTH}" height="${BOOK_HEIGHT}" rx="24" fill="${c.linear(['#231f48', '#3a2f63'])}"/>` +
    starField(input.seed, { x: 10, y: 6, w: BOOK_WIDTH - 20, h: 30 }, 14, '#d9d4ff');
  const views = Object.entries(PAGE_VIEWS)
    .map(([id, v]) => `<view id="${id}" viewBox="${v.x} ${v.y} ${v.width} ${v.height}"/>`)
    .join('');
  const body = backdrop + cover(c, input) + spread(c, input);
  return svgDocument({
    width: BOOK_WIDTH,
    height: BOOK_HEIGHT,
    title: `${normaliseSpace(input.childName)}’s Magical Adventure: book preview`,
    canvas: c,
    body,
    extra: views,
  });
}
