/**
 * The settings close to home: the bedroom, the kitchen, the library, the treehouse, the garden, the
 * village and the farm.
 */
import type { Setting } from '../../../../../shared/settings.js';
import { crescent, sparkle, star5, starField } from '../features.js';
import {
  barn,
  bookshelf,
  fireflies,
  flower,
  fullMoon,
  glow,
  grassTuft,
  house,
  nearGround,
  nightWindow,
  openBook,
  picketFence,
  puffs,
  railFence,
  room,
  roundTree,
  sky,
  starrySky,
  streetLamp,
  tulip,
  wateringCan,
} from '../scenery.js';
import { darken, flat, lighten, num, outlineOf, paint, seededRandom, type Canvas } from '../svg.js';
import { standLeft, type SettingArt } from './setting-art.js';

function bed(c: Canvas): string {
  const quilt = ['#6f8fe0', '#ff9cc0', '#ffd45c', '#8fd0a8'];
  let patches = '';
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      const colour = quilt[(row + col) % 4]!;
      patches += `<rect x="${198 + col * 21}" y="${140 + row * 14}" width="21" height="14" fill="${colour}"/>`;
      patches += star5(208.5 + col * 21, 147 + row * 14, 3, lighten(colour, 0.55));
    }
  }
  // The quilt covers the bed up to the pillow, its top edge folded back over it.
  const quiltClip = c.clip('bedroom-quilt', `<rect x="198" y="138" width="63" height="32" rx="6"/>`);
  return (
    `<rect x="286" y="84" width="26" height="98" rx="10" ${paint(c, '#c08a5a', 2.2)}/>` +
    `<circle cx="299" cy="98" r="5" fill="#ffd97a" stroke="${outlineOf('#c08a5a')}" stroke-width="1.5"/>` +
    `<rect x="190" y="134" width="100" height="26" rx="4" ${flat('#f4eefc', 2)}/>` +
    `<ellipse cx="270" cy="130" rx="17" ry="9" ${paint(c, '#ffffff', 2)}/>` +
    `<g clip-path="${quiltClip}">${patches}</g>` +
    `<rect x="198" y="138" width="63" height="32" rx="6" fill="none" stroke="${outlineOf('#6f8fe0')}" stroke-width="2"/>` +
    `<rect x="256" y="136" width="10" height="35" rx="4" ${flat('#f4eefc', 1.8)}/>` +
    `<rect x="180" y="116" width="18" height="66" rx="8" ${paint(c, '#c08a5a', 2.2)}/>` +
    `<rect x="184" y="180" width="6" height="6" fill="#8a5a3a"/><rect x="300" y="180" width="6" height="6" fill="#8a5a3a"/>`
  );
}

export const HOME_SETTINGS = {
  bedroom: {
    palette: { skyTop: '#3a3070', skyBottom: '#4b3f86', ground: '#9a6a54', accent: '#ffe7a3' },
    landmarks: [
      { x: 178, y: 82, w: 136, h: 104 },
      { x: 34, y: 16, w: 84, h: 70 },
    ],
    stage: standLeft(190),
    draw(c, seed) {
      let mobile = '';
      for (const [x, len, r] of [
        [206, 30, 5],
        [230, 44, 6],
        [254, 26, 4.5],
        [278, 40, 5.5],
      ] as const) {
        mobile += `<path d="M${x} 0V${len}" stroke="#d9d0f0" stroke-width="1" opacity=".7"/>${star5(x, len + r * 0.7, r, '#ffd97a', `stroke="#c99a3a" stroke-width="1"`)}`;
      }
      const moonlight = c.linear([
        [0, '#fff3c4', 0.22],
        [1, '#fff3c4', 0],
      ]);
      return (
        room(c, '#4b3f86', '#9a6a54', 150) +
        `<path d="M44 80H108L160 200H20Z" fill="${moonlight}"/>` +
        nightWindow(c, seed, { x: 44, y: 24, w: 64, h: 56 }, { curtains: '#e88fb4' }) +
        mobile +
        `<ellipse cx="92" cy="184" rx="88" ry="13" fill="#c9567a"/><ellipse cx="92" cy="184" rx="76" ry="9" fill="none" stroke="#f29ab8" stroke-width="2" stroke-dasharray="5 4"/>` +
        glow(c, 166, 114, 30, '#ffe9a8', 0.8) +
        `<rect x="152" y="134" width="28" height="44" rx="3" ${paint(c, '#b07a4a', 2)}/><path d="M155 152H177" stroke="${outlineOf('#b07a4a')}" stroke-width="1.5"/><circle cx="166" cy="160" r="2" fill="#ffd97a"/>` +
        `<path d="M166 134V124" stroke="#5a4a70" stroke-width="2.5"/><path d="M156 124L160 110H172L176 124Z" ${flat('#ffe27a', 2)}/>` +
        bed(c) +
        `<rect x="150" y="178" width="12" height="12" rx="2" ${flat('#5fa8e8', 1.5)}/><rect x="163" y="180" width="10" height="10" rx="2" ${flat('#ff7a7a', 1.5)}/><rect x="155" y="168" width="10" height="10" rx="2" ${flat('#ffd45c', 1.5)}/>`
      );
    },
  },
  kitchen: {
    palette: { skyTop: '#5a3f66', skyBottom: '#7a5a7e', ground: '#c9a27a', accent: '#fff1d6' },
    landmarks: [
      { x: 146, y: 96, w: 96, h: 90 },
      { x: 246, y: 66, w: 70, h: 116 },
    ],
    stage: standLeft(190, -4),
    draw(c, seed) {
      let tiles = '';
      for (let row = 0; row < 3; row++) {
        for (let col = 0; col < 16; col++) {
          if ((row + col) % 2)
            tiles += `<rect x="${col * 20}" y="${146 + row * 18}" width="20" height="18"/>`;
        }
      }
      let checks = '';
      for (let i = 0; i < 9; i++) checks += `<rect x="${150 + i * 10}" y="136" width="5" height="26"/>`;
      for (let j = 0; j < 5; j++) checks += `<rect x="150" y="${136 + j * 6}" width="92" height="3"/>`;
      const cloth =
        'M148 136H242V158Q236 164 230 158Q224 164 218 158Q212 164 206 158Q200 164 194 158Q188 164 182 158Q176 164 170 158Q164 164 158 158Q152 164 148 158Z';
      const clothClip = c.clip('kitchen-cloth', `<path d="${cloth}"/>`);
      const jar = (x: number, h: number, lid: string, fill: string) =>
        `<rect x="${x}" y="${58 - h}" width="14" height="${h}" rx="3" fill="#e6f0ff" fill-opacity=".75" stroke="#9aa6c8" stroke-width="1.5"/><rect x="${x + 2}" y="${58 - h * 0.7}" width="10" height="${num(h * 0.7 - 2)}" rx="2" fill="${fill}"/><rect x="${x - 1}" y="${56 - h}" width="16" height="5" rx="2" fill="${lid}"/>`;
      return (
        room(c, '#6a4a76', '#e0c29a', 146) +
        `<g fill="#b88a6a" opacity=".55">${tiles}</g>` +
        nightWindow(c, seed, { x: 30, y: 22, w: 58, h: 50 }, { curtains: '#ff8a8a' }) +
        `<circle cx="124" cy="40" r="13" ${flat('#fff6e6', 2)}/><path d="M124 40V32M124 40L130 43" stroke="#5a4a70" stroke-width="2" stroke-linecap="round"/>` +
        `<rect x="140" y="58" width="96" height="5" rx="2" ${flat('#b07a4a', 1.6)}/>` +
        jar(148, 20, '#ff7a7a', '#ffd45c') +
        jar(168, 26, '#6cc58a', '#c98a5a') +
        jar(188, 18, '#5fa8e8', '#ff9ccf') +
        `<circle cx="218" cy="44" r="13" ${flat('#f4f0ff', 1.8)}/><circle cx="218" cy="44" r="8" fill="none" stroke="#7fa8e8" stroke-width="2"/>` +
        // The stove, a pot of soup steaming on it.
        `<rect x="248" y="102" width="66" height="78" rx="4" ${paint(c, '#ece6f6', 2.2)}/>` +
        `<rect x="246" y="98" width="70" height="8" rx="2" ${flat('#5a5a78', 1.6)}/>` +
        [258, 270, 292, 304].map((x) => `<circle cx="${x}" cy="113" r="3" fill="#5a5a78"/>`).join('') +
        `<rect x="256" y="126" width="50" height="44" rx="4" ${flat('#c9c2d8', 1.8)}/><rect x="262" y="134" width="38" height="28" rx="3" fill="${c.radial(['#ffcf7a', '#ff9a4a'])}" stroke="#7a5a6a" stroke-width="1.5"/><path d="M262 122H300" stroke="#7a7a98" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="M258 78H294L292 98H260Z" ${paint(c, '#e05a5a', 2)}/><path d="M254 82h4M294 82h4" stroke="${outlineOf('#e05a5a')}" stroke-width="3" stroke-linecap="round"/><path d="M256 78Q276 68 296 78Z" ${flat('#c94a4a', 1.6)}/><circle cx="276" cy="72" r="2.5" fill="#7a3a3a"/>` +
        `<path d="M268 64q-5-8 0-14t0-14M284 62q-5-8 0-14t0-12" fill="none" stroke="#f4f0ff" stroke-width="2.5" stroke-linecap="round" opacity=".6"/>` +
        // The table, a teapot and a cup of cocoa.
        `<path d="M156 158V184M234 158V184" stroke="${outlineOf('#b07a4a')}" stroke-width="6" stroke-linecap="round"/><path d="M156 158V184M234 158V184" stroke="#b07a4a" stroke-width="3.5" stroke-linecap="round"/>` +
        `<path d="${cloth}" fill="#ff6b6b"/><g clip-path="${clothClip}" fill="#fff" opacity=".55">${checks}</g><path d="${cloth}" fill="none" stroke="#b84444" stroke-width="2" stroke-linejoin="round"/>` +
        `<path d="M206 112q12-2 12 10q0 8-8 10" fill="none" stroke="${outlineOf('#6cc5b8')}" stroke-width="6" stroke-linecap="round"/><path d="M206 112q12-2 12 10q0 8-8 10" fill="none" stroke="#6cc5b8" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="M176 124Q170 122 166 110Q164 106 160 106Q166 104 170 110Q174 116 180 118Z" ${flat('#6cc5b8', 1.8)}/>` +
        `<ellipse cx="192" cy="122" rx="19" ry="15" ${paint(c, '#6cc5b8', 2.2)}/>` +
        `<circle cx="186" cy="118" r="2.5" fill="#fff" opacity=".8"/><circle cx="198" cy="126" r="2.5" fill="#fff" opacity=".8"/><circle cx="194" cy="114" r="2" fill="#fff" opacity=".8"/><circle cx="184" cy="128" r="2" fill="#fff" opacity=".8"/>` +
        `<path d="M176 110Q192 100 208 110Z" ${flat('#58b0a4', 1.8)}/><circle cx="192" cy="103" r="3.5" ${flat('#ffd45c', 1.4)}/>` +
        `<path d="M176 136H208" stroke="#58b0a4" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="M158 100q-4-6 0-10t0-10" fill="none" stroke="#f4f0ff" stroke-width="2" stroke-linecap="round" opacity=".6"/>` +
        `<ellipse cx="224" cy="136" rx="12" ry="2.5" ${flat('#fff6e6', 1.2)}/><path d="M217 122H231L229 135H219Z" ${flat('#ffd45c', 1.6)}/><path d="M231 125q5 0 4 5q-1 3-5 3" fill="none" stroke="${outlineOf('#ffd45c')}" stroke-width="1.6"/>` +
        `<path d="M222 118q-3-4 0-7M227 118q-3-4 0-7" fill="none" stroke="#f4f0ff" stroke-width="1.5" stroke-linecap="round" opacity=".6"/>`
      );
    },
  },
  library: {
    palette: { skyTop: '#3a2656', skyBottom: '#4a3162', ground: '#7a3a52', accent: '#ffe2a0' },
    landmarks: [{ x: 166, y: 26, w: 152, h: 138 }],
    stage: standLeft(190),
    draw(c, seed) {
      const random = seededRandom(seed);
      let rungs = '';
      for (let i = 1; i < 9; i++) {
        const t = i / 9;
        rungs += `M${num(234 + 10 * t)} ${num(172 - 150 * t)}h14`;
      }
      return (
        room(c, '#4a3162', '#8a4a5e', 162) +
        nightWindow(c, seed, { x: 40, y: 18, w: 56, h: 76 }, { arched: true }) +
        bookshelf(random, 168, 30, 74) +
        bookshelf(random, 244, 30, 74) +
        `<path d="M234 172L244 22M248 172L258 22" stroke="${outlineOf('#c08a5a')}" stroke-width="5" stroke-linecap="round"/><path d="M234 172L244 22M248 172L258 22" stroke="#c08a5a" stroke-width="3" stroke-linecap="round"/><path d="${rungs}" stroke="#c08a5a" stroke-width="2.5"/>` +
        `<ellipse cx="110" cy="184" rx="92" ry="11" fill="#c9567a" opacity=".7"/>` +
        openBook(c, 136, 62, 1.1, -10, '#5fa8e8') +
        openBook(c, 112, 26, 0.8, 12, '#ff7a7a') +
        openBook(c, 150, 100, 0.7, -4, '#6cc58a') +
        `<rect x="150" y="176" width="26" height="7" rx="2" ${flat('#5fa8e8', 1.5)}/><rect x="153" y="169" width="22" height="7" rx="2" ${flat('#ffb347', 1.5)}/><rect x="151" y="162" width="24" height="7" rx="2" ${flat('#a98be0', 1.5)}/>` +
        sparkle(120, 84, 4, '#fff2b0') +
        sparkle(160, 40, 3.5, '#fff2b0') +
        sparkle(96, 60, 3, '#fff2b0')
      );
    },
  },
  treehouse: {
    palette: { skyTop: '#1e2a5e', skyBottom: '#5a6aa8', ground: '#3f7a5a', accent: '#fff1c4' },
    landmarks: [{ x: 176, y: 16, w: 142, h: 170 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      let ladder = '';
      for (let y = 116; y < 180; y += 10) ladder += `M186 ${y}h14`;
      return (
        sky(c, p) +
        starField(seed, { x: 0, y: 0, w: 200, h: 100 }, 22) +
        crescent(c, 60, 36, 13, '#25306a') +
        `<path d="M0 150Q80 126 170 142T320 138V200H0Z" fill="#3a5a7a"/>` +
        puffs(
          c,
          [
            [196, 54, 30],
            [244, 30, 36],
            [294, 46, 34],
            [226, 74, 34],
            [282, 88, 30],
            [312, 98, 22],
            [184, 96, 22],
          ],
          '#3f8a5a',
        ) +
        `<path d="M226 182Q236 168 236 150V70L222 92L218 86L238 58H252L264 44L270 48L256 72V150Q256 168 268 182Z" ${paint(c, '#8a5a3a', 2.2)}/>` +
        `<path d="M214 108L238 128M286 108L256 128" stroke="#7a4a32" stroke-width="4" stroke-linecap="round"/>` +
        `<rect x="178" y="102" width="124" height="8" rx="2" ${flat('#b0784a', 2)}/>` +
        `<path d="M276 102V88M286 102V88M296 102V88M274 90H300" stroke="#9a6a42" stroke-width="2.5" stroke-linecap="round"/>` +
        `<rect x="194" y="64" width="74" height="38" ${paint(c, '#e8b07a', 2)}/><path d="M194 76H268M194 89H268" stroke="${darken('#e8b07a', 0.2)}" stroke-width="1.2"/>` +
        `<path d="M186 66L231 34L276 66Z" ${paint(c, '#d9566b', 2)}/>` +
        glow(c, 212, 80, 18, '#ffe9a8', 0.8) +
        `<rect x="204" y="72" width="16" height="14" rx="2" fill="#ffd97a" stroke="${outlineOf('#e8b07a')}" stroke-width="1.8"/><path d="M212 72V86M204 79H220" stroke="${outlineOf('#e8b07a')}" stroke-width="1.4"/>` +
        `<path d="M242 102V82Q250 74 258 82V102Z" fill="#7a4a3a"/>` +
        `<path d="M231 34V20" stroke="#6b4a3a" stroke-width="1.6"/><path d="M231 20L243 24L231 28Z" fill="#ffd45c"/>` +
        `<path d="M188 110V182M198 110V182" stroke="#d9c49a" stroke-width="2"/><path d="${ladder}" stroke="#c9a86a" stroke-width="2.6" stroke-linecap="round"/>` +
        `<path d="M296 110V122" stroke="#5a3d2e" stroke-width="1.4"/>` +
        glow(c, 296, 130, 20, '#ffd27a', 0.8) +
        `<rect x="291" y="122" width="10" height="13" rx="3" fill="#ffd27a" stroke="#5a3d2e" stroke-width="1.8"/>` +
        nearGround(c, 'M0 166Q160 154 320 168V200H0Z', '#4f8a6a', p) +
        grassTuft(176, 184, 1) +
        grassTuft(290, 188, 1.1) +
        flower(170, 176, 0.8, '#ff9cc6') +
        flower(306, 180, 0.8, '#ffffff') +
        fireflies(c, seed, { x: 140, y: 110, w: 170, h: 60 }, 6)
      );
    },
  },
  garden: {
    palette: { skyTop: '#2e2a6a', skyBottom: '#8a6ab4', ground: '#4f9a62', accent: '#fff0f6' },
    landmarks: [
      { x: 206, y: 60, w: 82, h: 96 },
      { x: 158, y: 112, w: 162, h: 84 },
    ],
    stage: standLeft(190),
    draw(c, seed, p) {
      let slats = '';
      for (let x = 226; x < 268; x += 8) slats += `<rect x="${x}" y="114" width="6" height="38" rx="2"/>`;
      let roses = '';
      for (let i = 0; i <= 8; i++) {
        const t = i / 8;
        const x = 218 + 58 * t;
        const y = 104 - Math.sin(t * Math.PI) * 32;
        roses += `<circle cx="${num(x)}" cy="${num(y)}" r="4.2" fill="${i % 2 ? '#ff7aa8' : '#ff4f7a'}" stroke="#b83a5a" stroke-width="1"/>`;
        if (i < 8)
          roses += `<ellipse cx="${num(x + 3.5)}" cy="${num(y + 3)}" rx="3" ry="1.8" fill="#5fb865"/>`;
      }
      return (
        starrySky(c, p, seed, 90, 22) +
        fullMoon(c, 76, 40, 15) +
        `<g fill="#3f7a62">${[10, 56, 110, 160, 210, 300].map((x) => `<circle cx="${x}" cy="134" r="26"/>`).join('')}</g>` +
        roundTree(c, 300, 132, 0.9, '#3f7a70') +
        nearGround(c, 'M0 150Q160 142 320 150V200H0Z', '#62aa74', p) +
        picketFence(0, 208, 154) +
        picketFence(288, 320, 154) +
        `<rect x="214" y="96" width="9" height="58" rx="2" ${paint(c, '#f6eef8', 1.8)}/><rect x="271" y="96" width="9" height="58" rx="2" ${paint(c, '#f6eef8', 1.8)}/>` +
        `<path d="M218 104Q247 40 276 104" fill="none" stroke="#b9a6c8" stroke-width="9"/><path d="M218 104Q247 40 276 104" fill="none" stroke="#f6eef8" stroke-width="6"/>` +
        roses +
        `<g fill="#f6eef8" stroke="#b9a6c8" stroke-width="1.5">${slats}<rect x="224" y="122" width="46" height="5"/><rect x="224" y="140" width="46" height="5"/></g>` +
        `<circle cx="262" cy="132" r="2.5" fill="#c99a3a"/>` +
        `<g fill="#b9b2c8" stroke="#8a82a0" stroke-width="1.2"><ellipse cx="247" cy="164" rx="10" ry="4"/><ellipse cx="240" cy="176" rx="12" ry="4.5"/><ellipse cx="228" cy="190" rx="14" ry="5"/></g>` +
        `<ellipse cx="186" cy="160" rx="30" ry="8" fill="#6a4a36"/>` +
        tulip(c, 172, 140, '#ff6f91') +
        tulip(c, 188, 136, '#ffb347') +
        tulip(c, 204, 142, '#c47aff') +
        `<ellipse cx="292" cy="186" rx="34" ry="9" fill="#6a4a36"/>` +
        tulip(c, 276, 166, '#c47aff') +
        tulip(c, 294, 160, '#ff6f91') +
        tulip(c, 312, 168, '#ffd45c') +
        flower(170, 182, 1.1, '#ffffff') +
        wateringCan(c, 196, 184) +
        fireflies(c, seed, { x: 20, y: 60, w: 280, h: 60 }, 6)
      );
    },
  },
  village: {
    palette: { skyTop: '#1d2258', skyBottom: '#51559a', ground: '#8a8296', accent: '#ffe2a0' },
    landmarks: [{ x: 150, y: 28, w: 170, h: 126 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      let cobbles = '';
      const random = seededRandom(0x7a11a6e); // the cobbles are part of the street: the same every time
      for (let i = 0; i < 40; i++) {
        const x = random() * 320;
        const y = 164 + random() * 34;
        cobbles += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(5 + random() * 3)}" ry="2.5"/>`;
      }
      return (
        starrySky(c, p, seed, 90, 26) +
        fullMoon(c, 56, 38, 14) +
        `<path d="M0 130Q100 108 200 122T320 112V200H0Z" fill="#323f7c"/>` +
        roundTree(c, 24, 150, 0.8, '#3f7a78') +
        `<rect x="230" y="66" width="30" height="60" ${paint(c, '#dcd0ec', 2)}/><path d="M226 68L245 24L264 68Z" ${paint(c, '#6a5ac8', 2)}/>` +
        star5(245, 18, 5, '#ffd45c') +
        glow(c, 245, 84, 12, '#ffe9a8', 0.8) +
        `<circle cx="245" cy="84" r="6" fill="#ffd97a" stroke="${outlineOf('#dcd0ec')}" stroke-width="1.5"/>` +
        house(c, 158, 154, 48, 40, '#f3c98b', '#d9566b', true) +
        house(c, 212, 156, 52, 38, '#b8d0f0', '#4a9a7a', false) +
        house(c, 270, 154, 46, 44, '#f7e0c8', '#c96a9a', true) +
        nearGround(c, 'M0 156Q160 150 320 156V200H0Z', '#9a92a8', p) +
        `<g fill="${lighten(p.ground, 0.25)}" opacity=".6">${cobbles}</g>` +
        streetLamp(c, 206, 176) +
        streetLamp(c, 306, 180)
      );
    },
  },
  farm: {
    palette: { skyTop: '#27386c', skyBottom: '#dcb26c', ground: '#5f8a4a', accent: '#fff3d0' },
    landmarks: [{ x: 166, y: 50, w: 152, h: 144 }],
    stage: standLeft(190),
    draw(c, seed, p) {
      const bale = (x: number, y: number, r: number) =>
        `<circle cx="${x}" cy="${y}" r="${r}" ${paint(c, '#f2c65c', 2)}/><path d="M${x} ${y}m-${num(r * 0.6)} 0a${num(r * 0.6)} ${num(r * 0.6)} 0 1 1 ${num(r * 0.6)} ${num(r * 0.6)}M${x} ${y}m-${num(r * 0.3)} 0a${num(r * 0.3)} ${num(r * 0.3)} 0 1 1 ${num(r * 0.3)} ${num(r * 0.3)}" fill="none" stroke="#c99a3a" stroke-width="1.5"/>`;
      const wool = [
        [266, 176, 9],
        [278, 170, 10],
        [290, 176, 9],
        [278, 182, 9],
        [268, 184, 7],
        [290, 184, 7],
      ] as const;
      return (
        starrySky(c, p, seed, 70, 18) +
        crescent(c, 64, 34, 12, '#2c3d70') +
        `<path d="M0 136Q120 118 320 132V200H0Z" fill="#6f8a50"/>` +
        `<path d="M0 146Q60 140 120 144M0 152Q60 146 130 150" stroke="#8aa060" stroke-width="3" fill="none"/>` +
        railFence(0, 180, 158) +
        `<rect x="290" y="74" width="26" height="86" ${paint(c, '#c9c2d8', 2)}/><path d="M290 74Q303 58 316 74Z" ${paint(c, '#9aa6c8', 2)}/><path d="M290 96H316M290 120H316M290 144H316" stroke="#9a92b0" stroke-width="1.5"/>` +
        barn(c, 244, 160, 1.25) +
        nearGround(c, 'M0 160Q160 150 320 162V200H0Z', '#74a05a', p) +
        bale(182, 176, 14) +
        bale(210, 182, 11) +
        `<path d="M270 184v8M286 184v8" stroke="#3a3040" stroke-width="3" stroke-linecap="round"/>` +
        `<g ${paint(c, '#fbf6ff', 1.8)}>${wool.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>` +
        `<g fill="#fbf6ff">${wool.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r - 1}"/>`).join('')}</g>` +
        `<ellipse cx="298" cy="174" rx="7" ry="8.5" fill="#4a4050"/><ellipse cx="293" cy="170" rx="3.5" ry="2" fill="#4a4050"/><circle cx="300" cy="172" r="1.5" fill="#fff"/>` +
        grassTuft(160, 188, 1) +
        grassTuft(236, 194, 1) +
        flower(150, 180, 0.8, '#ffd45c')
      );
    },
  },
} satisfies Partial<Record<Setting, SettingArt>>;
