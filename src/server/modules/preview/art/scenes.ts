/**
 * A scene and palette for each of the twelve themes (320 x 200), in the same cosy night style as the
 * companions: a moonlit meadow for Friendship, a library of glowing books for Learning, a seaside with a
 * lighthouse for Adventure, ... The seed moves the small things (stars, fireflies, flowers), never the
 * layout, so a story's scene is its own yet always recognisable.
 */
import { THEMES, type Theme } from '../../../../shared/catalogue.js';
import { companionSlug } from '../../../../shared/media.js';
import { NIGHT, crescent, sparkle, star5, starField } from './features.js';
import { Canvas, darken, flat, hashString, num, outlineOf, paint, seededRandom, svgDocument } from './svg.js';

export const SCENE_WIDTH = 320;
export const SCENE_HEIGHT = 200;

export interface ScenePalette {
  skyTop: string;
  skyBottom: string;
  /** Where figures stand: the ground colour at the bottom of the scene. */
  ground: string;
  /** A title colour that reads well on the sky. */
  accent: string;
}

interface SceneDefinition {
  palette: ScenePalette;
  /** Short description, used as the picture's accessible name. */
  setting: string;
  draw(c: Canvas, seed: number, p: ScenePalette): string;
}

// ---------- small scenery ----------
function sky(c: Canvas, p: ScenePalette): string {
  return `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${c.linear([p.skyTop, p.skyBottom])}"/>`;
}

function fullMoon(c: Canvas, x: number, y: number, r: number): string {
  const glow = c.radial([
    [0, NIGHT.moon, 0.55],
    [1, NIGHT.moon, 0],
  ]);
  return (
    `<circle cx="${x}" cy="${y}" r="${num(r * 2.6)}" fill="${glow}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radial(['#fffaf0', '#f7e3b5'], { cx: 0.4, cy: 0.35 })}"/>` +
    `<circle cx="${num(x - r * 0.3)}" cy="${num(y + r * 0.2)}" r="${num(r * 0.18)}" fill="#ecd59e" opacity=".6"/>` +
    `<circle cx="${num(x + r * 0.35)}" cy="${num(y - r * 0.25)}" r="${num(r * 0.12)}" fill="#ecd59e" opacity=".6"/>`
  );
}

function roundTree(c: Canvas, x: number, ground: number, s: number, leaves: string, extra = ''): string {
  return (
    `<path d="M${num(x - 4 * s)} ${ground}L${num(x - 3 * s)} ${num(ground - 26 * s)}H${num(x + 3 * s)}L${num(x + 4 * s)} ${ground}Z" ${flat('#7a5236', 2)}/>` +
    `<g ${paint(c, leaves, 2.2)}><circle cx="${num(x - 12 * s)}" cy="${num(ground - 34 * s)}" r="${num(14 * s)}"/><circle cx="${num(x + 12 * s)}" cy="${num(ground - 34 * s)}" r="${num(14 * s)}"/><circle cx="${x}" cy="${num(ground - 46 * s)}" r="${num(18 * s)}"/></g>` +
    `<g fill="${c.soft(leaves)}"><circle cx="${num(x - 12 * s)}" cy="${num(ground - 34 * s)}" r="${num(12.8 * s)}"/><circle cx="${num(x + 12 * s)}" cy="${num(ground - 34 * s)}" r="${num(12.8 * s)}"/><circle cx="${x}" cy="${num(ground - 46 * s)}" r="${num(16.8 * s)}"/></g>` +
    extra
  );
}

function pine(x: number, ground: number, h: number, color: string): string {
  const w = h * 0.42;
  const tiers = [0, 0.3, 0.58]
    .map((t) => {
      const top = ground - h + t * h * 0.8;
      const bottom = top + h * 0.48;
      const half = w * (0.55 + t * 0.6);
      return `M${num(x)} ${num(top)}Q${num(x + half * 0.5)} ${num(bottom - h * 0.2)} ${num(x + half)} ${num(bottom)}Q${num(x)} ${num(bottom + h * 0.06)} ${num(x - half)} ${num(bottom)}Q${num(x - half * 0.5)} ${num(bottom - h * 0.2)} ${num(x)} ${num(top)}Z`;
    })
    .join('');
  return `<rect x="${num(x - h * 0.04)}" y="${num(ground - h * 0.12)}" width="${num(h * 0.08)}" height="${num(h * 0.12)}" fill="#5a3d2e"/><path d="${tiers}" fill="${color}" stroke="${darken(color, 0.25)}" stroke-width="1.5" stroke-linejoin="round"/>`;
}

function cloud(x: number, y: number, s: number, color: string, opacity = 0.8): string {
  return `<g fill="${color}" opacity="${num(opacity)}"><ellipse cx="${x}" cy="${y}" rx="${num(26 * s)}" ry="${num(9 * s)}"/><circle cx="${num(x - 8 * s)}" cy="${num(y - 6 * s)}" r="${num(10 * s)}"/><circle cx="${num(x + 8 * s)}" cy="${num(y - 9 * s)}" r="${num(13 * s)}"/></g>`;
}

function flower(x: number, y: number, s: number, petal: string, centre = '#ffd45c'): string {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    petals += `<circle cx="${num(x + 4.2 * s * Math.cos(a))}" cy="${num(y + 4.2 * s * Math.sin(a))}" r="${num(3.6 * s)}"/>`;
  }
  return `<path d="M${x} ${num(y + 3 * s)}V${num(y + 16 * s)}" stroke="#3f8a4f" stroke-width="${num(1.6 * s)}"/><g fill="${petal}" stroke="${outlineOf(petal)}" stroke-width="1">${petals}</g><circle cx="${x}" cy="${y}" r="${num(2.6 * s)}" fill="${centre}"/>`;
}

function heart(x: number, y: number, s: number, fill: string, opacity = 1): string {
  return `<path d="M${x} ${num(y + s * 0.3)}C${x} ${num(y - s * 0.3)} ${num(x - s)} ${num(y - s * 0.3)} ${num(x - s)} ${num(y + s * 0.15)}C${num(x - s)} ${num(y + s * 0.55)} ${x} ${num(y + s * 0.8)} ${x} ${num(y + s)}C${x} ${num(y + s * 0.8)} ${num(x + s)} ${num(y + s * 0.55)} ${num(x + s)} ${num(y + s * 0.15)}C${num(x + s)} ${num(y - s * 0.3)} ${x} ${num(y - s * 0.3)} ${x} ${num(y + s * 0.3)}Z" fill="${fill}" opacity="${num(opacity)}"/>`;
}

function fireflies(
  c: Canvas,
  seed: number,
  box: { x: number; y: number; w: number; h: number },
  n: number,
): string {
  const random = seededRandom(seed ^ 0x5f3759df);
  const glow = c.radial([
    [0, '#f6ff9a', 0.9],
    [1, '#f6ff9a', 0],
  ]);
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = box.x + random() * box.w;
    const y = box.y + random() * box.h;
    out += `<circle cx="${num(x)}" cy="${num(y)}" r="6" fill="${glow}"/><circle cx="${num(x)}" cy="${num(y)}" r="1.4" fill="#fbffd0"/>`;
  }
  return out;
}

function house(
  c: Canvas,
  x: number,
  ground: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  smoke: boolean,
): string {
  const windowGlow = c.radial([
    [0, '#ffe9a8', 0.8],
    [1, '#ffe9a8', 0],
  ]);
  const roofTop = ground - h - w * 0.45;
  const winW = w * 0.22;
  return (
    (smoke
      ? `<rect x="${num(x + w * 0.62)}" y="${num(roofTop + 4)}" width="${num(w * 0.14)}" height="${num(w * 0.3)}" ${flat('#9a6a5a', 1.5)}/>` +
        `<path d="M${num(x + w * 0.69)} ${num(roofTop)}q-6-8 0-14t0-14" fill="none" stroke="#e6e4f4" stroke-width="3" stroke-linecap="round" opacity=".55"/>`
      : '') +
    `<rect x="${x}" y="${num(ground - h)}" width="${w}" height="${h}" ${paint(c, wall, 2)}/>` +
    `<path d="M${num(x - 5)} ${num(ground - h + 2)}L${num(x + w / 2)} ${num(roofTop)}L${num(x + w + 5)} ${num(ground - h + 2)}Z" ${paint(c, roof, 2)}/>` +
    `<circle cx="${num(x + w * 0.3)}" cy="${num(ground - h * 0.6)}" r="${num(winW * 1.6)}" fill="${windowGlow}"/>` +
    `<rect x="${num(x + w * 0.3 - winW / 2)}" y="${num(ground - h * 0.6 - winW / 2)}" width="${num(winW)}" height="${num(winW)}" rx="1.5" fill="#ffd97a" stroke="${outlineOf(wall)}" stroke-width="1.5"/>` +
    `<path d="M${num(x + w * 0.62)} ${ground}V${num(ground - h * 0.5)}Q${num(x + w * 0.72)} ${num(ground - h * 0.62)} ${num(x + w * 0.82)} ${num(ground - h * 0.5)}V${ground}Z" fill="${darken(wall, 0.35)}"/>`
  );
}

function balloon(c: Canvas, x: number, y: number, s: number, colours: [string, string]): string {
  const env = `M${x} ${num(y - 26 * s)}C${num(x + 24 * s)} ${num(y - 26 * s)} ${num(x + 24 * s)} ${num(y + 4 * s)} ${num(x + 6 * s)} ${num(y + 18 * s)}H${num(x - 6 * s)}C${num(x - 24 * s)} ${num(y + 4 * s)} ${num(x - 24 * s)} ${num(y - 26 * s)} ${x} ${num(y - 26 * s)}Z`;
  const stripe = `M${x} ${num(y - 26 * s)}C${num(x + 9 * s)} ${num(y - 20 * s)} ${num(x + 8 * s)} ${num(y + 6 * s)} ${num(x + 3 * s)} ${num(y + 18 * s)}H${num(x - 3 * s)}C${num(x - 8 * s)} ${num(y + 6 * s)} ${num(x - 9 * s)} ${num(y - 20 * s)} ${x} ${num(y - 26 * s)}Z`;
  return (
    `<path d="M${num(x - 6 * s)} ${num(y + 18 * s)}L${num(x - 5 * s)} ${num(y + 26 * s)}M${num(x + 6 * s)} ${num(y + 18 * s)}L${num(x + 5 * s)} ${num(y + 26 * s)}" stroke="#5a3d2e" stroke-width="1.2"/>` +
    `<path d="${env}" ${paint(c, colours[0], 2)}/><path d="${stripe}" fill="${colours[1]}" opacity=".9"/>` +
    `<rect x="${num(x - 6 * s)}" y="${num(y + 26 * s)}" width="${num(12 * s)}" height="${num(8 * s)}" rx="1.5" ${flat('#b07a4b', 1.5)}/>`
  );
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
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 100 }, 26) +
        fullMoon(c, 248, 48, 22) +
        `<path d="M0 138Q80 108 160 130T320 118V200H0Z" fill="#5a6aa6"/>` +
        roundTree(c, 60, 132, 0.9, '#4f7fa0') +
        roundTree(c, 282, 124, 0.7, '#4f7fa0') +
        `<path d="M0 162Q90 136 180 156T320 150V200H0Z" fill="${c.linear(['#56a486', p.ground])}"/>` +
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
      let fence = '';
      for (let x = 6; x < 320; x += 22) {
        fence += `<path d="M${x} 156V132L${x + 6} 126L${x + 12} 132V156Z"/>`;
      }
      const tulip = (x: number, y: number, col: string) =>
        `<path d="M${x} ${y}V${y + 26}" stroke="#3f8a4f" stroke-width="2.5"/><path d="M${x} ${y + 18}q-10-4-12-14q10 2 12 10" fill="#5fb865"/><path d="M${x - 9} ${y - 12}L${x - 4} ${y - 4}L${x} ${y - 14}L${x + 4} ${y - 4}L${x + 9} ${y - 12}Q${x + 10} ${y + 4} ${x} ${y + 4}Q${x - 10} ${y + 4} ${x - 9} ${y - 12}Z" ${paint(c, col, 1.8)}/>`;
      return (
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 90 }, 18) +
        crescent(c, 54, 36, 14, '#45327a') +
        hearts +
        `<g fill="#4f8f62">${[20, 70, 130, 190, 250, 300].map((x) => `<circle cx="${x}" cy="${138}" r="26"/>`).join('')}</g>` +
        `<g fill="#f6eef8" stroke="#b9a6c8" stroke-width="1.5" stroke-linejoin="round">${fence}<rect x="0" y="138" width="320" height="5"/></g>` +
        `<path d="M0 154Q160 146 320 154V200H0Z" fill="${c.linear(['#6ab07a', p.ground])}"/>` +
        tulip(40, 160, '#ff6f91') +
        tulip(78, 170, '#ffb347') +
        tulip(250, 162, '#c47aff') +
        tulip(290, 172, '#ff6f91') +
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
      const lanternGlow = c.radial([
        [0, '#ffd27a', 0.75],
        [0.5, '#ffb347', 0.25],
        [1, '#ffb347', 0],
      ]);
      return (
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 90 }, 24) +
        crescent(c, 160, 34, 13, '#17264c') +
        `<path d="M0 130Q160 112 320 130V200H0Z" fill="#1f4552"/>` +
        [16, 48, 84, 232, 268, 304].map((x, i) => pine(x, 134, 70 + (i % 3) * 12, '#1e4a58')).join('') +
        `<path d="M0 150Q160 138 320 150V200H0Z" fill="${c.linear(['#2c5e54', p.ground])}"/>` +
        `<path d="M120 200C130 176 176 168 162 152C156 146 166 140 172 138H182C180 144 172 148 178 156C196 172 170 184 200 200Z" fill="#c9b38a" opacity=".7"/>` +
        [6, 40, 280, 314].map((x, i) => pine(x, 170, 92 + (i % 2) * 14, '#173c46')).join('') +
        `<circle cx="228" cy="122" r="46" fill="${lanternGlow}"/>` +
        `<path d="M222 176V104H232" fill="none" stroke="#5a3d2e" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="M232 104V110" stroke="#3a2a22" stroke-width="2"/>` +
        `<rect x="224" y="110" width="16" height="20" rx="4" fill="#ffd27a" stroke="#5a3d2e" stroke-width="2.5"/>` +
        `<path d="M222 110H242L238 105H226Z" fill="#5a3d2e"/>` +
        `<path d="M232 114q-4 6 0 11q4-5 0-11Z" fill="#ff9a3d"/>` +
        fireflies(c, seed, { x: 60, y: 90, w: 200, h: 70 }, 6)
      );
    },
  },
  Sharing: {
    setting: 'a picnic under an apple tree',
    palette: { skyTop: '#3b2f6c', skyBottom: '#f3a56f', ground: '#5c9a58', accent: '#fff1d6' },
    draw(c, seed, p) {
      const random = seededRandom(seed);
      const apples = Array.from({ length: 7 }, () => {
        const a = random() * Math.PI * 2;
        const d = random() * 26;
        return `<circle cx="${num(74 + d * Math.cos(a))}" cy="${num(78 + d * Math.sin(a) * 0.7)}" r="4.5" fill="#e84a4a" stroke="#9a2a2a" stroke-width="1.2"/>`;
      }).join('');
      let checks = '';
      for (let i = 0; i < 5; i++) checks += `<rect x="${i * 16}" y="0" width="8" height="30"/>`;
      for (let j = 0; j < 4; j++) checks += `<rect x="0" y="${j * 8}" width="80" height="4"/>`;
      return (
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 60 }, 12) +
        `<circle cx="250" cy="112" r="40" fill="${c.radial([
          [0, '#ffe3a3', 0.9],
          [1, '#ffe3a3', 0],
        ])}"/><circle cx="250" cy="118" r="18" fill="#ffd27a" opacity=".9"/>` +
        cloud(120, 44, 1, '#ffd6c8', 0.5) +
        cloud(212, 30, 0.7, '#ffd6c8', 0.4) +
        `<path d="M0 130Q120 112 220 128T320 124V200H0Z" fill="#7f9a68"/>` +
        `<path d="M0 148Q160 130 320 150V200H0Z" fill="${c.linear(['#6fae62', p.ground])}"/>` +
        roundTree(c, 74, 156, 1.9, '#4f9a55', apples) +
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
      const bookColours = ['#ff7a7a', '#ffb347', '#ffd45c', '#6cc58a', '#5fa8e8', '#a98be0', '#ff9ccf'];
      const shelf = (x: number, w: number) => {
        let out = `<rect x="${x}" y="40" width="${w}" height="130" rx="4" ${flat('#7a4a32', 2.5)}/><rect x="${x + 5}" y="45" width="${w - 10}" height="120" fill="#4a2e22"/>`;
        for (const y of [78, 118, 158]) {
          let bx = x + 7;
          while (bx < x + w - 12) {
            const bw = 5 + Math.floor(random() * 5);
            const bh = 22 + Math.floor(random() * 10);
            const col = bookColours[Math.floor(random() * bookColours.length)]!;
            out += `<rect x="${bx}" y="${y - bh}" width="${bw}" height="${bh}" rx="1" fill="${col}" stroke="${darken(col, 0.35)}" stroke-width="1"/>`;
            bx += bw + 1;
          }
          out += `<rect x="${x + 3}" y="${y}" width="${w - 6}" height="5" fill="#8d5a3c"/>`;
        }
        return out;
      };
      const bookGlow = c.radial([
        [0, '#fff2b0', 0.85],
        [1, '#fff2b0', 0],
      ]);
      const openBook = (x: number, y: number, s: number, rot: number, cover: string) =>
        `<circle cx="${x}" cy="${y}" r="${num(24 * s)}" fill="${bookGlow}"/>` +
        `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M-18 -6Q-9 -12 0 -6Q9 -12 18 -6V8Q9 2 0 8Q-9 2 -18 8Z" fill="${cover}" stroke="${darken(cover, 0.35)}" stroke-width="1.5"/>` +
        `<path d="M-16 -7Q-8 -12 0 -7V6Q-8 0 -16 5ZM16 -7Q8 -12 0 -7V6Q8 0 16 5Z" fill="#fffaf0"/><path d="M-12 -4H-4M-12 -1H-4M4 -4H12M4 -1H12" stroke="#c9b8d8" stroke-width="1"/></g>`;
      return (
        sky(c, p) +
        `<path d="M120 130V60Q120 26 160 26Q200 26 200 60V130Z" fill="${c.linear(['#1f2458', '#3a3f86'])}" stroke="#8d5a3c" stroke-width="5"/>` +
        starField(seed, { x: 126, y: 34, w: 68, h: 90 }, 10) +
        crescent(c, 176, 54, 9, '#23285e') +
        `<path d="M160 28V130M120 80H200" stroke="#8d5a3c" stroke-width="3"/>` +
        shelf(8, 96) +
        shelf(216, 96) +
        `<rect x="0" y="170" width="320" height="30" fill="${c.linear(['#5a3a5e', p.ground])}"/>` +
        `<ellipse cx="160" cy="186" rx="90" ry="10" fill="#c9567a" opacity=".6"/>` +
        openBook(146, 104, 1.1, -8, '#5fa8e8') +
        openBook(184, 140, 0.9, 10, '#ff7a7a') +
        openBook(118, 150, 0.8, -14, '#6cc58a') +
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
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 90 }, 26) +
        fullMoon(c, 58, 42, 16) +
        `<path d="M0 132Q100 106 200 124T320 112V200H0Z" fill="#323f7c"/>` +
        roundTree(c, 30, 152, 0.8, '#3f7a78') +
        house(c, 54, 160, 50, 36, '#f3c98b', '#d9566b', true) +
        house(c, 126, 152, 60, 44, '#b8d0f0', '#6a5ac8', true) +
        house(c, 206, 160, 46, 32, '#f7e0c8', '#4a9a7a', false) +
        roundTree(c, 286, 158, 0.9, '#3f7a78') +
        `<path d="M0 158Q160 150 320 160V200H0Z" fill="${c.linear(['#4a7a74', p.ground])}"/>` +
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
      let waves = '';
      for (let i = 0; i < 12; i++) {
        const x = random() * 300;
        const y = 128 + random() * 48;
        waves += `M${num(x)} ${num(y)}q5-4 10 0t10 0`;
      }
      const beam = c.linear(
        [
          [0, '#fff3c4', 0.7],
          [1, '#fff3c4', 0],
        ],
        [1, 0, 0, 0],
      );
      return (
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 90 }, 22) +
        fullMoon(c, 150, 44, 16) +
        `<path d="M268 60L120 34L120 66Z" fill="${beam}"/>` +
        `<rect x="0" y="120" width="320" height="80" fill="${c.linear(['#2c77a0', '#163e66'])}"/>` +
        `<path d="M136 128h28M140 138h20M132 148h36M142 158h16M138 168h24" stroke="#fff3c4" stroke-width="3" stroke-linecap="round" opacity=".4"/>` +
        `<path d="${waves}" fill="none" stroke="#bfe6ff" stroke-width="1.6" stroke-linecap="round" opacity=".6"/>` +
        `<path d="M236 128Q268 104 306 128Z" fill="#4a4a70"/>` +
        `<path d="M258 116L262 60H280L284 116Z" ${paint(c, '#f6f3ff', 2)}/>` +
        `<path d="M260 100H282L283 110H259ZM261 80H281L281.5 90H260.5Z" fill="#e5484d"/>` +
        `<rect x="260" y="48" width="22" height="13" rx="2" fill="#ffe27a" stroke="#5a4a70" stroke-width="2"/>` +
        `<path d="M256 48L271 36L286 48Z" ${flat('#e5484d', 2)}/>` +
        `<path d="M78 132H126L118 142H86Z" ${flat('#b0623a', 2)}/><path d="M102 132V84" stroke="#6b4731" stroke-width="2.5"/>` +
        `<path d="M104 86L104 128H130Z" ${flat('#ffffff', 1.8)}/><path d="M100 92L100 128H80Z" ${flat('#ff8a6b', 1.8)}/>` +
        `<path d="M102 84l8 3-8 3Z" fill="#ffd45c"/>` +
        `<path d="M0 178Q80 160 150 200H0Z" fill="${c.linear(['#f2d49a', p.ground])}"/>` +
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
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 80 }, 20) +
        crescent(c, 262, 36, 13, '#2a4274') +
        cloud(90, 44, 0.9, '#dfeaf5', 0.35) +
        `<path d="M0 118Q60 100 140 116T320 108V200H0Z" fill="#4a7f82"/>` +
        roundTree(c, 34, 128, 0.8, '#3f8a6a') +
        roundTree(c, 292, 120, 0.8, '#3f8a6a') +
        `<path d="M0 140Q70 128 130 136L110 200H0ZM320 136Q260 126 200 134L230 200H320Z" fill="${c.linear(['#5faa70', p.ground])}"/>` +
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
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 60 }, 16) +
        cloud(60, 96, 1.1, '#ffd0c0', 0.5) +
        cloud(260, 70, 0.9, '#ffd0c0', 0.45) +
        `<path d="M0 142Q70 112 150 134T320 124V200H0Z" fill="#7a5fa0"/>` +
        balloon(c, 84, 60, 1.2, ['#ff6b6b', '#ffd45c']) +
        balloon(c, 180, 44, 1.5, ['#5fa8e8', '#ffffff']) +
        balloon(c, 262, 96, 0.9, ['#6cc58a', '#ffb347']) +
        `<path d="M0 160Q100 136 200 158T320 150V200H0Z" fill="${c.linear(['#67a874', p.ground])}"/>` +
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
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 70 }, 18) +
        crescent(c, 60, 34, 12, '#2c3d70') +
        `<path d="M0 132Q120 116 320 130V200H0Z" fill="#5f8a5a"/>` +
        `<path d="M226 140V94L256 70L286 94V140Z" ${paint(c, '#d9534f', 2.2)}/>` +
        `<path d="M220 96L256 64L292 96" fill="none" stroke="#f6eef0" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<rect x="242" y="106" width="28" height="34" fill="#a83a3a" stroke="#f6eef0" stroke-width="3"/><path d="M242 106L270 140M270 106L242 140" stroke="#f6eef0" stroke-width="2.5"/>` +
        `<circle cx="256" cy="86" r="6" fill="#ffd97a" stroke="#f6eef0" stroke-width="2"/>` +
        `<path d="M0 146Q160 138 320 146V200H0Z" fill="${c.linear(['#7a5a40', p.ground])}"/>` +
        rows +
        `<path d="M296 196V110" stroke="#4f9a55" stroke-width="3"/>` +
        flower(296, 108, 2, '#ffd45c', '#7a4a2a') +
        `<g transform="translate(238 176)"><path d="M-12 -10H10L8 12H-10Z" ${paint(c, '#5fa8e8', 2)}/><path d="M10 -4L26 -14" stroke="#3a78b0" stroke-width="4" stroke-linecap="round"/><path d="M-12 -4Q-22 -4 -18 6" fill="none" stroke="#3a78b0" stroke-width="3"/><path d="M28 -10q2 6 0 8M32 -8q2 6 0 8" stroke="#bfe6ff" stroke-width="1.6" stroke-linecap="round"/></g>`
      );
    },
  },
  Leadership: {
    setting: 'a castle on a hill under the stars',
    palette: { skyTop: '#211a55', skyBottom: '#7d54a8', ground: '#3f7070', accent: '#ffe27a' },
    draw(c, seed, p) {
      const tower = (x: number, top: number, w: number) =>
        `<rect x="${x}" y="${top}" width="${w}" height="${124 - top}" ${paint(c, '#cfc8ec', 2)}/>` +
        `<path d="M${x - 4} ${top}L${x + w / 2} ${top - w * 1.1}L${x + w + 4} ${top}Z" ${paint(c, '#e05a7a', 2)}/>` +
        `<path d="M${x + w / 2} ${top - w * 1.1}V${top - w * 1.1 - 14}" stroke="#6b4a6a" stroke-width="1.6"/>` +
        `<path d="M${x + w / 2} ${top - w * 1.1 - 14}q6 -2 12 2q-6 4-12 2Z" fill="#ffd45c"/>` +
        `<rect x="${x + w / 2 - 3}" y="${top + 10}" width="6" height="9" rx="3" fill="#ffd97a"/>`;
      return (
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 110 }, 34) +
        fullMoon(c, 262, 40, 15) +
        `<path d="M0 150Q80 120 160 118T320 146V200H0Z" fill="#4a3f86"/>` +
        tower(112, 70, 20) +
        tower(188, 70, 20) +
        `<rect x="128" y="84" width="64" height="40" ${paint(c, '#dcd6f4', 2)}/>` +
        `<path d="M128 84v-8h8v8h8v-8h8v8h8v-8h8v8h8v-8h8v8h8v-8h8v8" fill="#dcd6f4" stroke="${outlineOf('#dcd6f4')}" stroke-width="2"/>` +
        `<path d="M152 124V108Q160 98 168 108V124Z" fill="#6b4a6a"/>` +
        tower(150, 46, 20) +
        `<path d="M0 160Q100 132 160 130Q220 132 320 160V200H0Z" fill="${c.linear(['#4f8a80', p.ground])}"/>` +
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
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 320, h: 60 }, 22) +
        `<circle cx="250" cy="150" r="60" fill="${c.radial([
          [0, '#ffe3a3', 0.8],
          [1, '#ffe3a3', 0],
        ])}"/>` +
        `<path d="M-10 160L60 86L120 160ZM200 160L270 96L340 160Z" fill="#4a5596" stroke="#3a4480" stroke-width="2" stroke-linejoin="round"/>` +
        `<path d="M52 160L160 36L268 160Z" fill="${c.linear(['#7a86c4', '#55609e'])}" stroke="#3f4a88" stroke-width="2.5" stroke-linejoin="round"/>` +
        `<path d="M160 36L134 66L146 62L154 72L164 62L176 70L186 66Z" fill="#f6f8ff" stroke="#c9d0ee" stroke-width="1.5" stroke-linejoin="round"/>` +
        `<path d="M118 158L180 132L136 112L170 92L150 76L160 40" fill="none" stroke="#ffe7b3" stroke-width="3" stroke-dasharray="4 5" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="M160 40V16" stroke="#6b4a3a" stroke-width="2.2"/><path d="M160 16L178 21L160 27Z" ${flat('#e5484d', 1.6)}/>` +
        `<path d="M0 168Q160 146 320 168V200H0Z" fill="${c.linear(['#4f8a74', p.ground])}"/>` +
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

export function isTheme(name: string): name is Theme {
  return (THEMES as readonly string[]).includes(name);
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
