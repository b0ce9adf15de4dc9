/**
 * A page's picture as its paragraph tells it (src/shared/settings.ts, SCENE_PICTURES): snow lying on the
 * ground and falling, rain, autumn leaves, spring blossom or sunflowers, drawn over any outdoor place. The
 * back layer goes behind the companion and the child, the front layer over them; neither covers the
 * place's landmarks (the lighthouse, the snowman) with anything solid.
 */
import type { ScenePicture } from '../../../../shared/settings.js';
import { cloud, snowfall, type Box } from './scenery.js';
import type { SettingArt } from './settings/setting-art.js';
import { type Canvas, num, outlineOf, seededRandom } from './svg.js';

const WIDTH = 320;
const HEIGHT = 200;
const LEAF_COLOURS = ['#e8833a', '#d9552f', '#f2b134', '#b8462a'] as const;
const PETAL_COLOURS = ['#ffd1e3', '#ffb8d2', '#fff0f6'] as const;

/** Where the figures stand: the ground line the variants lie on. */
function groundOf(art: SettingArt): number {
  return Math.min(art.stage.child.y, art.stage.companion.y);
}

/** Places along the ground that no landmark stands over. */
function openSpots(art: SettingArt, candidates: readonly number[]): number[] {
  return candidates.filter((x) => !art.landmarks.some((box) => x > box.x - 8 && x < box.x + box.w + 8));
}

function leaf(x: number, y: number, size: number, angle: number, colour: string): string {
  return `<path transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)})" d="M0 ${num(-size)}Q${num(size * 0.8)} 0 0 ${num(size)}Q${num(-size * 0.8)} 0 0 ${num(-size)}Z" fill="${colour}" stroke="${outlineOf(colour)}" stroke-width=".8"/>`;
}

function scatter(
  seed: number,
  box: Box,
  count: number,
  draw: (x: number, y: number, r: () => number) => string,
) {
  const random = seededRandom(seed);
  let out = '';
  for (let i = 0; i < count; i++) out += draw(box.x + random() * box.w, box.y + random() * box.h, random);
  return out;
}

/** A five-petalled blossom on its branch (no stem). */
function blossomFlower(x: number, y: number, s: number, petal: string): string {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    petals += `<circle cx="${num(x + 4.2 * s * Math.cos(a))}" cy="${num(y + 4.2 * s * Math.sin(a))}" r="${num(3.6 * s)}"/>`;
  }
  return `<g fill="${petal}" stroke="${outlineOf(petal)}" stroke-width=".8">${petals}</g><circle cx="${num(x)}" cy="${num(y)}" r="${num(2 * s)}" fill="#f48fb1"/>`;
}

function sunflower(x: number, ground: number, height: number): string {
  const head = ground - height;
  let petals = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    petals += `<ellipse cx="${num(x + 8.5 * Math.cos(a))}" cy="${num(head + 8.5 * Math.sin(a))}" rx="5" ry="2.6" transform="rotate(${num((a * 180) / Math.PI)} ${num(x + 8.5 * Math.cos(a))} ${num(head + 8.5 * Math.sin(a))})"/>`;
  }
  return (
    `<path d="M${num(x)} ${num(ground)}V${num(head + 6)}" stroke="#3f8a4f" stroke-width="3"/>` +
    `<path d="M${num(x)} ${num(ground - height * 0.45)}q-12 -4 -15 -14q11 1 15 9M${num(x)} ${num(ground - height * 0.7)}q12 -3 15 -13q-11 1 -15 8" fill="#5fb865"/>` +
    `<g fill="#ffc93c" stroke="#d99a1e" stroke-width=".8">${petals}</g>` +
    `<circle cx="${num(x)}" cy="${num(head)}" r="6.5" fill="#7a4a26" stroke="#5a341a" stroke-width="1"/>`
  );
}

/** Behind the figures: what lies on the ground or hangs in the air of the place. */
export function variantBack(c: Canvas, picture: ScenePicture, seed: number, art: SettingArt): string {
  const ground = groundOf(art);
  switch (picture) {
    case 'snow': {
      const blanket = c.linear(['#ffffff', '#dfe9fb']);
      const frost = c.linear([
        [0, '#ffffff', 0],
        [1, '#ffffff', 0.55],
      ]);
      const top = ground - 14;
      return (
        // A frost over the land behind (hills and lawns turn white), then the snow the two stand in.
        `<rect y="${num(ground - 80)}" width="${WIDTH}" height="${num(HEIGHT - ground + 80)}" fill="${frost}"/>` +
        `<path d="M0 ${num(top + 4)}Q${WIDTH * 0.25} ${num(top - 6)} ${WIDTH * 0.5} ${num(top + 2)}T${WIDTH} ${num(top)}V${HEIGHT}H0Z" fill="${blanket}" opacity=".92"/>` +
        snowfall(seed, { x: 0, y: 0, w: WIDTH, h: top }, 30)
      );
    }
    case 'rain':
      return (
        `<rect width="${WIDTH}" height="${HEIGHT}" fill="#5b6b8c" opacity=".28"/>` +
        cloud(70, 26, 1.5, '#8e9ab6', 0.9) +
        cloud(250, 20, 1.8, '#7f8ba8', 0.9) +
        scatter(
          seed,
          { x: 0, y: ground - 4, w: WIDTH, h: HEIGHT - ground },
          6,
          (x, y) =>
            `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(10)}" ry="2" fill="#9fb4d8" opacity=".55"/>`,
        )
      );
    case 'autumn':
      return scatter(seed, { x: 0, y: ground - 10, w: WIDTH, h: HEIGHT - ground + 10 }, 26, (x, y, r) =>
        leaf(x, y, 3 + r() * 2, r() * 180, LEAF_COLOURS[Math.floor(r() * LEAF_COLOURS.length)]!),
      );
    case 'blossom':
      return (
        `<path d="M0 8Q40 14 70 4M18 11q8 10 22 12M44 8q10 -8 22 -6" fill="none" stroke="#6b4a3a" stroke-width="3.2" stroke-linecap="round"/>` +
        scatter(seed, { x: 0, y: 0, w: 80, h: 26 }, 14, (x, y, r) =>
          blossomFlower(x, y, 0.45 + r() * 0.2, PETAL_COLOURS[Math.floor(r() * PETAL_COLOURS.length)]!),
        )
      );
    case 'sunflowers':
      return ''; // at the page's edges, in front (variantFront)
  }
}

/**
 * Over the figures: what falls through the air (light enough never to hide a face), and sunflowers that
 * frame the page at its edges, tall beside the companion and, where no landmark stands, at the right.
 */
export function variantFront(picture: ScenePicture, seed: number, art: SettingArt): string {
  switch (picture) {
    case 'snow':
      return snowfall(seed ^ 0x7f4a7c15, { x: 0, y: 20, w: WIDTH, h: HEIGHT - 20 }, 14);
    case 'rain':
      return `<g stroke="#cfe0ff" stroke-width="1.1" stroke-linecap="round" opacity=".55">${scatter(
        seed ^ 0x1b873593,
        { x: 0, y: 0, w: WIDTH + 30, h: HEIGHT },
        60,
        (x, y) => `<path d="M${num(x)} ${num(y)}l-5 12"/>`,
      )}</g>`;
    case 'autumn':
      return scatter(seed ^ 0x2c1b3c6d, { x: 0, y: 10, w: WIDTH, h: 120 }, 7, (x, y, r) =>
        leaf(x, y, 3.5, r() * 360, LEAF_COLOURS[Math.floor(r() * LEAF_COLOURS.length)]!),
      );
    case 'blossom':
      return scatter(
        seed ^ 0x5bd1e995,
        { x: 0, y: 10, w: WIDTH, h: 150 },
        10,
        (x, y, r) =>
          `<ellipse cx="${num(x)}" cy="${num(y)}" rx="2.4" ry="1.4" transform="rotate(${num(r() * 180)} ${num(x)} ${num(y)})" fill="${PETAL_COLOURS[Math.floor(r() * PETAL_COLOURS.length)]!}"/>`,
      );
    case 'sunflowers': {
      const ground = groundOf(art) + 8;
      // A clump at the left edge, its heads above the companion's; one at the right where it is free.
      return [-2, 14, ...openSpots(art, [312])]
        .map((x, i) => sunflower(x, ground + (i % 2) * 4, [104, 86, 96][i]! + ((seed >> i) & 7) * 2))
        .join('');
    }
  }
}
