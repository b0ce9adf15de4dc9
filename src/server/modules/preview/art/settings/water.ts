/**
 * The settings by the water and under it: the pond, the river, the waterfall, the beach, the
 * lighthouse, the harbour, the reef and the island.
 */
import type { Setting } from '../../../../../shared/settings.js';
import { cheeks, crescent, eye, sparkle, starField } from '../features.js';
import {
  bubbles,
  cloud,
  fireflies,
  fish,
  flower,
  fullMoon,
  glow,
  grassTuft,
  house,
  lighthouse,
  lighthouseBeam,
  moonPath,
  nearGround,
  palmTree,
  reeds,
  rock,
  roundTree,
  sailboat,
  seashell,
  sky,
  starfish,
  starrySky,
  wavelets,
} from '../scenery.js';
import { INK, darken, flat, lighten, num, outlineOf, paint, seededRandom, type Canvas } from '../svg.js';
import { standLeft, type SettingArt } from './setting-art.js';

/** A sea from the horizon down, with little waves. */
function sea(
  c: Canvas,
  seed: number,
  horizon: number,
  colours: [string, string] = ['#2c77a0', '#163e66'],
): string {
  return (
    `<rect x="0" y="${horizon}" width="320" height="${200 - horizon}" fill="${c.linear(colours)}"/>` +
    wavelets(seededRandom(seed ^ 0x1b873593), { x: 0, y: horizon + 6, w: 300, h: 200 - horizon - 10 }, 14)
  );
}

/** Seagulls: two little curves each. */
function gulls(points: readonly (readonly [number, number])[]): string {
  const d = points.map(([x, y]) => `M${x - 6} ${y}q3-4 6 0q3-4 6 0`).join('');
  return `<path d="${d}" fill="none" stroke="#f4f0ff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" opacity=".85"/>`;
}

/** A round leaf seen at a slant, with its notch. */
function lilyPad(x: number, y: number, r: number): string {
  const ry = r * 0.5;
  return `<path d="M${x} ${y}L${num(x + r * 0.94)} ${num(y - ry * 0.34)}A${r} ${num(ry)} 0 1 0 ${num(x + r * 0.94)} ${num(y + ry * 0.34)}Z" ${flat('#5fb865', 1.6)}/>`;
}

function lotus(x: number, y: number): string {
  return (
    `<path d="M${x - 9} ${y}Q${x - 10} ${y - 8} ${x - 4} ${y - 6}Q${x} ${y - 16} ${x + 4} ${y - 6}Q${x + 10} ${y - 8} ${x + 9} ${y}Z" ${flat('#ff9ccf', 1.4)}/>` +
    `<path d="M${x - 4} ${y - 1}Q${x} ${y - 10} ${x + 4} ${y - 1}Z" fill="#ffd0e4"/><circle cx="${x}" cy="${y - 2}" r="1.8" fill="#ffd45c"/>`
  );
}

function frog(c: Canvas, x: number, y: number): string {
  const green = '#6cc55a';
  return (
    `<ellipse cx="${x}" cy="${y}" rx="13" ry="9" ${paint(c, green, 2)}/>` +
    `<circle cx="${x - 7}" cy="${y - 8}" r="5.5" ${paint(c, green, 2)}/><circle cx="${x + 7}" cy="${y - 8}" r="5.5" ${paint(c, green, 2)}/>` +
    eye(x - 7, y - 8.5, 2.8) +
    eye(x + 7, y - 8.5, 2.8) +
    `<path d="M${x - 6} ${y - 1}Q${x} ${y + 4} ${x + 6} ${y - 1}" fill="none" stroke="${INK}" stroke-width="1.6" stroke-linecap="round"/>` +
    cheeks(x - 9, x + 9, y + 1, 2.5) +
    `<path d="M${x - 12} ${y + 6}q-5 2-7 0M${x + 12} ${y + 6}q5 2 7 0" stroke="${outlineOf(green)}" stroke-width="2" stroke-linecap="round"/>`
  );
}

function duck(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><ellipse rx="9" ry="5" fill="#fff6cf" stroke="#b9a06a" stroke-width="1.4"/><circle cx="-7" cy="-5" r="4" fill="#fff6cf" stroke="#b9a06a" stroke-width="1.4"/><path d="M-10 -5l-4 1 4 1Z" fill="#ff9a3d"/><circle cx="-8" cy="-6" r=".9" fill="${INK}"/></g>`;
}

function steppingStone(c: Canvas, x: number, y: number, w: number): string {
  return (
    `<ellipse cx="${x}" cy="${y + 2}" rx="${num(w * 0.75)}" ry="${num(w * 0.22)}" fill="none" stroke="#dff4ff" stroke-width="1.2" opacity=".5"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${num(w / 2)}" ry="${num(w * 0.24)}" ${paint(c, '#9a9ab8', 2)}/>`
  );
}

function sandcastle(c: Canvas, x: number, base: number): string {
  const sand = '#e8be72';
  const tower = (tx: number, top: number) =>
    `<rect x="${tx - 9}" y="${top}" width="18" height="${base - top}" ${paint(c, sand, 2)}/>` +
    `<path d="M${tx - 9} ${top}v-5h5v3h8v-3h5v5Z" ${flat(sand, 1.6)}/>`;
  return (
    `<rect x="${x - 26}" y="${base - 24}" width="52" height="24" ${paint(c, sand, 2)}/>` +
    `<path d="M${x - 26} ${base - 24}v-5h6v3h8v-3h6v3h8v-3h6v3h8v-3h6v5Z" ${flat(sand, 1.6)}/>` +
    tower(x - 26, base - 40) +
    tower(x + 26, base - 40) +
    tower(x, base - 50) +
    `<path d="M${x - 5} ${base}V${base - 10}Q${x} ${base - 16} ${x + 5} ${base - 10}V${base}Z" fill="${darken(sand, 0.45)}"/>` +
    `<circle cx="${x - 26}" cy="${base - 30}" r="2.5" fill="${darken(sand, 0.35)}"/><circle cx="${x + 26}" cy="${base - 30}" r="2.5" fill="${darken(sand, 0.35)}"/>` +
    `<path d="M${x} ${base - 55}V${base - 72}" stroke="#6b4731" stroke-width="1.6"/><path d="M${x} ${base - 72}L${x + 12} ${base - 68}L${x} ${base - 64}Z" fill="#e5484d"/>` +
    seashell(x - 12, base - 6, 0.6, '#ffffff') +
    seashell(x + 14, base - 5, 0.5, '#ffb3c7')
  );
}

function bucketAndSpade(c: Canvas, x: number, base: number): string {
  return (
    `<path d="M${x + 14} ${base - 2}L${x + 26} ${base - 30}" stroke="#6b4731" stroke-width="2.5" stroke-linecap="round"/><path d="M${x + 22} ${base - 30}l8 -2 2 10 -8 4Z" ${flat('#5fa8e8', 1.5)}/>` +
    `<path d="M${x - 12} ${base - 22}H${x + 12}L${x + 9} ${base}H${x - 9}Z" ${paint(c, '#ff6b6b', 2)}/>` +
    `<path d="M${x - 11} ${base - 21}Q${x} ${base - 36} ${x + 11} ${base - 21}" fill="none" stroke="#b84444" stroke-width="1.6"/>` +
    `<path d="M${x - 11} ${base - 16}H${x + 11}" stroke="#ffffff" stroke-width="2.5" opacity=".7"/>`
  );
}

function crab(c: Canvas, x: number, y: number): string {
  const red = '#ff6b5a';
  return (
    `<path d="M${x - 8} ${y + 2}l-6 5M${x - 8} ${y + 4}l-4 7M${x + 8} ${y + 2}l6 5M${x + 8} ${y + 4}l4 7" stroke="${outlineOf(red)}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M${x - 10} ${y - 2}L${x - 16} ${y - 10}M${x + 10} ${y - 2}L${x + 16} ${y - 10}" stroke="${red}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<circle cx="${x - 17}" cy="${y - 12}" r="4" ${flat(red, 1.5)}/><circle cx="${x + 17}" cy="${y - 12}" r="4" ${flat(red, 1.5)}/>` +
    `<ellipse cx="${x}" cy="${y}" rx="12" ry="8" ${paint(c, red, 2)}/>` +
    `<path d="M${x - 4} ${y - 7}V${y - 12}M${x + 4} ${y - 7}V${y - 12}" stroke="${outlineOf(red)}" stroke-width="1.6"/>` +
    eye(x - 4, y - 13, 2.2) +
    eye(x + 4, y - 13, 2.2) +
    `<path d="M${x - 3} ${y + 1}Q${x} ${y + 4} ${x + 3} ${y + 1}" fill="none" stroke="${INK}" stroke-width="1.4" stroke-linecap="round"/>`
  );
}

/** A fishing boat with a little cabin and a lit window, floating with its hull on y = waterline. */
function fishingBoat(c: Canvas, x: number, waterline: number): string {
  return (
    `<rect x="${x - 6}" y="${waterline - 30}" width="22" height="18" rx="2" ${paint(c, '#f6f3ff', 2)}/>` +
    glow(c, x + 5, waterline - 22, 12, '#ffe9a8', 0.7) +
    `<rect x="${x}" y="${waterline - 26}" width="10" height="8" rx="1.5" fill="#ffd97a" stroke="#7a7090" stroke-width="1.2"/>` +
    `<path d="M${x - 8} ${waterline - 32}H${x + 18}" stroke="#3a78b0" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M${x - 26} ${waterline - 12}H${x + 30}L${x + 22} ${waterline + 2}H${x - 20}Z" ${paint(c, '#3a78b0', 2)}/>` +
    `<path d="M${x - 24} ${waterline - 8}H${x + 28}" stroke="#ffd45c" stroke-width="2"/>`
  );
}

function buoy(x: number, y: number): string {
  return `<path d="M${x - 5} ${y}Q${x - 5} ${y - 12} ${x} ${y - 12}Q${x + 5} ${y - 12} ${x + 5} ${y}Z" ${flat('#ff6b6b', 1.4)}/><path d="M${x - 5} ${y - 5}H${x + 5}" stroke="#fff" stroke-width="3"/><path d="M${x - 8} ${y + 1}q4-2 8 0t8 0" fill="none" stroke="#bfe6ff" stroke-width="1.2"/>`;
}

function coral(x: number, base: number, s: number, colour: string): string {
  const branches = `M${x} ${base}V${num(base - 24 * s)}M${x} ${num(base - 10 * s)}Q${num(x - 12 * s)} ${num(base - 12 * s)} ${num(x - 12 * s)} ${num(base - 26 * s)}M${x} ${num(base - 14 * s)}Q${num(x + 12 * s)} ${num(base - 14 * s)} ${num(x + 12 * s)} ${num(base - 32 * s)}M${num(x - 12 * s)} ${num(base - 20 * s)}Q${num(x - 20 * s)} ${num(base - 20 * s)} ${num(x - 20 * s)} ${num(base - 30 * s)}M${num(x + 12 * s)} ${num(base - 24 * s)}Q${num(x + 20 * s)} ${num(base - 24 * s)} ${num(x + 20 * s)} ${num(base - 36 * s)}M${x} ${num(base - 24 * s)}Q${num(x - 4 * s)} ${num(base - 34 * s)} ${num(x + 2 * s)} ${num(base - 40 * s)}`;
  return (
    `<path d="${branches}" fill="none" stroke="${outlineOf(colour)}" stroke-width="${num(9 * s)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${branches}" fill="none" stroke="${colour}" stroke-width="${num(6 * s)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${branches}" fill="none" stroke="${lighten(colour, 0.35)}" stroke-width="${num(1.6 * s)}" stroke-linecap="round" opacity=".6" transform="translate(-1 -1)"/>`
  );
}

function fanCoral(x: number, base: number, r: number, colour: string): string {
  let ribs = '';
  for (let i = 0; i <= 6; i++) {
    const a = Math.PI + (i / 6) * Math.PI;
    ribs += `M${x} ${base}L${num(x + r * Math.cos(a))} ${num(base - 8 + r * Math.sin(a))}`;
  }
  return (
    `<path d="M${x - r} ${base - 8}A${r} ${r} 0 0 1 ${x + r} ${base - 8}L${x} ${base}Z" fill="${colour}" opacity=".85" stroke="${outlineOf(colour)}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${ribs}" stroke="${lighten(colour, 0.4)}" stroke-width="1.2" opacity=".8"/>`
  );
}

function brainCoral(c: Canvas, x: number, base: number, r: number): string {
  const colour = '#ffa45c';
  return (
    `<path d="M${x - r} ${base}A${r} ${num(r * 0.8)} 0 0 1 ${x + r} ${base}Z" ${paint(c, colour, 2)}/>` +
    `<path d="M${num(x - r * 0.6)} ${base - 3}q${num(r * 0.3)} ${num(-r * 0.5)} ${num(r * 0.6)} 0t${num(r * 0.6)} 0M${num(x - r * 0.4)} ${num(base - r * 0.45)}q${num(r * 0.4)} ${num(-r * 0.3)} ${num(r * 0.8)} 0" fill="none" stroke="${darken(colour, 0.2)}" stroke-width="1.5" stroke-linecap="round"/>`
  );
}

function seaweed(x: number, base: number, h: number, colour = '#4fae62'): string {
  const d = `M${x} ${base}q-6 ${num(-h / 4)} 0 ${num(-h / 2)}t0 ${num(-h / 2)}`;
  return `<path d="${d}" fill="none" stroke="${outlineOf(colour)}" stroke-width="7" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${colour}" stroke-width="4.5" stroke-linecap="round"/>`;
}

function treasureChest(c: Canvas, x: number, base: number): string {
  return (
    glow(c, x, base - 14, 22, '#ffe27a', 0.6) +
    `<rect x="${x - 13}" y="${base - 14}" width="26" height="14" rx="2" ${paint(c, '#b0784a', 2)}/>` +
    `<path d="M${x - 13} ${base - 14}Q${x - 13} ${base - 26} ${x} ${base - 26}Q${x + 13} ${base - 26} ${x + 13} ${base - 14}Z" ${paint(c, '#c08a5a', 2)}/>` +
    `<path d="M${x - 13} ${base - 14}H${x + 13}M${x - 6} ${base - 25}V${base}M${x + 6} ${base - 25}V${base}" stroke="#e0b24a" stroke-width="2.2"/>` +
    `<rect x="${x - 2.5}" y="${base - 17}" width="5" height="6" rx="1" fill="#ffd45c" stroke="#a0782a" stroke-width="1"/>`
  );
}

export const WATER_SETTINGS = {
  pond: {
    palette: { skyTop: '#1f2a60', skyBottom: '#5a7ab0', ground: '#4f9a62', accent: '#fff1c4' },
    landmarks: [{ x: 152, y: 118, w: 168, h: 82 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      const water = 'M150 180Q148 150 232 146Q318 142 330 160V200H166Q150 194 150 180Z';
      return (
        starrySky(c, p, seed, 90, 24) +
        fullMoon(c, 252, 40, 15) +
        `<path d="M0 132Q90 112 180 126T320 120V200H0Z" fill="#35607a"/>` +
        roundTree(c, 26, 136, 0.8, '#3f7a70') +
        roundTree(c, 300, 128, 0.9, '#3f7a70') +
        nearGround(c, 'M0 144Q160 130 320 144V200H0Z', '#5fa874', p) +
        `<path d="${water}" fill="${c.linear(['#4a8ac0', '#24528a'])}" stroke="#3f7a5a" stroke-width="3"/>` +
        moonPath(252, 154, 4, 24) +
        lilyPad(186, 170, 14) +
        lilyPad(296, 190, 15) +
        lilyPad(226, 186, 16) +
        lotus(226, 184) +
        lilyPad(274, 162, 18) +
        frog(c, 274, 158) +
        reeds(158, 172, 1.1) +
        reeds(314, 160, 1) +
        fireflies(c, seed, { x: 150, y: 90, w: 160, h: 50 }, 5)
      );
    },
    front() {
      return grassTuft(20, 196, 1) + grassTuft(142, 198, 0.9);
    },
  },
  river: {
    palette: { skyTop: '#223a6c', skyBottom: '#75aaa8', ground: '#4f9465', accent: '#fff6cf' },
    landmarks: [{ x: 160, y: 118, w: 160, h: 82 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      const river =
        'M220 124Q240 120 256 124Q238 140 266 152Q314 170 300 200H166Q196 170 232 154Q210 140 220 124Z';
      return (
        starrySky(c, p, seed, 80, 22) +
        crescent(c, 64, 34, 13, '#2a4274') +
        cloud(200, 40, 0.9, '#dfeaf5', 0.3) +
        `<path d="M0 124Q60 104 140 118T320 110V200H0Z" fill="#4a7f82"/>` +
        roundTree(c, 300, 124, 0.8, '#3f8a6a') +
        roundTree(c, 180, 122, 0.6, '#3f8a6a') +
        nearGround(c, 'M0 136Q160 122 320 134V200H0Z', '#5faa70', p) +
        `<path d="${river}" fill="${c.linear(['#8ac4e0', '#3a78b0'])}" stroke="#3f7a5a" stroke-width="2.5"/>` +
        wavelets(seededRandom(seed), { x: 200, y: 140, w: 80, h: 50 }, 6, '#dff4ff') +
        steppingStone(c, 200, 182, 22) +
        steppingStone(c, 230, 174, 20) +
        steppingStone(c, 258, 180, 22) +
        steppingStone(c, 286, 172, 20) +
        duck(244, 140) +
        reeds(172, 164, 0.9) +
        reeds(306, 156, 1) +
        flower(296, 192, 0.9, '#ffd0e4') +
        flower(160, 186, 0.8, '#ffffff')
      );
    },
  },
  waterfall: {
    palette: { skyTop: '#1c2a5e', skyBottom: '#4a7aa0', ground: '#3f8a62', accent: '#e8f6ff' },
    landmarks: [{ x: 166, y: 28, w: 152, h: 168 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      const falls = 'M214 44Q212 100 206 162H262Q256 100 252 44Z';
      let streaks = '';
      for (const x of [220, 228, 236, 244]) streaks += `M${x} 50Q${x - 2} 100 ${x - 4} 156`;
      const bands = ['#ff8a8a', '#ffc46a', '#fff08a', '#8fe0a0', '#8ab8ff'];
      const rainbow = bands
        .map(
          (col, i) =>
            `<path d="M${170 + i * 4} 160A${66 - i * 4} ${60 - i * 4} 0 0 1 ${302 - i * 4} 160" fill="none" stroke="${col}" stroke-width="4" opacity=".45"/>`,
        )
        .join('');
      return (
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 200, h: 90 }, 22) +
        crescent(c, 60, 32, 12, '#22306a') +
        `<path d="M0 140Q80 120 170 134V200H0Z" fill="#35607a"/>` +
        `<path d="M150 200L162 124Q166 70 198 50Q228 30 262 36Q298 40 330 28V200Z" fill="${c.linear(['#7a78aa', '#4a4a78'])}" stroke="#3a3a66" stroke-width="2.5" stroke-linejoin="round"/>` +
        `<path d="M172 96Q190 92 204 98M166 132Q180 126 200 132M272 84Q290 78 310 86M266 126Q286 120 312 128" fill="none" stroke="#3a3a66" stroke-width="2" stroke-linecap="round" opacity=".7"/>` +
        `<path d="M190 56Q200 42 214 44H252Q270 36 300 38Q316 34 330 30" fill="none" stroke="#4fae62" stroke-width="7" stroke-linecap="round"/>` +
        `<path d="${falls}" fill="${c.linear(['#e6f6ff', '#8ac4f0'])}" stroke="#6a9ad0" stroke-width="2"/>` +
        `<path d="${streaks}" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity=".7"/>` +
        rainbow +
        nearGround(c, 'M0 156Q100 146 166 160V200H0Z', '#56a478', p) +
        `<ellipse cx="240" cy="176" rx="72" ry="17" fill="${c.linear(['#6ab0d8', '#2a6aa0'])}" stroke="#4a4a78" stroke-width="2.5"/>` +
        cloud(236, 164, 1.3, '#ffffff', 0.75) +
        cloud(212, 170, 0.8, '#ffffff', 0.6) +
        cloud(262, 172, 0.8, '#ffffff', 0.6) +
        bubbles(seededRandom(seed ^ 0x27d4eb2f), { x: 200, y: 140, w: 70, h: 30 }, 6) +
        rock(c, 176, 192, 30, 16) +
        rock(c, 304, 194, 34, 18) +
        `<path d="M290 36V30" stroke="#5a3d2e" stroke-width="2"/>` +
        grassTuft(286, 36, 1, '#4fae62') +
        grassTuft(196, 54, 0.9, '#4fae62')
      );
    },
  },
  beach: {
    palette: { skyTop: '#1a2c5e', skyBottom: '#5a8cbd', ground: '#e6c48a', accent: '#fff1c4' },
    landmarks: [{ x: 188, y: 100, w: 130, h: 98 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 90, 22) +
        fullMoon(c, 96, 42, 16) +
        sea(c, seed, 106) +
        moonPath(96, 112, 4, 26) +
        `<path d="M0 146Q40 138 80 146T160 146T240 144T320 146V200H0Z" fill="#f6f0e0" opacity=".85"/>` +
        nearGround(c, 'M0 152Q80 144 160 152T320 150V200H0Z', '#f2d49a', p) +
        sandcastle(c, 258, 182) +
        bucketAndSpade(c, 196, 190) +
        crab(c, 300, 188) +
        starfish(172, 184, 7, '#ff9a5c', 12) +
        seashell(214, 160, 0.9) +
        seashell(310, 166, 0.8, '#ffffff') +
        `<circle cx="150" cy="194" r="2" fill="#fff" opacity=".8"/>`
      );
    },
  },
  lighthouse: {
    palette: { skyTop: '#16264e', skyBottom: '#3f6f9a', ground: '#d8c08a', accent: '#fff3c4' },
    landmarks: [{ x: 228, y: 6, w: 68, h: 150 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 100, 26) +
        crescent(c, 34, 30, 10, '#1a2a54') +
        lighthouseBeam(c, 262, 50, 30, 12, 70) +
        lighthouseBeam(c, 262, 50, 330, 36, 60) +
        sea(c, seed, 112) +
        `<path d="M60 124h200" stroke="#fff3c4" stroke-width="3" stroke-linecap="round" opacity=".18"/>` +
        sailboat(168, 130, 0.55) +
        `<path d="M196 200Q200 156 230 150Q262 138 296 148Q326 156 330 200Z" ${paint(c, '#6a6a92', 2.2)}/>` +
        rock(c, 214, 178, 28, 18, '#7a7aa0') +
        rock(c, 304, 170, 34, 20, '#7a7aa0') +
        lighthouse(c, 262, 152, 1.7, true) +
        nearGround(c, 'M0 160Q90 148 170 166L186 200H0Z', '#e8d09a', p) +
        grassTuft(150, 176, 1, '#6a9a5a') +
        gulls([
          [120, 84],
          [140, 96],
          [190, 80],
        ]) +
        sparkle(290, 22, 4)
      );
    },
  },
  harbour: {
    palette: { skyTop: '#1a2a5c', skyBottom: '#5a7aa8', ground: '#8a5a3a', accent: '#fff1c4' },
    landmarks: [{ x: 168, y: 84, w: 152, h: 116 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      let boards = '';
      for (let x = 14; x < 190; x += 16) boards += `M${x} 158L${x - 5} 200`;
      let jetty = '';
      for (let x = 180; x < 320; x += 8) jetty += `M${x} 145v7`;
      const crate = (x: number, y: number) =>
        `<rect x="${x}" y="${y}" width="16" height="14" rx="1.5" ${paint(c, '#c9a06a', 1.8)}/><path d="M${x} ${y}L${x + 16} ${y + 14}M${x + 16} ${y}L${x} ${y + 14}" stroke="${darken('#c9a06a', 0.3)}" stroke-width="1.4"/>`;
      return (
        starrySky(c, p, seed, 80, 22) +
        fullMoon(c, 128, 36, 12) +
        `<path d="M150 114Q200 84 260 92T330 94V116H150Z" fill="#35507a"/>` +
        house(c, 176, 110, 24, 16, '#f3c98b', '#d9566b', false) +
        house(c, 208, 106, 28, 20, '#b8d0f0', '#6a5ac8', true) +
        house(c, 248, 104, 22, 16, '#f7e0c8', '#4a9a7a', false) +
        house(c, 280, 106, 28, 20, '#ffd0e4', '#c96a9a', true) +
        sea(c, seed, 114, ['#2c6a9a', '#163a66']) +
        moonPath(128, 120, 3, 22) +
        sailboat(300, 134, 0.55, '#ffd45c', '#3a78b0') +
        `<path d="M200 150V176M244 150V178M288 150V180" stroke="#6b4731" stroke-width="4"/>` +
        `<rect x="176" y="143" width="148" height="9" rx="2" ${flat('#b0784a', 1.8)}/><path d="${jetty}" stroke="#8a5a36" stroke-width="1"/>` +
        sailboat(222, 178, 0.95, '#5fa8e8', '#e5484d') +
        `<path d="M200 152Q196 170 200 176" fill="none" stroke="#e6dcc8" stroke-width="1.5"/>` +
        fishingBoat(c, 284, 194) +
        `<path d="M288 156Q280 170 262 182" fill="none" stroke="#e6dcc8" stroke-width="1.5"/>` +
        buoy(310, 122) +
        buoy(250, 128) +
        nearGround(c, 'M0 156H190L198 200H0Z', '#c08a5a', p) +
        `<path d="${boards}" stroke="${darken(p.ground, 0.25)}" stroke-width="1.3" opacity=".6"/>` +
        `<path d="M0 156H190L198 200" fill="none" stroke="#6b4731" stroke-width="3" stroke-linejoin="round"/>` +
        `<rect x="180" y="150" width="9" height="10" rx="3" ${flat('#4a4a66', 1.5)}/>` +
        crate(156, 176) +
        crate(170, 178) +
        crate(163, 163) +
        `<ellipse cx="186" cy="193" rx="8" ry="3.5" fill="none" stroke="#e6dcc8" stroke-width="2"/><ellipse cx="186" cy="191" rx="5" ry="2.2" fill="none" stroke="#d0c4a8" stroke-width="2"/>` +
        gulls([
          [196, 60],
          [214, 72],
          [292, 52],
        ])
      );
    },
  },
  reef: {
    palette: { skyTop: '#2a8ab0', skyBottom: '#123a6a', ground: '#e6d29a', accent: '#e8fbff' },
    landmarks: [{ x: 166, y: 48, w: 152, h: 150 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      const ray = c.linear(
        [
          [0, '#ffffff', 0.16],
          [1, '#ffffff', 0],
        ],
        [0, 0, 0, 1],
      );
      const random = seededRandom(seed ^ 0x165667b1);
      return (
        sky(c, p) +
        `<path d="M30 0L60 0L130 180L70 180ZM120 0L140 0L210 170L170 170ZM210 0L236 0L300 160L262 160Z" fill="${ray}"/>` +
        `<path d="M0 8Q20 2 40 8T80 8T120 8T160 8T200 8T240 8T280 8T320 8" fill="none" stroke="#bfefff" stroke-width="2" opacity=".5"/>` +
        `<path d="M0 170Q80 158 160 170T320 164V200H0Z" fill="${c.linear(['#f2e0aa', '#c9b07a'])}"/>` +
        seaweed(176, 176, 44) +
        seaweed(312, 172, 56, '#3f9a5a') +
        fanCoral(300, 170, 22, '#b07aff') +
        coral(226, 176, 1.3, '#ff7aa8') +
        brainCoral(c, 270, 178, 17) +
        coral(190, 182, 0.8, '#ffb347') +
        seaweed(250, 182, 30, '#5fc06a') +
        starfish(290, 188, 7, '#ff6b6b', 20) +
        seashell(210, 192, 0.8, '#ffd0e4') +
        fish(c, 232, 96, 1.6, '#ff8a3d', '#ffffff') +
        fish(c, 286, 70, 1.1, '#5fa8e8', '#ffd45c', true) +
        fish(c, 196, 56, 0.9, '#ffd45c', '#ff8a3d', true) +
        fish(c, 292, 124, 0.9, '#ff9ccf', '#ffffff') +
        bubbles(random, { x: 170, y: 20, w: 140, h: 100 }, 9)
      );
    },
    front(_c, seed) {
      const random = seededRandom(seed ^ 0x3c6ef372);
      return bubbles(random, { x: 60, y: 40, w: 80, h: 50 }, 6);
    },
  },
  island: {
    palette: { skyTop: '#1a2a5a', skyBottom: '#6a8ac0', ground: '#f0d49a', accent: '#fff1c4' },
    landmarks: [{ x: 198, y: 24, w: 112, h: 164 }],
    stage: standLeft(188, 6),
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 90, 26) +
        fullMoon(c, 132, 40, 15) +
        sea(c, seed, 112, ['#6a8ac8', '#2a4a80']) +
        moonPath(132, 118, 3, 24) +
        `<path d="M0 122Q14 112 28 122Z" fill="#4a5a8a"/>` +
        `<path d="M-10 200Q0 156 110 150Q230 142 300 164Q324 176 326 200Z" fill="#f6f0e0" opacity=".8"/>` +
        nearGround(c, 'M-4 200Q6 160 110 156Q226 148 294 168Q316 180 318 200Z', '#f6dca6', p) +
        palmTree(c, 256, 176, 1.3, -1) +
        treasureChest(c, 292, 186) +
        starfish(214, 186, 6, '#ff9a5c', 8) +
        seashell(180, 192, 0.8, '#ffd0e4') +
        grassTuft(232, 176, 1, '#5fae62') +
        grassTuft(276, 172, 0.9, '#5fae62') +
        sparkle(60, 150, 3) +
        sparkle(306, 140, 3)
      );
    },
  },
} satisfies Partial<Record<Setting, SettingArt>>;
