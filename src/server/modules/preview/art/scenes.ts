/**
 * A scene and palette for each of the twelve themes (320 x 200), in the same cosy night style as the
 * companions: a moonlit meadow for Friendship, a library of glowing books for Learning, a seaside with a
 * lighthouse for Adventure, ... The seed moves the small things (stars, fireflies, flowers), never the
 * layout, so a story's scene is its own yet always recognisable.
 */
import { THEMES, isTheme, type Theme } from '../../../../shared/catalogue.js';
import { companionSlug } from '../../../../shared/media.js';
import { crescent, sparkle, star5 } from './features.js';
import {
  apples,
  balloon,
  barn,
  bookshelf,
  castle,
  cloud,
  fireflies,
  flower,
  fullMoon,
  heart,
  house,
  lanternPost,
  lighthouse,
  lighthouseBeam,
  nearGround,
  nightWindow,
  openBook,
  picketFence,
  pine,
  roundTree,
  sailboat,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  type ScenePalette,
  sky,
  snowyMountain,
  starrySky,
  tulip,
  wateringCan,
  wavelets,
} from './scenery.js';
import { Canvas, flat, hashString, num, outlineOf, seededRandom, svgDocument } from './svg.js';

export { SCENE_HEIGHT, SCENE_WIDTH, type ScenePalette } from './scenery.js';

interface SceneDefinition {
  palette: ScenePalette;
  /** Short description, used as the picture's accessible name. */
  setting: string;
  draw(c: Canvas, seed: number, p: ScenePalette): string;
}

// ---------- the twelve scenes ----------
const SCENES: Record<Theme, SceneDefinition> = {
  Friendship: {
    setting: 'a moonlit meadow with fireflies',
    palette: { skyTop: '#27286a', skyBottom: '#9468b4', ground: '#3f8a72', accent: '#ffe7a3' },
    draw(c, seed, p) {
      const random = seededRandom(seed);
      let flowers = '';
      for (let i = 0; i < 14; i++) {
        const x = 8 + random() * 304;
        const y = 168 + random() * 26;
        flowers += flower(x, y, 0.7, ['#ff9cc6', '#ffffff', '#ffd45c', '#c6a8ff'][i % 4]!);
      }
      return (
        starrySky(c, p, seed, 100, 26) +
        fullMoon(c, 248, 48, 22) +
        `<path d="M0 138Q80 108 160 130T320 118V200H0Z" fill="#5a6aa6"/>` +
        roundTree(c, 60, 132, 0.9, '#4f7fa0') +
        roundTree(c, 282, 124, 0.7, '#4f7fa0') +
        nearGround(c, 'M0 162Q90 136 180 156T320 150V200H0Z', '#56a486', p) +
        flowers +
        fireflies(c, seed, { x: 10, y: 100, w: 300, h: 70 }, 9)
      );
    },
  },
  Kindness: {
    setting: 'a flower garden with floating hearts',
    palette: { skyTop: '#3a2c70', skyBottom: '#e596ba', ground: '#5aa06c', accent: '#fff0f6' },
    draw(c, seed, p) {
      const random = seededRandom(seed);
      let hearts = '';
      for (let i = 0; i < 7; i++) {
        hearts += heart(
          20 + random() * 280,
          20 + random() * 90,
          5 + random() * 6,
          ['#ff7aa8', '#ffb3cf', '#ff9ccf'][i % 3]!,
          0.85,
        );
      }
      return (
        starrySky(c, p, seed, 90, 18) +
        crescent(c, 54, 36, 14, '#45327a') +
        hearts +
        `<g fill="#4f8f62">${[20, 70, 130, 190, 250, 300].map((x) => `<circle cx="${x}" cy="${138}" r="26"/>`).join('')}</g>` +
        picketFence(6, 320, 156) +
        nearGround(c, 'M0 154Q160 146 320 154V200H0Z', '#6ab07a', p) +
        tulip(c, 40, 160, '#ff6f91') +
        tulip(c, 78, 170, '#ffb347') +
        tulip(c, 250, 162, '#c47aff') +
        tulip(c, 290, 172, '#ff6f91') +
        flower(120, 178, 1.2, '#ffffff') +
        flower(200, 176, 1.2, '#ffd0e4') +
        flower(160, 188, 1, '#fff3a8') +
        sparkle(160, 60, 5) +
        sparkle(230, 100, 4)
      );
    },
  },
  Courage: {
    setting: 'a forest path lit by a lantern',
    palette: { skyTop: '#121e44', skyBottom: '#2f6172', ground: '#23504a', accent: '#ffd27a' },
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 90, 24) +
        crescent(c, 160, 34, 13, '#17264c') +
        `<path d="M0 130Q160 112 320 130V200H0Z" fill="#1f4552"/>` +
        [16, 48, 84, 232, 268, 304].map((x, i) => pine(x, 134, 70 + (i % 3) * 12, '#1e4a58')).join('') +
        nearGround(c, 'M0 150Q160 138 320 150V200H0Z', '#2c5e54', p) +
        `<path d="M120 200C130 176 176 168 162 152C156 146 166 140 172 138H182C180 144 172 148 178 156C196 172 170 184 200 200Z" fill="#c9b38a" opacity=".7"/>` +
        [6, 40, 280, 314].map((x, i) => pine(x, 170, 92 + (i % 2) * 14, '#173c46')).join('') +
        lanternPost(c, 222, 176) +
        fireflies(c, seed, { x: 60, y: 90, w: 200, h: 70 }, 6)
      );
    },
  },
  Sharing: {
    setting: 'a picnic under an apple tree',
    palette: { skyTop: '#3b2f6c', skyBottom: '#f3a56f', ground: '#5c9a58', accent: '#fff1d6' },
    draw(c, seed, p) {
      const random = seededRandom(seed);
      let checks = '';
      for (let i = 0; i < 5; i++) checks += `<rect x="${i * 16}" y="0" width="8" height="30"/>`;
      for (let j = 0; j < 4; j++) checks += `<rect x="0" y="${j * 8}" width="80" height="4"/>`;
      return (
        starrySky(c, p, seed, 60, 12) +
        `<circle cx="250" cy="112" r="40" fill="${c.radial([
          [0, '#ffe3a3', 0.9],
          [1, '#ffe3a3', 0],
        ])}"/><circle cx="250" cy="118" r="18" fill="#ffd27a" opacity=".9"/>` +
        cloud(120, 44, 1, '#ffd6c8', 0.5) +
        cloud(212, 30, 0.7, '#ffd6c8', 0.4) +
        `<path d="M0 130Q120 112 220 128T320 124V200H0Z" fill="#7f9a68"/>` +
        nearGround(c, 'M0 148Q160 130 320 150V200H0Z', '#6fae62', p) +
        roundTree(c, 74, 156, 1.9, '#4f9a55', apples(random, 74, 78, 26, 7)) +
        `<g transform="translate(170 158) skewX(-24)"><rect width="80" height="30" fill="#ff6b6b" stroke="#b84444" stroke-width="2"/><g fill="#fff" opacity=".7">${checks}</g></g>` +
        `<path d="M196 162H224L220 178H200Z" ${flat('#c98a4a', 2)}/><path d="M198 162Q210 146 222 162" fill="none" stroke="#8a5a2a" stroke-width="2.5"/>` +
        `<circle cx="204" cy="160" r="5" fill="#e84a4a"/><circle cx="214" cy="159" r="5" fill="#8fd06a"/>` +
        `<circle cx="234" cy="172" r="6" fill="#fff" stroke="#b9a6c8" stroke-width="1.5"/><circle cx="234" cy="172" r="3.5" fill="#d9a05a"/>` +
        `<circle cx="170" cy="182" r="4" fill="#e84a4a" stroke="#9a2a2a" stroke-width="1.2"/>`
      );
    },
  },
  Learning: {
    setting: 'a library of glowing books',
    palette: { skyTop: '#34265a', skyBottom: '#5e4274', ground: '#4a3050', accent: '#ffe2a0' },
    draw(c, seed, p) {
      const random = seededRandom(seed);
      return (
        sky(c, p) +
        nightWindow(c, seed, { x: 120, y: 26, w: 80, h: 104 }, { arched: true }) +
        bookshelf(random, 8, 40, 96) +
        bookshelf(random, 216, 40, 96) +
        `<rect x="0" y="170" width="320" height="30" fill="${c.linear(['#5a3a5e', p.ground])}"/>` +
        `<ellipse cx="160" cy="186" rx="90" ry="10" fill="#c9567a" opacity=".6"/>` +
        openBook(c, 146, 104, 1.1, -8, '#5fa8e8') +
        openBook(c, 184, 140, 0.9, 10, '#ff7a7a') +
        openBook(c, 118, 150, 0.8, -14, '#6cc58a') +
        sparkle(130, 84, 4, '#fff2b0') +
        sparkle(200, 112, 3.5, '#fff2b0') +
        sparkle(160, 160, 3, '#fff2b0') +
        star5(100, 20, 4, '#ffe2a0') +
        star5(226, 18, 3, '#ffe2a0')
      );
    },
  },
  Family: {
    setting: 'a cosy village with lit windows',
    palette: { skyTop: '#1d2258', skyBottom: '#51559a', ground: '#3b6868', accent: '#ffe2a0' },
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 90, 26) +
        fullMoon(c, 58, 42, 16) +
        `<path d="M0 132Q100 106 200 124T320 112V200H0Z" fill="#323f7c"/>` +
        roundTree(c, 30, 152, 0.8, '#3f7a78') +
        house(c, 54, 160, 50, 36, '#f3c98b', '#d9566b', true) +
        house(c, 126, 152, 60, 44, '#b8d0f0', '#6a5ac8', true) +
        house(c, 206, 160, 46, 32, '#f7e0c8', '#4a9a7a', false) +
        roundTree(c, 286, 158, 0.9, '#3f7a78') +
        nearGround(c, 'M0 158Q160 150 320 160V200H0Z', '#4a7a74', p) +
        `<path d="M150 200Q154 180 158 160H170Q168 180 176 200Z" fill="#d8c49a" opacity=".55"/>` +
        [20, 60, 100, 226, 266, 306]
          .map(
            (x) =>
              `<path d="M${x} 170v12" stroke="#7a5236" stroke-width="3"/><circle cx="${x}" cy="167" r="4" fill="#ffd97a" opacity=".9"/>`,
          )
          .join('')
      );
    },
  },
  Adventure: {
    setting: 'a seaside with a lighthouse and a sailboat',
    palette: { skyTop: '#1a2c5e', skyBottom: '#4d8cad', ground: '#e6c48a', accent: '#fff1c4' },
    draw(c, seed, p) {
      const random = seededRandom(seed);
      return (
        starrySky(c, p, seed, 90, 22) +
        fullMoon(c, 150, 44, 16) +
        lighthouseBeam(c, 268, 60, 120, 34, 66) +
        `<rect x="0" y="120" width="320" height="80" fill="${c.linear(['#2c77a0', '#163e66'])}"/>` +
        `<path d="M136 128h28M140 138h20M132 148h36M142 158h16M138 168h24" stroke="#fff3c4" stroke-width="3" stroke-linecap="round" opacity=".4"/>` +
        wavelets(random, { x: 0, y: 128, w: 300, h: 48 }, 12) +
        `<path d="M236 128Q268 104 306 128Z" fill="#4a4a70"/>` +
        lighthouse(c, 271, 116, 1) +
        sailboat(102, 132, 1) +
        nearGround(c, 'M0 178Q80 160 150 200H0Z', '#f2d49a', p) +
        `<path d="M24 186l4-3 4 3-4 3Z" fill="#ff9ccf"/><circle cx="60" cy="188" r="3" fill="#fff" opacity=".8"/>`
      );
    },
  },
  'Helping Others': {
    setting: 'a river with a little wooden bridge',
    palette: { skyTop: '#223a6c', skyBottom: '#75aaa8', ground: '#4f9465', accent: '#fff6cf' },
    draw(c, seed, p) {
      let posts = '';
      for (let i = 0; i <= 6; i++) {
        const x = 108 + i * 17;
        const y = 120 - Math.sin((i / 6) * Math.PI) * 22;
        posts += `M${num(x)} ${num(y + 14)}V${num(y)}`;
      }
      return (
        starrySky(c, p, seed, 80, 20) +
        crescent(c, 262, 36, 13, '#2a4274') +
        cloud(90, 44, 0.9, '#dfeaf5', 0.35) +
        `<path d="M0 118Q60 100 140 116T320 108V200H0Z" fill="#4a7f82"/>` +
        roundTree(c, 34, 128, 0.8, '#3f8a6a') +
        roundTree(c, 292, 120, 0.8, '#3f8a6a') +
        nearGround(c, 'M0 140Q70 128 130 136L110 200H0ZM320 136Q260 126 200 134L230 200H320Z', '#5faa70', p) +
        `<path d="M130 136Q165 130 200 134L230 200H110Z" fill="${c.linear(['#6ab0d8', '#3a78b0'])}"/>` +
        `<path d="M140 150q8-3 16 0M178 160q8-3 16 0M150 176q10-4 20 0M190 186q8-3 16 0" fill="none" stroke="#dff4ff" stroke-width="1.8" stroke-linecap="round" opacity=".7"/>` +
        `<path d="M100 142Q160 88 220 142" fill="none" stroke="${outlineOf('#b0784a')}" stroke-width="11" stroke-linecap="round"/>` +
        `<path d="M100 142Q160 88 220 142" fill="none" stroke="#b0784a" stroke-width="7" stroke-linecap="round"/>` +
        `<path d="${posts}" stroke="#8a5a36" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="M108 120Q160 72 210 120" fill="none" stroke="#8a5a36" stroke-width="2.5"/>` +
        `<path d="M58 170q2-14 0-22M64 172q4-12 6-18M74 172q0-10-2-16" stroke="#3f7a4a" stroke-width="2.5" stroke-linecap="round"/>` +
        `<ellipse cx="66" cy="148" rx="3" ry="7" fill="#8a5a36"/>` +
        `<g transform="translate(176 170)"><ellipse rx="9" ry="5" fill="#fff6cf" stroke="#b9a06a" stroke-width="1.4"/><circle cx="7" cy="-5" r="4" fill="#fff6cf" stroke="#b9a06a" stroke-width="1.4"/><path d="M10 -5l4 1-4 1Z" fill="#ff9a3d"/></g>` +
        flower(30, 176, 1, '#ffffff') +
        flower(290, 178, 1, '#ffd0e4')
      );
    },
  },
  Teamwork: {
    setting: 'hot-air balloons over the hills at sunset',
    palette: { skyTop: '#38296e', skyBottom: '#f4a862', ground: '#5a9a68', accent: '#fff1d6' },
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 60, 16) +
        cloud(60, 96, 1.1, '#ffd0c0', 0.5) +
        cloud(260, 70, 0.9, '#ffd0c0', 0.45) +
        `<path d="M0 142Q70 112 150 134T320 124V200H0Z" fill="#7a5fa0"/>` +
        balloon(c, 84, 60, 1.2, ['#ff6b6b', '#ffd45c']) +
        balloon(c, 180, 44, 1.5, ['#5fa8e8', '#ffffff']) +
        balloon(c, 262, 96, 0.9, ['#6cc58a', '#ffb347']) +
        nearGround(c, 'M0 160Q100 136 200 158T320 150V200H0Z', '#67a874', p) +
        roundTree(c, 40, 168, 0.7, '#3f8a5a') +
        roundTree(c, 292, 162, 0.8, '#3f8a5a') +
        cloud(150, 130, 1.2, '#ffe3d6', 0.55)
      );
    },
  },
  Responsibility: {
    setting: 'a vegetable garden beside a red barn',
    palette: { skyTop: '#27386c', skyBottom: '#dcb26c', ground: '#6a4a36', accent: '#fff3d0' },
    draw(c, seed, p) {
      let rows = '';
      for (let i = 0; i < 3; i++) {
        const y = 158 + i * 14;
        rows += `<path d="M${10 + i * 4} ${y}H${200 - i * 4}" stroke="#5a3a2a" stroke-width="8" stroke-linecap="round"/>`;
        for (let x = 20 + i * 6; x < 196 - i * 4; x += 22) {
          rows +=
            i === 1
              ? `<path d="M${x} ${y - 2}l-3-8M${x} ${y - 2}l3-8M${x} ${y - 2}v-9" stroke="#5fb865" stroke-width="2.2" stroke-linecap="round"/><path d="M${x - 3} ${y - 1}h6l-3 6Z" fill="#ff8a3d"/>`
              : `<circle cx="${x}" cy="${y - 4}" r="6" ${flat('#7cc66e', 1.5)}/><path d="M${x - 3} ${y - 5}q3 3 6 0" fill="none" stroke="#4f9a55" stroke-width="1.2"/>`;
        }
      }
      return (
        starrySky(c, p, seed, 70, 18) +
        crescent(c, 60, 34, 12, '#2c3d70') +
        `<path d="M0 132Q120 116 320 130V200H0Z" fill="#5f8a5a"/>` +
        barn(c, 256, 140, 1) +
        nearGround(c, 'M0 146Q160 138 320 146V200H0Z', '#7a5a40', p) +
        rows +
        `<path d="M296 196V110" stroke="#4f9a55" stroke-width="3"/>` +
        flower(296, 108, 2, '#ffd45c', '#7a4a2a') +
        wateringCan(c, 238, 176)
      );
    },
  },
  Leadership: {
    setting: 'a castle on a hill under the stars',
    palette: { skyTop: '#211a55', skyBottom: '#7d54a8', ground: '#3f7070', accent: '#ffe27a' },
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 110, 34) +
        fullMoon(c, 262, 40, 15) +
        `<path d="M0 150Q80 120 160 118T320 146V200H0Z" fill="#4a3f86"/>` +
        castle(c, 160, 124, 1) +
        nearGround(c, 'M0 160Q100 132 160 130Q220 132 320 160V200H0Z', '#4f8a80', p) +
        `<path d="M150 200Q154 160 156 132H164Q168 160 176 200Z" fill="#e6d6b0" opacity=".55"/>` +
        star5(60, 60, 5, '#ffe27a') +
        star5(96, 30, 3.5, '#ffe27a')
      );
    },
  },
  Determination: {
    setting: 'a snowy mountain path to a flag at the top',
    palette: { skyTop: '#1c2558', skyBottom: '#f29a74', ground: '#3f7a6a', accent: '#fff1d6' },
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 60, 22) +
        `<circle cx="250" cy="150" r="60" fill="${c.radial([
          [0, '#ffe3a3', 0.8],
          [1, '#ffe3a3', 0],
        ])}"/>` +
        `<path d="M-10 160L60 86L120 160ZM200 160L270 96L340 160Z" fill="#4a5596" stroke="#3a4480" stroke-width="2" stroke-linejoin="round"/>` +
        snowyMountain(c, 160, 36, 160, ['#7a86c4', '#55609e']) +
        `<path d="M118 158L180 132L136 112L170 92L150 76L160 40" fill="none" stroke="#ffe7b3" stroke-width="3" stroke-dasharray="4 5" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="M160 40V16" stroke="#6b4a3a" stroke-width="2.2"/><path d="M160 16L178 21L160 27Z" ${flat('#e5484d', 1.6)}/>` +
        nearGround(c, 'M0 168Q160 146 320 168V200H0Z', '#4f8a74', p) +
        pine(24, 176, 40, '#2f6a5a') +
        pine(296, 176, 44, '#2f6a5a') +
        sparkle(200, 30, 5) +
        sparkle(110, 24, 3.5)
      );
    },
  },
};

const BY_SLUG = new Map<string, Theme>(THEMES.map((t) => [companionSlug(t), t]));

export function themeBySlug(slug: string): Theme | undefined {
  return BY_SLUG.get(slug);
}

function definition(theme: string): SceneDefinition {
  return isTheme(theme) ? SCENES[theme] : SCENES.Friendship;
}

export function scenePalette(theme: string): ScenePalette {
  return definition(theme).palette;
}

export function sceneSetting(theme: string): string {
  return definition(theme).setting;
}

/** The theme's scene drawn into a canvas (320 x 200); an unknown theme gets the moonlit meadow. */
export function drawScene(canvas: Canvas, theme: string, seed: number): string {
  const d = definition(theme);
  return d.draw(canvas, seed, d.palette);
}

/** A standalone scene picture, rounded like the companion portraits. */
export function scenePicture(theme: Theme): string {
  const canvas = new Canvas();
  const clip = canvas.clip('scene-frame', `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" rx="20"/>`);
  const body = `<g clip-path="${clip}">${drawScene(canvas, theme, hashString(theme))}</g>`;
  return svgDocument({
    width: SCENE_WIDTH,
    height: SCENE_HEIGHT,
    title: `${theme}: ${definition(theme).setting}`,
    canvas,
    body,
  });
}
