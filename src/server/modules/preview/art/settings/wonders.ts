/**
 * The storybook places: the castle, the fair, the kingdom in the clouds and the moon.
 */
import type { Setting } from '../../../../../shared/settings.js';
import { crescent, sparkle, star5, starField } from '../features.js';
import {
  bunting,
  castle,
  cloud,
  fireflies,
  flower,
  fullMoon,
  glow,
  nearGround,
  puffs,
  rock,
  shootingStar,
  sky,
  starrySky,
} from '../scenery.js';
import { darken, flat, lighten, num, outlineOf, paint, type Canvas } from '../svg.js';
import { standLeft, type SettingArt } from './setting-art.js';

const PARTY = ['#ff6b6b', '#ffd45c', '#6cc58a', '#5fa8e8', '#c47aff', '#ff9ccf'];

function ferrisWheel(c: Canvas, x: number, y: number, r: number, ground: number): string {
  let spokes = '';
  let cars = '';
  let lights = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const ex = x + r * Math.cos(a);
    const ey = y + r * Math.sin(a);
    spokes += `M${x} ${y}L${num(ex)} ${num(ey)}`;
    const col = PARTY[i % PARTY.length]!;
    cars += `<path d="M${num(ex - 6)} ${num(ey + 2)}H${num(ex + 6)}L${num(ex + 5)} ${num(ey + 10)}H${num(ex - 5)}Z" ${flat(col, 1.4)}/><path d="M${num(ex - 7)} ${num(ey + 2)}Q${num(ex)} ${num(ey - 4)} ${num(ex + 7)} ${num(ey + 2)}Z" fill="${darken(col, 0.15)}"/>`;
    const la = a + Math.PI / 8;
    lights += `<circle cx="${num(x + r * Math.cos(la))}" cy="${num(y + r * Math.sin(la))}" r="1.8" fill="#fff6c8"/>`;
  }
  return (
    `<path d="M${x} ${y}L${x - r * 0.6} ${ground}M${x} ${y}L${x + r * 0.6} ${ground}" stroke="#8a7ab0" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#d9d0f0" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${y}" r="${num(r * 0.7)}" fill="none" stroke="#b8aee0" stroke-width="1.5"/>` +
    `<path d="${spokes}" stroke="#b8aee0" stroke-width="1.5"/>` +
    lights +
    cars +
    `<circle cx="${x}" cy="${y}" r="5" ${flat('#ffd45c', 1.6)}/>`
  );
}

function carouselHorse(c: Canvas, x: number, y: number, saddle: string, facingRight = true): string {
  const white = '#fbf6ff';
  const flip = facingRight ? '' : ` transform="matrix(-1 0 0 1 ${2 * x} 0)"`;
  return (
    `<g${flip}>` +
    `<path d="M${x - 8} ${y + 6}l-6 10M${x - 3} ${y + 7}l-2 10M${x + 6} ${y + 6}l6 8M${x + 10} ${y + 4}l8 4" stroke="${outlineOf(white)}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M${x - 8} ${y + 6}l-6 10M${x - 3} ${y + 7}l-2 10M${x + 6} ${y + 6}l6 8M${x + 10} ${y + 4}l8 4" stroke="${white}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<path d="M${x - 14} ${y - 2}Q${x - 22} ${y + 2} ${x - 20} ${y + 10}" fill="none" stroke="${saddle}" stroke-width="4" stroke-linecap="round"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="15" ry="8" ${paint(c, white, 1.8)}/>` +
    `<path d="M${x + 8} ${y - 4}L${x + 14} ${y - 18}Q${x + 22} ${y - 20} ${x + 24} ${y - 12}L${x + 20} ${y - 10}L${x + 14} ${y - 2}Z" ${paint(c, white, 1.8)}/>` +
    `<path d="M${x + 12} ${y - 16}Q${x + 8} ${y - 10} ${x + 8} ${y - 4}" fill="none" stroke="${saddle}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="${x + 18}" cy="${y - 14}" r="1.4" fill="#2b1f3a"/>` +
    `<path d="M${x - 5} ${y - 7}H${x + 5}V${y + 2}H${x - 5}Z" fill="${saddle}"/>` +
    `</g>`
  );
}

function carousel(c: Canvas, x: number, base: number): string {
  const top = base - 120;
  const eave = base - 82;
  const halfWidth = 64;
  let stripes = '';
  for (let i = 0; i < 8; i++) {
    const x0 = x - halfWidth + (i * 2 * halfWidth) / 8;
    const x1 = x0 + (2 * halfWidth) / 8;
    stripes += `<path d="M${x} ${top}L${num(x0)} ${eave}H${num(x1)}Z" fill="${i % 2 ? '#ffffff' : '#e5484d'}"/>`;
  }
  let valance = `M${x - halfWidth} ${eave}`;
  let bulbs = '';
  for (let i = 0; i < 8; i++) {
    const x0 = x - halfWidth + (i * 2 * halfWidth) / 8;
    valance += `Q${num(x0 + halfWidth / 8)} ${eave + 12} ${num(x0 + halfWidth / 4)} ${eave}`;
    bulbs += `<circle cx="${num(x0 + halfWidth / 8)}" cy="${eave + 7}" r="2" fill="#fff6c8"/>`;
  }
  const poles = [x - 44, x - 14, x + 16, x + 46];
  return (
    glow(c, x, base - 50, 80, '#ffe9a8', 0.35) +
    `<ellipse cx="${x}" cy="${base}" rx="${halfWidth + 4}" ry="11" ${paint(c, '#c9567a', 2)}/>` +
    `<path d="M${x - halfWidth - 4} ${base}V${base - 6}A${halfWidth + 4} 11 0 0 1 ${x + halfWidth + 4} ${base - 6}V${base}" fill="#e07a9a" stroke="${outlineOf('#c9567a')}" stroke-width="2"/>` +
    `<rect x="${x - 7}" y="${eave}" width="14" height="${base - eave - 8}" ${paint(c, '#ffd45c', 1.8)}/>` +
    `<path d="${poles.map((px) => `M${px} ${eave + 4}V${base - 4}`).join('')}" stroke="#e0b24a" stroke-width="2.4"/>` +
    carouselHorse(c, x - 44, base - 40, '#5fa8e8') +
    carouselHorse(c, x + 46, base - 30, '#c47aff', false) +
    carouselHorse(c, x + 16, base - 46, '#6cc58a') +
    `<g stroke="${outlineOf('#e5484d')}" stroke-width="2" stroke-linejoin="round">${stripes}</g>` +
    `<path d="${valance}Z" ${flat('#ffd45c', 1.8)}/>` +
    bulbs +
    `<path d="M${x} ${top}V${top - 14}" stroke="#6b4a6a" stroke-width="1.6"/><path d="M${x} ${top - 14}L${x + 12} ${top - 10}L${x} ${top - 6}Z" fill="#ffd45c"/>` +
    `<circle cx="${x}" cy="${top}" r="4" ${flat('#ffd45c', 1.4)}/>`
  );
}

/** A castle made of cloud: puffy towers, golden roofs and flags. */
function cloudCastle(c: Canvas, x: number, base: number): string {
  const white = '#f8f4ff';
  const tower = (tx: number, top: number, w: number, flag: string) =>
    `<rect x="${tx - w / 2}" y="${top}" width="${w}" height="${base - top}" rx="${w / 2}" ${paint(c, white, 2)}/>` +
    `<path d="M${tx - w / 2 - 3} ${top + w / 2}L${tx} ${top - w * 0.9}L${tx + w / 2 + 3} ${top + w / 2}Z" ${paint(c, '#ffd27a', 2)}/>` +
    `<path d="M${tx} ${top - w * 0.9}V${num(top - w * 0.9 - 12)}" stroke="#8a6ab0" stroke-width="1.4"/><path d="M${tx} ${num(top - w * 0.9 - 12)}l10 3-10 3Z" fill="${flag}"/>` +
    glow(c, tx, top + w, 9, '#ffe9a8', 0.8) +
    `<rect x="${tx - 3}" y="${top + w - 5}" width="6" height="10" rx="3" fill="#ffd97a"/>`;
  return (
    tower(x - 42, base - 70, 22, '#ff9ccf') +
    tower(x + 42, base - 74, 22, '#7fd0ff') +
    `<rect x="${x - 34}" y="${base - 52}" width="68" height="52" rx="14" ${paint(c, white, 2)}/>` +
    tower(x, base - 104, 28, '#ffd45c') +
    `<path d="M${x - 9} ${base - 10}V${base - 26}Q${x} ${base - 36} ${x + 9} ${base - 26}V${base - 10}Z" fill="#c9b8f0" stroke="#a898d8" stroke-width="1.5"/>` +
    star5(x, base - 44, 5, '#ffd45c')
  );
}

function earth(c: Canvas, x: number, y: number, r: number): string {
  const clip = c.clip('earth', `<circle cx="${x}" cy="${y}" r="${r}"/>`);
  return (
    glow(c, x, y, r * 1.6, '#8ac8ff', 0.45) +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radial(['#7ac0ff', '#3a7ad8', '#1f4aa0'], { cx: 0.38, cy: 0.32, r: 0.8 })}"/>` +
    `<g clip-path="${clip}">` +
    `<path d="M${x - r * 0.7} ${y - r * 0.5}q${r * 0.3} ${-r * 0.3} ${r * 0.6} ${-r * 0.1}q${r * 0.2} ${r * 0.3} ${-r * 0.05} ${r * 0.5}q${-r * 0.1} ${r * 0.4} ${-r * 0.35} ${r * 0.3}q${-r * 0.3} ${-r * 0.2} ${-r * 0.2} ${-r * 0.7}Z" fill="#5fc06a"/>` +
    `<path d="M${x + r * 0.15} ${y + r * 0.05}q${r * 0.4} ${-r * 0.2} ${r * 0.7} ${r * 0.1}q${r * 0.1} ${r * 0.4} ${-r * 0.2} ${r * 0.7}q${-r * 0.4} ${r * 0.1} ${-r * 0.5} ${-r * 0.3}Z" fill="#5fc06a"/>` +
    `<path d="M${x - r} ${y + r * 0.2}q${r * 0.5} ${-r * 0.15} ${r} 0M${x - r * 0.2} ${y - r * 0.75}q${r * 0.5} ${-r * 0.1} ${r} ${r * 0.1}" fill="none" stroke="#ffffff" stroke-width="${num(r * 0.12)}" stroke-linecap="round" opacity=".75"/>` +
    `</g>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#2a4a90" stroke-width="1.5"/>`
  );
}

function crater(x: number, y: number, rx: number): string {
  const ry = rx * 0.34;
  return (
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${num(ry)}" fill="#8a8aa0"/>` +
    `<ellipse cx="${x}" cy="${num(y + ry * 0.2)}" rx="${num(rx * 0.8)}" ry="${num(ry * 0.7)}" fill="#9a9ab0"/>` +
    `<path d="M${x - rx} ${y}A${rx} ${num(ry)} 0 0 0 ${x + rx} ${y}" fill="none" stroke="#e0e0ec" stroke-width="1.6"/>`
  );
}

function rocket(c: Canvas, x: number, ground: number): string {
  const body = `M${x} ${ground - 76}Q${x + 16} ${ground - 58} ${x + 14} ${ground - 16}H${x - 14}Q${x - 16} ${ground - 58} ${x} ${ground - 76}Z`;
  return (
    `<path d="M${x - 14} ${ground - 30}L${x - 26} ${ground - 6}L${x - 14} ${ground - 12}ZM${x + 14} ${ground - 30}L${x + 26} ${ground - 6}L${x + 14} ${ground - 12}Z" ${paint(c, '#e5484d', 2)}/>` +
    `<path d="M${x - 10} ${ground - 16}L${x - 14} ${ground}M${x + 10} ${ground - 16}L${x + 14} ${ground}" stroke="#8a8aa0" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="${body}" ${paint(c, '#f6f3ff', 2.2)}/>` +
    `<path d="M${x - 8} ${ground - 66}Q${x} ${ground - 72} ${x + 8} ${ground - 66}Q${x + 5} ${ground - 72} ${x} ${ground - 76}Q${x - 5} ${ground - 72} ${x - 8} ${ground - 66}Z" fill="#e5484d"/>` +
    `<circle cx="${x}" cy="${ground - 46}" r="7" fill="${c.radial(['#bfe6ff', '#5fa8e8'], { cx: 0.35, cy: 0.35 })}" stroke="#8a8aa0" stroke-width="2.5"/>` +
    `<path d="M${x - 14} ${ground - 24}H${x + 14}" stroke="#e5484d" stroke-width="3"/>`
  );
}

export const WONDER_SETTINGS = {
  castle: {
    palette: { skyTop: '#211a55', skyBottom: '#7d54a8', ground: '#3f7070', accent: '#ffe27a' },
    landmarks: [{ x: 164, y: 4, w: 146, h: 164 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      let planks = '';
      for (let i = 1; i < 5; i++) planks += `M${228 + i * 1.6} ${150 + i * 4}h${16 - i * 3.2}`;
      return (
        starrySky(c, p, seed, 110, 34) +
        fullMoon(c, 92, 40, 15) +
        `<path d="M0 150Q80 120 170 122T320 140V200H0Z" fill="#4a3f86"/>` +
        castle(c, 236, 152, 1.25, ['#ff7aa8', '#ffd45c', '#7fd0ff']) +
        nearGround(c, 'M0 166Q100 150 160 152Q240 148 320 160V200H0Z', '#4f8a80', p) +
        `<path d="M166 158Q236 150 312 160Q236 170 166 158Z" fill="${c.linear(['#6ab0d8', '#3a78b0'])}" stroke="#3f6a7a" stroke-width="1.5"/>` +
        `<path d="M226 152L222 168H250L246 152Z" ${flat('#b0784a', 1.6)}/><path d="${planks}" stroke="#8a5a36" stroke-width="1"/>` +
        `<path d="M236 200Q230 186 236 168H244Q252 186 262 200Z" fill="#e6d6b0" opacity=".45"/>` +
        flower(180, 182, 0.8, '#ff9cc6') +
        flower(300, 184, 0.8, '#ffffff') +
        star5(150, 30, 5, '#ffe27a') +
        sparkle(310, 20, 4)
      );
    },
  },
  fair: {
    palette: { skyTop: '#2a1f5e', skyBottom: '#8a5aa8', ground: '#4f8a6a', accent: '#ffe7a3' },
    landmarks: [
      { x: 174, y: 46, w: 140, h: 146 },
      { x: 34, y: 8, w: 92, h: 96 },
    ],
    stage: standLeft(190),
    draw(c, seed, p) {
      return (
        sky(c, p) +
        starField(seed, { x: 0, y: 20, w: 320, h: 80 }, 20) +
        `<path d="M0 150Q100 130 200 144T320 138V200H0Z" fill="#4a3f86"/>` +
        ferrisWheel(c, 80, 54, 40, 150) +
        nearGround(c, 'M0 160Q160 150 320 162V200H0Z', '#5f9a78', p) +
        carousel(c, 244, 180) +
        bunting(-4, 6, 160, 14, 8, PARTY, 6) +
        bunting(160, 14, 324, 4, 8, [...PARTY].reverse(), 6) +
        [20, 70, 120, 200, 250, 300]
          .map((x, i) => `<circle cx="${x}" cy="${12 + (i % 2) * 4}" r="2.2" fill="#fff6c8"/>`)
          .join('') +
        sparkle(160, 60, 4) +
        sparkle(300, 40, 3.5) +
        fireflies(c, seed, { x: 140, y: 110, w: 40, h: 50 }, 3)
      );
    },
  },
  clouds: {
    palette: { skyTop: '#3a2f7a', skyBottom: '#e0a0c8', ground: '#f4eefc', accent: '#fff1d6' },
    landmarks: [{ x: 176, y: 14, w: 142, h: 158 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      const bands = ['#ff8a8a', '#ffc46a', '#fff08a', '#8fe0a0', '#8ab8ff', '#c49aff'];
      const rainbow = bands
        .map(
          (col, i) =>
            `<path d="M${150 + i * 6} 170A${96 - i * 6} ${96 - i * 6} 0 0 1 ${342 - i * 6} 170" fill="none" stroke="${col}" stroke-width="6" opacity=".55"/>`,
        )
        .join('');
      return (
        starrySky(c, p, seed, 110, 28) +
        crescent(c, 44, 32, 12, '#3e3380') +
        rainbow +
        cloud(70, 80, 1.2, '#ffffff', 0.55) +
        cloud(150, 40, 0.9, '#ffffff', 0.45) +
        puffs(
          c,
          [
            [196, 160, 18],
            [222, 150, 22],
            [252, 146, 24],
            [284, 150, 22],
            [310, 158, 18],
          ],
          '#f4eefc',
        ) +
        cloudCastle(c, 252, 152) +
        puffs(
          c,
          [
            [0, 178, 26],
            [40, 170, 24],
            [84, 176, 26],
            [130, 170, 24],
            [176, 178, 26],
            [220, 172, 24],
            [264, 178, 26],
            [306, 172, 26],
            [20, 200, 24],
            [110, 200, 26],
            [200, 200, 26],
            [290, 200, 26],
          ],
          '#f4eefc',
        ) +
        sparkle(180, 60, 4) +
        sparkle(300, 30, 3.5) +
        star5(120, 20, 4, '#ffe2a0')
      );
    },
  },
  moon: {
    palette: { skyTop: '#05061a', skyBottom: '#1c1c48', ground: '#b8b8c8', accent: '#e8ecff' },
    landmarks: [
      { x: 226, y: 16, w: 72, h: 72 },
      { x: 256, y: 100, w: 56, h: 94 },
    ],
    stage: standLeft(190),
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 140, 56) +
        shootingStar(c, 170, 30, 34) +
        earth(c, 262, 52, 26) +
        `<path d="M0 146Q50 128 110 140Q170 124 230 138Q280 146 320 132V200H0Z" fill="#8a8aa4"/>` +
        `<path d="M0 158Q80 146 160 156T320 150V200H0Z" fill="${c.linear(['#c8c8d8', '#9a9ab0'])}"/>` +
        crater(196, 170, 18) +
        crater(160, 188, 10) +
        crater(248, 192, 14) +
        crater(40, 162, 9) +
        crater(130, 162, 7) +
        crater(300, 160, 9) +
        rock(c, 216, 190, 14, 8, '#a0a0b8') +
        rocket(c, 284, 188) +
        `<path d="M232 164V134" stroke="#8a8aa0" stroke-width="2"/><path d="M232 134H250V146H232Z" ${flat('#ffd45c', 1.4)}/>` +
        star5(241, 140, 3.5, '#e5484d') +
        sparkle(100, 60, 4, lighten('#e8ecff', 0.2))
      );
    },
  },
} satisfies Partial<Record<Setting, SettingArt>>;
