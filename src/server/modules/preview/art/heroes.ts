/**
 * The ten superheroes as cute chibi kids, each with its own costume colour, chest emblem and prop, so a
 * child can tell them apart at a glance (Cosmic Defender's star cape, Lightning Warrior's bolt, ...).
 */
import { sparkle, star5 } from './features.js';
import { emblemDisc, figure } from './figure.js';
import { INK, flat, lighten, num, outlineOf, paint, type Canvas } from './svg.js';

/** A leaf pointing along `angle` (degrees) from its stem at (x, y). */
function leaf(x: number, y: number, length: number, angle: number, color: string): string {
  const w = length * 0.36;
  return `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)})"><path d="M0 0Q${num(length * 0.5)} ${num(-w)} ${num(length)} 0Q${num(length * 0.5)} ${num(w)} 0 0Z" ${flat(color, 1.8)}/><path d="M2 0H${num(length * 0.8)}" stroke="${outlineOf(color)}" stroke-width="1.2" opacity=".6"/></g>`;
}

function glow(c: Canvas, cx: number, cy: number, r: number, color: string, strength = 0.7): string {
  const fill = c.radial([
    [0, color, strength],
    [1, color, 0],
  ]);
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"/>`;
}

function bolt(x: number, y: number, s: number, fill: string, stroke: string): string {
  const p = [
    [0.55, 0],
    [0, 0.55],
    [0.42, 0.55],
    [0.2, 1],
    [1, 0.38],
    [0.56, 0.38],
    [0.86, 0],
  ]
    .map(([px, py]) => `${num(x + px! * s)} ${num(y + py! * s)}`)
    .join('L');
  return `<path d="M${p}Z" fill="${fill}" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>`;
}

export function cosmicDefender(c: Canvas): string {
  const navy = '#283593';
  const gold = '#ffd54a';
  return figure(c, {
    skin: '#f1c29b',
    hair: '#5b3a29',
    hairStyle: 'tuft',
    iris: '#6b4a2e',
    suit: '#e5484d',
    trim: navy,
    boots: navy,
    gloves: navy,
    armRight: 'up',
    cape: navy,
    capeDetail:
      star5(56, 172, 6, gold) +
      star5(146, 168, 6, gold) +
      star5(62, 146, 4.5, gold) +
      star5(140, 140, 4.5, gold) +
      star5(70, 184, 3.5, gold) +
      star5(132, 184, 3.5, gold),
    emblem: emblemDisc(c, navy, star5(100, 131.5, 9, gold)),
    mask: navy,
    behind: sparkle(160, 70, 7, gold) + sparkle(128, 60, 4, gold) + sparkle(166, 100, 4, gold),
  });
}

export function lightningWarrior(c: Canvas): string {
  const yellow = '#ffd23f';
  return figure(c, {
    skin: '#c98a5e',
    hair: '#2b2230',
    hairStyle: 'spiky',
    iris: '#4a2f1a',
    suit: '#2f6fed',
    trim: '#1d3c8f',
    boots: yellow,
    gloves: yellow,
    armRight: 'up',
    behind: glow(c, 152, 46, 42, '#fff59d', 0.8),
    emblem: emblemDisc(c, '#1d3c8f', bolt(92, 121, 18, yellow, outlineOf(yellow))),
    held: bolt(132, 10, 44, yellow, outlineOf(yellow)),
    front: bolt(52, 40, 14, yellow, outlineOf(yellow)) + sparkle(40, 78, 4, '#fff59d'),
  });
}

export function natureGuardian(c: Canvas): string {
  const greens = ['#5fb865', '#3e9a4a', '#7cc66e'] as const;
  const cloak = [
    [50, 176, 100, greens[0]],
    [64, 184, 95, greens[1]],
    [80, 188, 90, greens[2]],
    [120, 188, 90, greens[2]],
    [136, 184, 85, greens[1]],
    [150, 176, 80, greens[0]],
    [54, 150, 115, greens[1]],
    [146, 150, 65, greens[1]],
  ] as const;
  const staff =
    `<path d="M50 188V56" stroke="#6d4c2f" stroke-width="6" stroke-linecap="round"/>` +
    leaf(50, 70, 16, -40, greens[0]) +
    leaf(50, 78, 14, 200, greens[1]) +
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<circle cx="${num(50 + 8 * Math.cos((a * Math.PI) / 180))}" cy="${num(50 + 8 * Math.sin((a * Math.PI) / 180))}" r="7" ${flat('#ff8fb8', 1.8)}/>`,
      )
      .join('') +
    `<circle cx="50" cy="50" r="5.5" ${flat('#ffd54a', 1.6)}/>`;
  return figure(c, {
    skin: '#9c6440',
    hair: '#3a2418',
    hairStyle: 'curly',
    iris: '#5a8a2a',
    suit: '#43a047',
    trim: '#8d6e3f',
    boots: '#8d6e3f',
    armLeft: 'out',
    cape: '#2e7d32',
    capeDetail: cloak.map(([x, y, a, col]) => leaf(x, y, 24, a, col)).join(''),
    emblem: emblemDisc(c, '#dff3c4', leaf(91, 136, 18, -40, greens[1])),
    held: staff,
    headgear:
      leaf(70, 46, 16, -150, greens[0]) +
      leaf(100, 34, 16, -90, greens[2]) +
      leaf(130, 46, 16, -30, greens[0]),
    behind: sparkle(160, 60, 5, '#d7ffb0') + sparkle(150, 96, 3.5, '#d7ffb0'),
  });
}

export function timeTraveler(c: Canvas): string {
  const brass = '#d9a63a';
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const r1 = i % 3 === 0 ? 11 : 13;
    ticks += `M${num(156 + r1 * Math.cos(a))} ${num(116 + r1 * Math.sin(a))}L${num(156 + 15 * Math.cos(a))} ${num(116 + 15 * Math.sin(a))}`;
  }
  const clock =
    `<circle cx="156" cy="96" r="4" ${flat(brass, 1.8)}/>` +
    `<circle cx="156" cy="116" r="20" ${paint(c, brass)}/>` +
    `<circle cx="156" cy="116" r="16" fill="#fff8e6" stroke="${outlineOf(brass)}" stroke-width="1.5"/>` +
    `<path d="${ticks}" stroke="${INK}" stroke-width="1.6" stroke-linecap="round"/>` +
    `<path d="M156 116L156 105M156 116L164 120" stroke="${INK}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<circle cx="156" cy="116" r="2" fill="#e5484d"/>`;
  const goggles =
    `<path d="M63 56Q100 40 137 56" fill="none" stroke="#6b4a2e" stroke-width="6"/>` +
    `<circle cx="86" cy="48" r="10" ${flat(brass, 2)}/><circle cx="86" cy="48" r="6" fill="${c.radial(['#b5f1ea', '#3fa7a0'], { cx: 0.35, cy: 0.35 })}"/>` +
    `<circle cx="114" cy="48" r="10" ${flat(brass, 2)}/><circle cx="114" cy="48" r="6" fill="${c.radial(['#b5f1ea', '#3fa7a0'], { cx: 0.35, cy: 0.35 })}"/>`;
  const hourglass = `<path d="M94 123H106L100 131L106 139H94L100 131Z" fill="#fff3c4" stroke="${outlineOf(brass)}" stroke-width="1.6" stroke-linejoin="round"/>`;
  return figure(c, {
    skin: '#f6d3b3',
    hair: '#b9552a',
    hairStyle: 'bob',
    iris: '#2e7d6a',
    suit: '#8b5a3c',
    trim: '#1f8a8a',
    boots: '#4a3426',
    armRight: 'out',
    emblem: emblemDisc(c, brass, hourglass),
    neck: `<path d="M86 108L100 124L114 108" fill="none" stroke="#1f8a8a" stroke-width="5" stroke-linejoin="round"/>`,
    held: clock,
    headgear: goggles,
    behind:
      `<circle cx="100" cy="100" r="88" fill="none" stroke="${brass}" stroke-width="2" stroke-dasharray="3 9" opacity=".5"/>` +
      sparkle(34, 120, 4, '#ffe7a3'),
  });
}

export function mindMaster(c: Canvas): string {
  const cyan = '#6ff3ff';
  const spiral = `<path d="M100 131m-1 0a2 2 0 1 1 3 2a5 5 0 1 1-7-5a8 8 0 1 1 11 10" fill="none" stroke="${cyan}" stroke-width="2.2" stroke-linecap="round"/>`;
  return figure(c, {
    skin: '#e8b48c',
    hair: '#3b2747',
    hairStyle: 'long',
    iris: '#8a5cf5',
    suit: '#8e44c9',
    trim: '#5b2a86',
    boots: '#5b2a86',
    gloves: '#d8b4fe',
    armLeft: 'up',
    armRight: 'up',
    behind:
      glow(c, 100, 66, 70, cyan, 0.35) +
      `<circle cx="100" cy="70" r="54" fill="none" stroke="${cyan}" stroke-width="2.5" opacity=".45"/>` +
      `<circle cx="100" cy="70" r="64" fill="none" stroke="${cyan}" stroke-width="2" opacity=".25"/>`,
    emblem: emblemDisc(c, '#4a1f73', spiral),
    headgear:
      `<path d="M63 62Q100 44 137 62" fill="none" stroke="${outlineOf('#ffd54a')}" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M63 62Q100 44 137 62" fill="none" stroke="#ffd54a" stroke-width="5" stroke-linecap="round"/>` +
      glow(c, 100, 52, 16, cyan, 0.9) +
      `<path d="M100 44L106 52L100 60L94 52Z" fill="${cyan}" stroke="#1b8fa0" stroke-width="1.6" stroke-linejoin="round"/>`,
    front:
      sparkle(58, 72, 6, cyan) +
      sparkle(142, 72, 6, cyan) +
      sparkle(44, 96, 3.5, cyan) +
      sparkle(156, 96, 3.5, cyan),
  });
}

export function solarKnight(c: Canvas): string {
  const gold = '#f4b73a';
  const orange = '#e8702a';
  const sunRays = (
    cx: number,
    cy: number,
    r1: number,
    r2: number,
    n: number,
    fill: string,
    from = 0,
    to = 360,
  ) => {
    let d = '';
    for (let i = 0; i < n; i++) {
      const a = ((from + ((to - from) * (i + 0.5)) / n) * Math.PI) / 180;
      const w = (((to - from) / n) * 0.3 * Math.PI) / 180;
      d += `M${num(cx + r1 * Math.cos(a - w))} ${num(cy + r1 * Math.sin(a - w))}L${num(cx + r2 * Math.cos(a))} ${num(cy + r2 * Math.sin(a))}L${num(cx + r1 * Math.cos(a + w))} ${num(cy + r1 * Math.sin(a + w))}Z`;
    }
    return `<path d="${d}" fill="${fill}" stroke="${outlineOf(fill)}" stroke-width="1.5" stroke-linejoin="round"/>`;
  };
  const helmet =
    sunRays(100, 62, 36, 56, 9, '#ffcf4a', 195, 345) +
    `<path d="M60 92C54 50 74 28 100 28C126 28 146 50 140 92L130 94C132 70 122 58 100 58C78 58 68 70 70 94Z" ${paint(c, gold)}/>` +
    `<path d="M66 60Q100 46 134 60" fill="none" stroke="${orange}" stroke-width="4"/>` +
    `<circle cx="100" cy="40" r="6" ${flat(orange, 1.6)}/>`;
  const staff =
    `<path d="M150 188V70" stroke="#b5651d" stroke-width="5" stroke-linecap="round"/>` +
    glow(c, 150, 58, 28, '#ffe082', 0.9) +
    sunRays(150, 58, 10, 18, 8, '#ffcf4a') +
    `<circle cx="150" cy="58" r="10" ${paint(c, '#ffb300', 2)}/>`;
  const pauldrons =
    `<path d="M64 124Q62 106 84 106L86 122Z" ${paint(c, orange)}/>` +
    `<path d="M136 124Q138 106 116 106L114 122Z" ${paint(c, orange)}/>`;
  return figure(c, {
    skin: '#c98a5e',
    hair: '#2b2230',
    hairStyle: 'none',
    iris: '#5a3a1a',
    suit: gold,
    trim: orange,
    boots: orange,
    gloves: orange,
    armRight: 'out',
    emblem: emblemDisc(
      c,
      orange,
      sunRays(100, 131, 6, 11, 8, '#ffe27a') + `<circle cx="100" cy="131" r="5.5" fill="#ffe27a"/>`,
    ),
    held: staff + pauldrons,
    headgear: helmet,
  });
}

export function windRider(c: Canvas): string {
  const coral = '#ff7a6b';
  const swirlStroke = `fill="none" stroke="#e6fbff" stroke-width="3" stroke-linecap="round"`;
  return figure(c, {
    skin: '#f6d3b3',
    hair: '#f2cf6b',
    hairStyle: 'tuft',
    iris: '#3a7bd5',
    suit: '#2bb5a8',
    trim: '#1f7f86',
    boots: '#f4f7fb',
    gloves: '#f4f7fb',
    armLeft: 'up',
    behind:
      `<path d="M14 92q18-14 34-2q8 8-2 14q-8 2-10-6" ${swirlStroke} opacity=".8"/>` +
      `<path d="M20 140q16-10 30 0" ${swirlStroke} opacity=".6"/>` +
      `<path d="M146 62q16-12 30-2q8 8 0 14q-8 4-10-4" ${swirlStroke} opacity=".8"/>` +
      `<path d="M168 150q10-8 20 0" ${swirlStroke} opacity=".6"/>`,
    neck:
      `<path d="M118 112C138 102 146 126 164 114C176 106 180 94 192 98" fill="none" stroke="${outlineOf(coral)}" stroke-width="15" stroke-linecap="round"/>` +
      `<path d="M118 112C138 102 146 126 164 114C176 106 180 94 192 98" fill="none" stroke="${coral}" stroke-width="10.5" stroke-linecap="round"/>` +
      `<path d="M186 92l8 -4M188 102l8 2" stroke="${coral}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M76 106Q100 118 124 106L126 116Q100 128 74 116Z" ${paint(c, coral, 2)}/>`,
    emblem: emblemDisc(
      c,
      '#17807a',
      `<path d="M100 131m-1 0a2 2 0 1 1 3 2a5 5 0 1 1-7-5a8 8 0 1 1 11 10" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>`,
    ),
  });
}

export function crystalProtector(c: Canvas): string {
  const pink = '#ff9ccf';
  const shieldPts = [
    [50, 100],
    [76, 115],
    [76, 150],
    [50, 174],
    [24, 150],
    [24, 115],
  ] as const;
  const inner = shieldPts.map(([x, y]) => [50 + (x - 50) * 0.5, 137 + (y - 137) * 0.5] as const);
  const pts = (list: readonly (readonly [number, number])[]) =>
    list.map(([x, y]) => `${num(x)} ${num(y)}`).join('L');
  const shieldFill = c.linear(['#c9fbff', '#8fd8ff', '#c6a8ff', '#ffb8e0'], [0, 0, 1, 1]);
  const facets = shieldPts
    .map(([x, y], i) => `M${num(x)} ${num(y)}L${num(inner[i]![0])} ${num(inner[i]![1])}`)
    .join('');
  const shield =
    glow(c, 50, 137, 50, '#c9f6ff', 0.6) +
    `<path d="M${pts(shieldPts)}Z" fill="${shieldFill}" stroke="#6b5bb5" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="${facets}" stroke="#fff" stroke-width="1.5" opacity=".8"/>` +
    `<path d="M${pts(inner)}Z" fill="#ffffff" opacity=".45" stroke="#fff" stroke-width="1.5"/>` +
    sparkle(40, 124, 5, '#ffffff') +
    sparkle(64, 156, 3, '#ffffff');
  return figure(c, {
    skin: '#7a4a2e',
    hair: '#2a1d1a',
    hairStyle: 'puffs',
    iris: '#5b3a1a',
    suit: '#9d7fe0',
    trim: '#6f55b8',
    boots: pink,
    gloves: pink,
    armLeft: 'out',
    emblem: emblemDisc(
      c,
      '#ffffff',
      `<path d="M100 122L107 130L100 141L93 130Z" fill="#8fd8ff" stroke="#6b5bb5" stroke-width="1.6" stroke-linejoin="round"/>`,
    ),
    headgear:
      `<path d="M68 54Q100 38 132 54" fill="none" stroke="${pink}" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M100 30L108 42L100 54L92 42Z" fill="#c9fbff" stroke="#6b5bb5" stroke-width="1.8" stroke-linejoin="round"/>`,
    front: shield + sparkle(150, 70, 5, '#c9fbff') + sparkle(160, 110, 3.5, '#ffc6e8'),
  });
}

export function shadowNinja(c: Canvas): string {
  const hood = '#3b3658';
  const red = '#e0445a';
  const skin = '#f1c29b';
  const face =
    `<path d="M66 76Q66 62 82 62H118Q134 62 134 76Q134 90 118 90H82Q66 90 66 76Z" fill="${skin}" stroke="${outlineOf(hood)}" stroke-width="2"/>` +
    `<ellipse cx="85" cy="77" rx="7" ry="8" fill="#3a2a1a" stroke="${INK}" stroke-width="2"/><circle cx="87.5" cy="74" r="2.6" fill="#fff"/>` +
    `<ellipse cx="115" cy="77" rx="7" ry="8" fill="#3a2a1a" stroke="${INK}" stroke-width="2"/><circle cx="117.5" cy="74" r="2.6" fill="#fff"/>` +
    `<path d="M76 66l10 3M124 66l-10 3" stroke="${INK}" stroke-width="2.2" stroke-linecap="round"/>` +
    `<path d="M80 100Q100 108 120 100" fill="none" stroke="${lighten(hood, 0.25)}" stroke-width="2" stroke-linecap="round"/>`;
  const headband =
    `<path d="M63 58Q100 46 137 58L136 66Q100 54 64 66Z" ${flat(red, 2)}/>` +
    `<path d="M134 60C150 54 160 62 176 52" fill="none" stroke="${red}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M134 62C148 66 158 76 174 72" fill="none" stroke="${red}" stroke-width="6" stroke-linecap="round"/>`;
  const shuriken = `<g transform="translate(152 118) rotate(15)"><path d="M0 -13L3 -3L13 0L3 3L0 13L-3 3L-13 0L-3 -3Z" fill="#dfe4f0" stroke="#6d7390" stroke-width="1.6" stroke-linejoin="round"/><circle r="2.5" fill="#6d7390"/></g>`;
  return figure(c, {
    skin: hood,
    hair: hood,
    hairStyle: 'none',
    iris: '#3a2a1a',
    suit: hood,
    trim: '#27233d',
    boots: '#27233d',
    gloves: '#27233d',
    armRight: 'out',
    behind: sparkle(40, 60, 4, '#cfd3ff') + sparkle(164, 170, 3.5, '#cfd3ff'),
    emblem: emblemDisc(c, '#27233d', `<path d="M103 123a9 9 0 1 0 4 15a7 7 0 1 1-4-15Z" fill="#e8ecff"/>`),
    neck: `<path d="M84 108L100 116L116 108" fill="none" stroke="${red}" stroke-width="4" stroke-linecap="round"/>`,
    held: shuriken,
    face,
    headgear: headband,
  });
}

export function starVoyager(c: Canvas): string {
  const orange = '#ff8a3d';
  const rocket =
    `<g transform="translate(36 40) rotate(-40)">` +
    `<path d="M-5 14Q0 30 5 14Z" fill="#ffcf4a"/>` +
    `<path d="M-8 10L-13 18L-6 16ZM8 10L13 18L6 16Z" ${flat('#e5484d', 1.5)}/>` +
    `<path d="M0 -16C8 -8 8 6 6 14H-6C-8 6 -8 -8 0 -16Z" ${flat('#ffffff', 1.8)}/>` +
    `<path d="M0 -16C4 -12 6 -8 6 -6H-6C-6 -8 -4 -12 0 -16Z" fill="#e5484d"/>` +
    `<circle cy="2" r="3.5" fill="#8fd8ff" stroke="#40527a" stroke-width="1.4"/></g>` +
    `<path d="M48 58Q62 82 56 110" fill="none" stroke="#ffe7a3" stroke-width="2" stroke-dasharray="2 5" stroke-linecap="round"/>`;
  const helmet =
    `<circle cx="100" cy="72" r="46" fill="#dff1ff" opacity=".12"/>` +
    `<circle cx="100" cy="72" r="46" fill="none" stroke="#e8f1ff" stroke-width="3.5"/>` +
    `<path d="M70 44Q84 32 100 31" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8"/>` +
    `<path d="M100 26V14" stroke="#c5cde0" stroke-width="3"/><circle cx="100" cy="12" r="5" ${flat('#e5484d', 1.6)}/>` +
    `<path d="M70 110Q100 122 130 110" fill="none" stroke="${orange}" stroke-width="6" stroke-linecap="round"/>`;
  return figure(c, {
    skin: '#9c6440',
    hair: '#2a1d1a',
    hairStyle: 'curly',
    iris: '#4a2f1a',
    suit: '#eef1f7',
    trim: orange,
    boots: orange,
    gloves: orange,
    armRight: 'out',
    behind: `<rect x="70" y="108" width="60" height="42" rx="10" ${paint(c, '#c5cde0')}/>`,
    emblem: emblemDisc(
      c,
      '#40527a',
      `<circle cx="100" cy="131" r="5.5" fill="${orange}"/><ellipse cx="100" cy="131" rx="10" ry="3" fill="none" stroke="#ffe7a3" stroke-width="1.8" transform="rotate(-20 100 131)"/>`,
    ),
    front: helmet + rocket + sparkle(160, 70, 4) + sparkle(30, 150, 3),
  });
}

export const HERO_ART = {
  'Cosmic Defender': cosmicDefender,
  'Lightning Warrior': lightningWarrior,
  'Nature Guardian': natureGuardian,
  'Time Traveler': timeTraveler,
  'Mind Master': mindMaster,
  'Solar Knight': solarKnight,
  'Wind Rider': windRider,
  'Crystal Protector': crystalProtector,
  'Shadow Ninja': shadowNinja,
  'Star Voyager': starVoyager,
} as const satisfies Record<string, (c: Canvas) => string>;
