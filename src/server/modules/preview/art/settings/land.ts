/**
 * The settings out in the wide world: the orchard, the meadow, the forest, the snowy field, the
 * mountain, the cave, the desert, the jungle and the hilltop.
 */
import type { Setting } from '../../../../../shared/settings.js';
import { cheeks, crescent, eye, sparkle, starField } from '../features.js';
import {
  apple,
  appleTree,
  cloud,
  fireflies,
  flower,
  flowerBed,
  fullMoon,
  glow,
  grassTuft,
  mushroom,
  nearGround,
  pine,
  rock,
  roundTree,
  shootingStar,
  sky,
  snowfall,
  snowyMountain,
  snowyPine,
  starrySky,
} from '../scenery.js';
import { darken, flat, lighten, num, outlineOf, paint, seededRandom, type Canvas } from '../svg.js';
import { standLeft, type SettingArt } from './setting-art.js';

function butterfly(x: number, y: number, s: number, wings: string): string {
  const X = (dx: number) => num(x + dx * s);
  const Y = (dy: number) => num(y + dy * s);
  return (
    `<path d="M${X(0)} ${Y(0)}Q${X(-10)} ${Y(-12)} ${X(-9)} ${Y(-3)}Q${X(-10)} ${Y(6)} ${X(0)} ${Y(1)}Q${X(10)} ${Y(6)} ${X(9)} ${Y(-3)}Q${X(10)} ${Y(-12)} ${X(0)} ${Y(0)}Z" ${flat(wings, 1.2)}/>` +
    `<circle cx="${X(-5)}" cy="${Y(-3)}" r="${num(1.6 * s)}" fill="${lighten(wings, 0.6)}"/><circle cx="${X(5)}" cy="${Y(-3)}" r="${num(1.6 * s)}" fill="${lighten(wings, 0.6)}"/>` +
    `<path d="M${X(0)} ${Y(-4)}V${Y(4)}M${X(0)} ${Y(-4)}l${num(-2 * s)} ${num(-4 * s)}M${X(0)} ${Y(-4)}l${num(2 * s)} ${num(-4 * s)}" stroke="#3a2a40" stroke-width="1.4" stroke-linecap="round"/>`
  );
}

function snowman(c: Canvas, x: number, ground: number): string {
  const snow = '#fbfdff';
  return (
    `<path d="M${x - 14} ${ground - 52}L${x - 34} ${ground - 68}M${x - 28} ${ground - 63}l-2 -8M${x + 14} ${ground - 52}L${x + 34} ${ground - 70}M${x + 28} ${ground - 65}l4 -7" stroke="#7a5236" stroke-width="2.5" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${ground - 22}" r="24" ${paint(c, snow, 2.2)}/>` +
    `<circle cx="${x}" cy="${ground - 56}" r="17" ${paint(c, snow, 2.2)}/>` +
    `<circle cx="${x}" cy="${ground - 84}" r="13" ${paint(c, snow, 2.2)}/>` +
    `<path d="M${x - 14} ${ground - 72}Q${x} ${ground - 66} ${x + 14} ${ground - 72}L${x + 15} ${ground - 66}Q${x} ${ground - 60} ${x - 15} ${ground - 66}Z" ${flat('#e5484d', 1.6)}/>` +
    `<path d="M${x + 8} ${ground - 68}l4 14h-7Z" ${flat('#e5484d', 1.6)}/>` +
    `<path d="M${x - 13} ${ground - 92}Q${x} ${ground - 98} ${x + 13} ${ground - 92}V${ground - 89}H${x - 13}Z" ${flat('#3a3550', 1.4)}/><rect x="${x - 9}" y="${ground - 112}" width="18" height="21" rx="2" ${flat('#3a3550', 1.4)}/><rect x="${x - 9}" y="${ground - 97}" width="18" height="4" fill="#5fa8e8"/>` +
    eye(x - 5, ground - 87, 2.2) +
    eye(x + 5, ground - 87, 2.2) +
    `<path d="M${x} ${ground - 83}L${x + 13} ${ground - 80}L${x} ${ground - 79}Z" fill="#ff8a3d" stroke="#c9602a" stroke-width="1" stroke-linejoin="round"/>` +
    cheeks(x - 8, x + 8, ground - 80, 2.6) +
    `<circle cx="${x}" cy="${ground - 52}" r="2.2" fill="#3a3550"/><circle cx="${x}" cy="${ground - 42}" r="2.2" fill="#3a3550"/><circle cx="${x}" cy="${ground - 28}" r="2.4" fill="#3a3550"/>`
  );
}

function sledge(c: Canvas, x: number, ground: number): string {
  return (
    `<path d="M${x - 26} ${ground - 4}H${x + 20}Q${x + 30} ${ground - 4} ${x + 30} ${ground - 14}" fill="none" stroke="${outlineOf('#e5484d')}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M${x - 26} ${ground - 4}H${x + 20}Q${x + 30} ${ground - 4} ${x + 30} ${ground - 14}" fill="none" stroke="#e5484d" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M${x - 18} ${ground - 4}V${ground - 12}M${x + 12} ${ground - 4}V${ground - 12}" stroke="#e5484d" stroke-width="3"/>` +
    `<rect x="${x - 24}" y="${ground - 17}" width="44" height="7" rx="2" ${paint(c, '#c08a5a', 1.8)}/>` +
    `<path d="M${x + 28} ${ground - 14}Q${x + 40} ${ground - 6} ${x + 46} ${ground - 2}" fill="none" stroke="#d9c49a" stroke-width="1.6"/>`
  );
}

/** A pointed, faceted crystal leaning by `tilt` degrees, in its own glow. */
function crystal(c: Canvas, x: number, base: number, h: number, w: number, colour: string, tilt = 0): string {
  const shape = `M${num(-w / 2)} 0V${num(-h * 0.72)}L0 ${num(-h)}L${num(w / 2)} ${num(-h * 0.72)}V0Z`;
  return (
    glow(c, x, base - h * 0.5, h * 0.9, colour, 0.45) +
    `<g transform="translate(${x} ${base}) rotate(${tilt})">` +
    `<path d="${shape}" fill="${c.linear([lighten(colour, 0.55), colour, darken(colour, 0.2)], [0, 0, 1, 1])}" stroke="${outlineOf(colour)}" stroke-width="1.8" stroke-linejoin="round"/>` +
    `<path d="M0 0V${num(-h)}M${num(-w / 2)} ${num(-h * 0.72)}L0 ${num(-h * 0.6)}L${num(w / 2)} ${num(-h * 0.72)}" fill="none" stroke="${lighten(colour, 0.6)}" stroke-width="1" opacity=".8"/>` +
    `</g>`
  );
}

function crystalCluster(c: Canvas, x: number, base: number, s: number, colour: string): string {
  return (
    crystal(c, x - 9 * s, base, 26 * s, 10 * s, colour, -24) +
    crystal(c, x + 9 * s, base, 30 * s, 11 * s, colour, 20) +
    crystal(c, x, base, 44 * s, 14 * s, colour)
  );
}

function saguaro(c: Canvas, x: number, ground: number): string {
  const green = '#5fae62';
  const arms = `M${x - 10} ${ground - 60}H${x - 26}Q${x - 32} ${ground - 60} ${x - 32} ${ground - 68}V${ground - 92}`;
  const arm2 = `M${x + 10} ${ground - 78}H${x + 26}Q${x + 32} ${ground - 78} ${x + 32} ${ground - 86}V${ground - 108}`;
  return (
    `<path d="${arms}${arm2}" fill="none" stroke="${outlineOf(green)}" stroke-width="17" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${arms}${arm2}" fill="none" stroke="${green}" stroke-width="12.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="${x - 12}" y="${ground - 124}" width="24" height="124" rx="12" ${paint(c, green, 2.4)}/>` +
    `<path d="M${x - 4} ${ground - 116}V${ground - 4}M${x + 4} ${ground - 116}V${ground - 4}" stroke="${darken(green, 0.18)}" stroke-width="1.5"/>` +
    `<path d="M${x - 32} ${ground - 90}V${ground - 66}M${x + 32} ${ground - 106}V${ground - 84}" stroke="${darken(green, 0.18)}" stroke-width="1.5"/>` +
    flower(x, ground - 128, 0.9, '#ff9ccf') +
    flower(x + 32, ground - 112, 0.7, '#ffd45c')
  );
}

function leaf(c: Canvas, x: number, y: number, length: number, angle: number, colour: string): string {
  const l = length;
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M0 0Q${num(l * 0.3)} ${num(-l * 0.32)} ${l} 0Q${num(l * 0.3)} ${num(l * 0.32)} 0 0Z" ${paint(c, colour, 2)}/>` +
    `<path d="M2 0H${num(l * 0.92)}" stroke="${darken(colour, 0.22)}" stroke-width="1.4"/>` +
    `<path d="M${num(l * 0.3)} 0l${num(l * 0.12)} ${num(-l * 0.14)}M${num(l * 0.5)} 0l${num(l * 0.12)} ${num(-l * 0.12)}M${num(l * 0.3)} 0l${num(l * 0.12)} ${num(l * 0.14)}M${num(l * 0.5)} 0l${num(l * 0.12)} ${num(l * 0.12)}" stroke="${darken(colour, 0.22)}" stroke-width="1"/>` +
    `</g>`
  );
}

function hibiscus(x: number, y: number, s: number, colour: string): string {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    petals += `<ellipse cx="${num(x + 6 * s * Math.cos(a))}" cy="${num(y + 6 * s * Math.sin(a))}" rx="${num(6 * s)}" ry="${num(4.5 * s)}" transform="rotate(${num((a * 180) / Math.PI)} ${num(x + 6 * s * Math.cos(a))} ${num(y + 6 * s * Math.sin(a))})"/>`;
  }
  return (
    `<g fill="${colour}" stroke="${outlineOf(colour)}" stroke-width="1.2">${petals}</g>` +
    `<circle cx="${x}" cy="${y}" r="${num(2.6 * s)}" fill="${darken(colour, 0.3)}"/><path d="M${x} ${y}l${num(5 * s)} ${num(-7 * s)}" stroke="#ffd45c" stroke-width="1.6" stroke-linecap="round"/><circle cx="${num(x + 5 * s)}" cy="${num(y - 7 * s)}" r="${num(1.5 * s)}" fill="#ffd45c"/>`
  );
}

function parrot(c: Canvas, x: number, y: number): string {
  const red = '#e5484d';
  return (
    `<path d="M${x + 2} ${y + 14}L${x + 10} ${y + 44}L${x + 16} ${y + 42}Z" ${flat('#5fa8e8', 1.6)}/><path d="M${x + 6} ${y + 16}L${x + 18} ${y + 40}L${x + 20} ${y + 34}Z" ${flat('#ffd45c', 1.4)}/>` +
    `<ellipse cx="${x}" cy="${y + 6}" rx="10" ry="15" ${paint(c, red, 2)}/>` +
    `<path d="M${x + 2} ${y}Q${x + 14} ${y + 6} ${x + 8} ${y + 20}Q${x + 2} ${y + 14} ${x + 2} ${y}Z" ${flat('#5fa8e8', 1.5)}/><path d="M${x + 3} ${y + 4}Q${x + 10} ${y + 8} ${x + 7} ${y + 14}" fill="none" stroke="#ffd45c" stroke-width="2"/>` +
    `<circle cx="${x - 2}" cy="${y - 12}" r="9" ${paint(c, red, 2)}/>` +
    `<ellipse cx="${x - 5}" cy="${y - 13}" rx="4.5" ry="4" fill="#fff"/>` +
    eye(x - 5, y - 13, 2.4) +
    `<path d="M${x - 10} ${y - 14}Q${x - 18} ${y - 12} ${x - 14} ${y - 4}Q${x - 12} ${y - 8} ${x - 8} ${y - 8}Z" ${flat('#ffe7b3', 1.4)}/>` +
    `<path d="M${x - 2} ${y + 20}v4M${x + 3} ${y + 20}v4" stroke="#7a5a4a" stroke-width="2" stroke-linecap="round"/>`
  );
}

function telescope(c: Canvas, x: number, ground: number): string {
  return (
    `<path d="M${x} ${ground - 26}L${x - 12} ${ground}M${x} ${ground - 26}L${x + 12} ${ground}M${x} ${ground - 26}V${ground}" stroke="#6b4731" stroke-width="2.5" stroke-linecap="round"/>` +
    `<g transform="translate(${x} ${ground - 28}) rotate(-32)"><rect x="-18" y="-6" width="36" height="12" rx="3" ${paint(c, '#5fa8e8', 2)}/><rect x="16" y="-8" width="8" height="16" rx="2" ${flat('#ffd45c', 1.6)}/><rect x="-24" y="-3.5" width="7" height="7" rx="1.5" ${flat('#3a78b0', 1.4)}/></g>`
  );
}

export const LAND_SETTINGS = {
  orchard: {
    palette: { skyTop: '#2a2a66', skyBottom: '#7a6ab0', ground: '#4f9a55', accent: '#fff1d6' },
    landmarks: [{ x: 164, y: 56, w: 156, h: 140 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      const random = seededRandom(seed);
      let ladder = '';
      for (let i = 1; i < 7; i++) ladder += `M${num(246 + i * 2.4)} ${num(188 - i * 13)}h12`;
      return (
        starrySky(c, p, seed, 80, 22) +
        fullMoon(c, 96, 38, 14) +
        `<path d="M0 136Q100 116 200 130T320 124V200H0Z" fill="#5a7a8a"/>` +
        appleTree(c, random, 24, 146, 0.75) +
        appleTree(c, random, 82, 142, 0.7) +
        appleTree(c, random, 140, 146, 0.75) +
        nearGround(c, 'M0 150Q160 138 320 152V200H0Z', '#62aa66', p) +
        appleTree(c, random, 206, 174, 1.55) +
        appleTree(c, random, 282, 180, 1.75) +
        `<path d="M246 190L262 108M258 190L274 108" stroke="${outlineOf('#c08a5a')}" stroke-width="4.5" stroke-linecap="round"/><path d="M246 190L262 108M258 190L274 108" stroke="#c08a5a" stroke-width="2.6" stroke-linecap="round"/><path d="${ladder}" stroke="#c08a5a" stroke-width="2.4"/>` +
        `<path d="M204 176Q220 160 236 176" fill="none" stroke="${outlineOf('#c98a4a')}" stroke-width="4"/><path d="M204 176Q220 160 236 176" fill="none" stroke="#c98a4a" stroke-width="2.2"/>` +
        apple(212, 173, 4.2) +
        apple(228, 173, 4.2) +
        apple(220, 169, 4.2) +
        `<path d="M202 176H238Q236 194 220 194Q204 194 202 176Z" ${paint(c, '#c98a4a', 2)}/><path d="M204 182H236M206 188H234M212 177V193M220 177V194M228 177V193" stroke="#a86a32" stroke-width="1.1"/>` +
        apple(306, 192, 3.6) +
        apple(178, 190, 3.4) +
        grassTuft(190, 194, 1) +
        grassTuft(316, 196, 0.9)
      );
    },
  },
  meadow: {
    palette: { skyTop: '#27286a', skyBottom: '#9468b4', ground: '#3f8a72', accent: '#ffe7a3' },
    landmarks: [{ x: 160, y: 124, w: 160, h: 74 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      const random = seededRandom(seed);
      return (
        starrySky(c, p, seed, 100, 26) +
        fullMoon(c, 250, 46, 20) +
        `<path d="M0 138Q80 108 160 130T320 118V200H0Z" fill="#5a6aa6"/>` +
        roundTree(c, 30, 136, 0.7, '#4f7fa0') +
        nearGround(c, 'M0 154Q90 132 180 150T320 144V200H0Z', '#56a486', p) +
        flowerBed(
          random,
          { x: 10, y: 150, w: 300, h: 14 },
          10,
          ['#ff9cc6', '#ffffff', '#ffd45c', '#c6a8ff'],
          0.55,
        ) +
        [168, 196, 224, 252, 280, 308]
          .map((x, i) => grassTuft(x, 188 - (i % 2) * 8, 1.5, '#3f8a5a'))
          .join('') +
        flowerBed(
          random,
          { x: 166, y: 160, w: 148, h: 30 },
          12,
          ['#ff9cc6', '#ffffff', '#ffd45c', '#c6a8ff', '#ff6b6b'],
          1,
        ) +
        flower(200, 152, 1.6, '#ffffff') +
        flower(262, 160, 1.7, '#ff6b6b', '#3a2a30') +
        flower(302, 150, 1.5, '#ffd45c', '#c96a2a') +
        butterfly(228, 124, 1.3, '#ff9ccf') +
        butterfly(290, 110, 1, '#8ab8ff') +
        fireflies(c, seed, { x: 10, y: 90, w: 300, h: 70 }, 9)
      );
    },
    front() {
      return grassTuft(12, 198, 1.2, '#3f8a5a') + grassTuft(146, 198, 1.2, '#3f8a5a');
    },
  },
  forest: {
    palette: { skyTop: '#121e44', skyBottom: '#2f6172', ground: '#23504a', accent: '#ffd27a' },
    landmarks: [{ x: 156, y: 40, w: 164, h: 156 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 90, 24) +
        crescent(c, 104, 32, 13, '#17264c') +
        `<path d="M0 128Q160 110 320 128V200H0Z" fill="#1f4552"/>` +
        [10, 40, 72, 136, 170, 290].map((x, i) => pine(x, 136, 60 + (i % 3) * 12, '#1e4a58')).join('') +
        nearGround(c, 'M0 148Q160 136 320 150V200H0Z', '#2c5e54', p) +
        `<path d="M60 200C70 180 120 170 130 156C134 150 150 146 160 144H170C160 150 150 156 150 164C146 178 130 186 140 200Z" fill="#c9b38a" opacity=".5"/>` +
        pine(196, 176, 112, '#2a6a5a') +
        pine(300, 182, 122, '#2a6a5a') +
        pine(250, 190, 146, '#1f5a4e') +
        `<path d="M162 192V176Q172 170 182 176V192Z" ${paint(c, '#9a6a42', 2)}/><ellipse cx="172" cy="176" rx="10" ry="3.5" fill="#e8c49a" stroke="#7a4a32" stroke-width="1.5"/><ellipse cx="172" cy="176" rx="5" ry="1.6" fill="none" stroke="#c08a5a" stroke-width="1"/>` +
        mushroom(c, 214, 192, 1.1) +
        mushroom(c, 228, 194, 0.75) +
        mushroom(c, 290, 196, 0.9) +
        grassTuft(196, 196, 1, '#3f7a5a') +
        fireflies(c, seed, { x: 30, y: 80, w: 280, h: 80 }, 9)
      );
    },
  },
  snowfield: {
    palette: { skyTop: '#1c2a5e', skyBottom: '#6a86c0', ground: '#e6eefc', accent: '#ffffff' },
    landmarks: [{ x: 166, y: 78, w: 152, h: 118 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 70, 14) +
        fullMoon(c, 70, 36, 12) +
        `<path d="M0 132Q90 108 190 126T320 116V200H0Z" fill="#b8c6e8"/>` +
        snowyPine(28, 142, 58, '#2f6a6a') +
        snowyPine(170, 138, 52, '#2f6a6a') +
        snowyPine(300, 136, 64, '#2f6a6a') +
        `<path d="M0 146Q160 132 320 148V200H0Z" fill="${c.linear(['#f6f9ff', '#cfdcf2'])}"/>` +
        `<path d="M20 170Q80 162 130 172M180 182Q240 174 300 184" fill="none" stroke="#b8c8e8" stroke-width="3" stroke-linecap="round" opacity=".7"/>` +
        sledge(c, 196, 192) +
        snowman(c, 266, 186) +
        snowfall(seed, { x: 0, y: 0, w: 320, h: 200 }, 34)
      );
    },
    front(_c, seed) {
      return snowfall(seed ^ 0x9e3779b9, { x: 10, y: 90, w: 150, h: 100 }, 10);
    },
  },
  mountain: {
    palette: { skyTop: '#1c2558', skyBottom: '#7a72b8', ground: '#3f7a6a', accent: '#fff1d6' },
    landmarks: [{ x: 176, y: 6, w: 130, h: 110 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 70, 22) +
        crescent(c, 44, 30, 11, '#1f285c') +
        `<path d="M-10 160L60 96L130 160ZM270 160L320 110L360 160Z" fill="#4a5596" stroke="#3a4480" stroke-width="2" stroke-linejoin="round"/>` +
        snowyMountain(c, 110, 70, 160, ['#6a76b4', '#4a5596'], '#3a4480') +
        snowyMountain(c, 236, 26, 164, ['#7a86c4', '#55609e']) +
        cloud(170, 100, 1, '#e6ecff', 0.55) +
        cloud(290, 88, 0.8, '#e6ecff', 0.5) +
        `<path d="M196 162L252 140L208 118L246 94L222 72L236 30" fill="none" stroke="#ffe7b3" stroke-width="3" stroke-dasharray="4 5" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="M236 30V8" stroke="#6b4a3a" stroke-width="2.2"/><path d="M236 8L254 13L236 19Z" ${flat('#e5484d', 1.6)}/>` +
        nearGround(c, 'M0 166Q160 148 320 168V200H0Z', '#4f8a74', p) +
        `<path d="M130 200Q150 180 196 164" fill="none" stroke="#d8c49a" stroke-width="8" stroke-linecap="round" opacity=".55"/>` +
        pine(172, 180, 40, '#2f6a5a') +
        pine(296, 184, 48, '#2f6a5a') +
        pine(316, 188, 36, '#2f6a5a') +
        rock(c, 230, 190, 30, 14) +
        sparkle(290, 40, 4)
      );
    },
  },
  cave: {
    palette: { skyTop: '#1a1436', skyBottom: '#2e2456', ground: '#3a2e52', accent: '#e8d8ff' },
    landmarks: [{ x: 176, y: 88, w: 142, h: 108 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      const mouth = 'M18 150Q14 60 74 44Q134 32 150 96L156 150Z';
      let drips = 'M0 0H320V18';
      for (let x = 320; x > 0; x -= 20) {
        const depth = 16 + ((x * 7) % 26);
        drips += `L${x - 6} ${depth + 14}L${x - 12} 18`;
      }
      drips += 'L0 18Z';
      return (
        sky(c, p) +
        `<path d="${mouth}" fill="${c.linear(['#22306a', '#4a4a8a'])}"/>` +
        starField(seed, { x: 30, y: 50, w: 110, h: 60 }, 12) +
        crescent(c, 110, 70, 9, '#27316c') +
        `<path d="M0 0H320V200H0ZM${mouth.slice(1)}" fill-rule="evenodd" fill="${c.linear(['#2a2050', '#3e3068'])}"/>` +
        `<path d="${mouth}" fill="none" stroke="#4e3f80" stroke-width="6"/>` +
        `<path d="${drips}" fill="#221a44" stroke="#4e3f80" stroke-width="2" stroke-linejoin="round"/>` +
        `<path d="M170 40Q200 60 230 46M250 70Q280 80 310 66M190 110Q220 100 250 116" fill="none" stroke="#4e3f80" stroke-width="3" stroke-linecap="round" opacity=".7"/>` +
        nearGround(c, 'M0 164Q160 150 320 166V200H0Z', '#4a3c6e', p) +
        crystal(c, 300, 60, 22, 9, '#7fe0ff', 160) +
        crystal(c, 204, 40, 18, 8, '#ff9cf0', 190) +
        crystalCluster(c, 226, 186, 1.25, '#b07aff') +
        crystalCluster(c, 286, 188, 1, '#6fd8ff') +
        crystalCluster(c, 196, 192, 0.6, '#ff8ad8') +
        crystal(c, 312, 190, 28, 10, '#ff8ad8', -14) +
        mushroom(c, 256, 194, 0.7, '#6fd8c0') +
        sparkle(250, 120, 4, '#e8d8ff') +
        sparkle(300, 140, 3, '#e8d8ff') +
        sparkle(200, 130, 3, '#e8d8ff')
      );
    },
  },
  desert: {
    palette: { skyTop: '#241f5e', skyBottom: '#d08a7a', ground: '#e6b070', accent: '#fff1d6' },
    landmarks: [{ x: 196, y: 60, w: 112, h: 136 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      return (
        starrySky(c, p, seed, 100, 34) +
        fullMoon(c, 112, 40, 18) +
        `<path d="M0 136Q60 112 140 128Q220 108 320 124V200H0Z" fill="#b8786a"/>` +
        `<path d="M140 126L160 104L180 126ZM170 126L184 110L198 126Z" fill="#9a5a6a"/><path d="M160 104L180 126H168Z" fill="#7a4a5a"/><path d="M184 110L198 126H190Z" fill="#7a4a5a"/>` +
        `<path d="M0 152Q100 128 200 146T320 140V200H0Z" fill="#d0906a"/>` +
        nearGround(c, 'M0 166Q120 148 240 162T320 158V200H0Z', '#eebd7a', p) +
        `<path d="M40 176Q100 168 150 178M180 186Q240 176 300 190" fill="none" stroke="#c98a5a" stroke-width="2" stroke-linecap="round" opacity=".6"/>` +
        saguaro(c, 262, 186) +
        `<ellipse cx="212" cy="184" rx="12" ry="10" ${paint(c, '#6cb86a', 2)}/><path d="M212 174V194M205 176Q202 184 205 192M219 176Q222 184 219 192" fill="none" stroke="#4f9a55" stroke-width="1.2"/>` +
        flower(212, 172, 0.8, '#ff6b6b') +
        rock(c, 306, 194, 26, 12, '#a8787a') +
        rock(c, 176, 192, 16, 8, '#a8787a')
      );
    },
  },
  jungle: {
    palette: { skyTop: '#0f3a3a', skyBottom: '#2a6a56', ground: '#2f5a3a', accent: '#e8ffd8' },
    landmarks: [{ x: 188, y: 30, w: 132, h: 166 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      const vine = (x: number, length: number) => {
        let leaves = '';
        for (let y = 14; y < length; y += 14) {
          leaves += `<ellipse cx="${num(x + (y % 28 ? 5 : -5) + Math.sin(y / 12) * 4)}" cy="${y}" rx="5" ry="2.6" transform="rotate(${y % 28 ? 30 : -30} ${num(x + (y % 28 ? 5 : -5) + Math.sin(y / 12) * 4)} ${y})"/>`;
        }
        let d = `M${x} 0`;
        for (let y = 12; y <= length; y += 12) d += `L${num(x + Math.sin(y / 12) * 4)} ${y}`;
        return `<path d="${d}" fill="none" stroke="#2f6a3a" stroke-width="2.2" stroke-linejoin="round"/><g fill="#5fae62" stroke="#2f6a3a" stroke-width="1">${leaves}</g>`;
      };
      return (
        sky(c, p) +
        glow(c, 120, 40, 90, '#dfffe0', 0.25) +
        `<path d="M86 0Q96 100 90 200H112Q104 100 108 0ZM196 0Q206 100 200 200H222Q214 100 218 0Z" fill="#3a4a32" opacity=".7"/>` +
        `<g fill="#1f4a32">${[0, 40, 84, 130, 170, 220, 262, 306].map((x, i) => `<circle cx="${x}" cy="${136 + (i % 2) * 8}" r="30"/>`).join('')}</g>` +
        nearGround(c, 'M0 162Q160 150 320 164V200H0Z', '#3a7a48', p) +
        vine(140, 70) +
        vine(166, 44) +
        leaf(c, 320, 64, 84, 200, '#3f9a55') +
        leaf(c, 320, 120, 90, 170, '#4fae62') +
        leaf(c, 230, 200, 70, 255, '#3f9a55') +
        leaf(c, 300, 200, 86, 240, '#4fae62') +
        leaf(c, 200, 200, 56, 290, '#5fc06a') +
        `<path d="M210 84Q260 76 320 92" fill="none" stroke="#7a5236" stroke-width="6" stroke-linecap="round"/>` +
        parrot(c, 262, 62) +
        hibiscus(232, 150, 1.3, '#ff5a7a') +
        hibiscus(298, 160, 1.1, '#ff9a3d') +
        hibiscus(274, 124, 1, '#ff8ad8') +
        vine(302, 56) +
        `<path d="M0 0H320V14Q280 30 240 14T160 16T80 12T0 18Z" fill="#1f4a32"/>` +
        fireflies(c, seed, { x: 20, y: 40, w: 280, h: 90 }, 8)
      );
    },
    front(c) {
      return leaf(c, 0, 200, 50, 300, '#3f9a55') + leaf(c, 150, 200, 36, 250, '#4fae62');
    },
  },
  hilltop: {
    palette: { skyTop: '#141a4a', skyBottom: '#3a3f86', ground: '#3f8a62', accent: '#fff1c4' },
    landmarks: [{ x: 180, y: 66, w: 124, h: 86 }],
    stage: standLeft(192, -4),
    draw(c, seed, p) {
      // The Milky Way: a soft band of light across the sky, thick with small stars.
      const band = c.radial([
        [0, '#d8d0ff', 0.3],
        [0.6, '#d8d0ff', 0.12],
        [1, '#d8d0ff', 0],
      ]);
      return (
        sky(c, p) +
        `<ellipse cx="110" cy="60" rx="150" ry="30" transform="rotate(-38 110 60)" fill="${band}"/>` +
        starField(seed, { x: 0, y: 0, w: 320, h: 130 }, 44) +
        starField(seed ^ 0x51ed270b, { x: 60, y: 20, w: 100, h: 80 }, 22, '#ffffff') +
        crescent(c, 280, 36, 13, '#1a2054') +
        shootingStar(c, 236, 24, 40) +
        `<path d="M0 150Q80 136 160 146T320 140V200H0Z" fill="#2c3a6e"/>` +
        [20, 36, 58, 80, 280, 300]
          .map((x, i) => `<circle cx="${x}" cy="${148 - (i % 3)}" r="1.4" fill="#ffd97a"/>`)
          .join('') +
        nearGround(c, 'M-20 200Q30 160 150 146Q250 136 340 166V200Z', '#56a478', p) +
        roundTree(c, 262, 146, 1.05, '#3f8a5a') +
        telescope(c, 206, 150) +
        flower(160, 166, 0.8, '#ffffff') +
        flower(298, 168, 0.8, '#ff9cc6') +
        flower(228, 170, 0.7, '#ffd45c') +
        grassTuft(186, 170, 1)
      );
    },
  },
} satisfies Partial<Record<Setting, SettingArt>>;
