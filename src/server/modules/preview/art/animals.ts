/**
 * The ten Magical Animals, each drawn in a 200 x 200 box standing on y = 190, in the house style: soft
 * shaded shapes, a plum outline, big glossy eyes and rosy cheeks. Each carries the features a four-year-old
 * names it by (a bear's round ears and snout, a giraffe's long patched neck, ...).
 */
import { cheeks, eyes, muzzleMouth, smile } from './features.js';
import { INK, darken, flat, lighten, num, outlineOf, paint, seededRandom, type Canvas } from './svg.js';

/** Draws the left half's shape and its mirror image about x = 100. */
function pair(left: string): string {
  return `${left}<g transform="matrix(-1 0 0 1 200 0)">${left}</g>`;
}

/** An irregular rounded patch (giraffe spots). */
function patch(cx: number, cy: number, r: number, seed: number): string {
  const random = seededRandom(seed);
  const corners = 5;
  const pts: [number, number][] = [];
  for (let i = 0; i < corners; i++) {
    const a = (i / corners) * Math.PI * 2 + random() * 0.6;
    const rr = r * (0.75 + random() * 0.4);
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a) * 0.85]);
  }
  // Rounded: quadratic curves through the midpoints, corners as control points.
  const mid = (a: [number, number], b: [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const last = pts[corners - 1]!;
  const start = mid(last, pts[0]!);
  let d = `M${num(start[0])} ${num(start[1])}`;
  for (let i = 0; i < corners; i++) {
    const p = pts[i]!;
    const m = mid(p, pts[(i + 1) % corners]!);
    d += `Q${num(p[0])} ${num(p[1])} ${num(m[0])} ${num(m[1])}`;
  }
  return `<path d="${d}Z"/>`;
}

function feet(c: Canvas, color: string, y = 186, spread = 22, rx = 15, ry = 8.5): string {
  return pair(`<ellipse cx="${100 - spread}" cy="${y}" rx="${rx}" ry="${ry}" ${paint(c, color)}/>`);
}

export function bear(c: Canvas): string {
  const fur = '#b27a4b';
  const light = '#f2d5ae';
  return (
    pair(
      `<circle cx="60" cy="58" r="18" ${paint(c, fur)}/><circle cx="61" cy="60" r="9.5" fill="#e8a98e"/>`,
    ) +
    `<ellipse cx="100" cy="158" rx="43" ry="33" ${paint(c, fur)}/>` +
    `<ellipse cx="100" cy="165" rx="26" ry="21" fill="${light}"/>` +
    pair(`<ellipse cx="64" cy="152" rx="11" ry="17" transform="rotate(25 64 152)" ${paint(c, fur)}/>`) +
    feet(c, fur) +
    pair(`<ellipse cx="78" cy="187" rx="8" ry="4.5" fill="${light}"/>`) +
    `<ellipse cx="100" cy="96" rx="49" ry="45" ${paint(c, fur)}/>` +
    `<ellipse cx="100" cy="114" rx="22" ry="16.5" fill="${light}" stroke="${outlineOf(light)}" stroke-width="1.5"/>` +
    `<ellipse cx="100" cy="105" rx="9" ry="6" fill="${INK}"/><ellipse cx="97" cy="103" rx="3" ry="1.8" fill="#fff" opacity=".7"/>` +
    muzzleMouth(100, 111, 7) +
    eyes(80, 120, 90, 7.5) +
    cheeks(68, 132, 110, 8)
  );
}

export function fox(c: Canvas): string {
  const fur = '#f0853a';
  const white = '#fff6ea';
  const dark = '#5a3327';
  const tail =
    'M110 178C150 194 196 168 192 122C190 96 186 72 174 60Q160 52 158 68C156 86 154 104 158 120C162 140 142 158 114 160Z';
  const tailClip = c.clip('fox-tail', `<path d="${tail}"/>`);
  return (
    `<path d="${tail}" ${paint(c, fur)}/>` +
    `<g clip-path="${tailClip}"><ellipse cx="174" cy="66" rx="20" ry="17" transform="rotate(40 174 66)" fill="${white}"/></g>` +
    `<path d="${tail}" fill="none" stroke="${outlineOf(fur)}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<ellipse cx="100" cy="160" rx="34" ry="29" ${paint(c, fur)}/>` +
    `<path d="M82 136Q100 150 118 136Q122 160 100 176Q78 160 82 136Z" fill="${white}"/>` +
    feet(c, dark, 186, 16, 12, 8) +
    pair(
      `<path d="M60 78L56 24Q58 20 63 23L94 56Z" ${paint(c, fur)}/><path d="M64 66L62 34L84 56Z" fill="${dark}"/>`,
    ) +
    `<path d="M100 50C130 50 154 64 158 86C160 98 152 106 140 112C126 120 112 132 100 142C88 132 74 120 60 112C48 106 40 98 42 86C46 64 70 50 100 50Z" ${paint(c, fur)}/>` +
    `<path d="M46 96C62 104 80 108 92 108Q100 110 108 108C120 108 138 104 154 96C150 108 132 118 120 124C112 130 106 136 100 141C94 136 88 130 80 124C68 118 50 108 46 96Z" fill="${white}"/>` +
    `<ellipse cx="100" cy="136" rx="7" ry="5" fill="${INK}"/><ellipse cx="98" cy="134.5" rx="2.4" ry="1.4" fill="#fff" opacity=".7"/>` +
    eyes(80, 120, 90, 7.5) +
    cheeks(66, 134, 106, 7) +
    smile(100, 118, 5)
  );
}

export function owl(c: Canvas): string {
  const feather = '#9a6b4c';
  const cream = '#f5e4c6';
  const wing = '#7a523a';
  const orange = '#f7a13e';
  const body =
    'M100 40C142 40 158 84 156 120C154 158 132 178 100 178C68 178 46 158 44 120C42 84 58 40 100 40Z';
  let scallops = '';
  for (const [y, xs] of [
    [136, [88, 100, 112]],
    [148, [82, 94, 106, 118]],
    [160, [88, 100, 112]],
  ] as const) {
    for (const x of xs) {
      scallops += `<path d="M${x - 4} ${y}Q${x} ${y + 5} ${x + 4} ${y}" fill="none" stroke="${darken(cream, 0.28)}" stroke-width="2" stroke-linecap="round"/>`;
    }
  }
  return (
    `<path d="M22 182Q100 170 178 182" fill="none" stroke="#6b4731" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M150 176q14-12 26-6q-10 14-26 6Z" fill="#6fbf73" stroke="${outlineOf('#6fbf73')}" stroke-width="2"/>` +
    pair(`<path d="M58 72L46 28Q60 34 82 50Z" ${paint(c, feather)}/>`) +
    `<path d="${body}" ${paint(c, feather)}/>` +
    pair(`<path d="M50 100C34 120 40 156 62 166C70 146 66 118 50 100Z" ${paint(c, wing)}/>`) +
    `<ellipse cx="100" cy="146" rx="31" ry="27" fill="${cream}"/>` +
    scallops +
    pair(`<circle cx="77" cy="86" r="25" fill="${cream}" stroke="${outlineOf(cream)}" stroke-width="1.5"/>`) +
    pair(
      `<circle cx="77" cy="86" r="17" fill="#ffd45c" stroke="${outlineOf('#ffd45c')}" stroke-width="2"/><circle cx="78" cy="87" r="11" fill="${INK}"/><circle cx="82" cy="82" r="4" fill="#fff"/><circle cx="74" cy="91" r="1.8" fill="#fff"/>`,
    ) +
    `<path d="M92 102Q100 98 108 102L100 116Z" ${flat(orange, 2)}/>` +
    pair(`<path d="M82 178q2-8 6-8t6 8" ${flat(orange, 2)}/>`) +
    cheeks(60, 140, 110, 7)
  );
}

export function rabbit(c: Canvas): string {
  const fur = '#f4eff8';
  const pink = '#f7b3c6';
  return (
    `<ellipse cx="80" cy="50" rx="14" ry="40" transform="rotate(-12 80 50)" ${paint(c, fur)}/>` +
    `<ellipse cx="80" cy="52" rx="6.5" ry="29" transform="rotate(-12 80 52)" fill="${pink}"/>` +
    `<path d="M112 84C110 50 118 22 132 14C144 8 150 22 146 40C142 58 132 72 126 86Z" ${paint(c, fur)}/>` +
    `<path d="M118 78C118 54 124 34 134 26C140 24 142 32 138 44C134 58 128 68 124 80Z" fill="${pink}"/>` +
    `<circle cx="140" cy="170" r="12" ${paint(c, '#ffffff')}/>` +
    `<ellipse cx="100" cy="162" rx="36" ry="28" ${paint(c, fur)}/>` +
    `<ellipse cx="100" cy="168" rx="20" ry="17" fill="#fff"/>` +
    feet(c, fur, 187, 22, 17, 7.5) +
    pair(`<ellipse cx="74" cy="154" rx="9" ry="13" transform="rotate(20 74 154)" ${paint(c, fur)}/>`) +
    `<ellipse cx="100" cy="106" rx="42" ry="39" ${paint(c, fur)}/>` +
    pair(
      `<path d="M84 118L60 114M84 122L62 126" stroke="${darken(fur, 0.3)}" stroke-width="1.5" stroke-linecap="round"/>`,
    ) +
    `<path d="M94 114Q100 110 106 114Q102 120 100 120Q98 120 94 114Z" fill="#f28aa6" stroke="${outlineOf('#f28aa6')}" stroke-width="1.2"/>` +
    `<path d="M95 124H105V130Q100 132 95 130Z" fill="#fff" stroke="${outlineOf(fur)}" stroke-width="1.5" stroke-linejoin="round"/><path d="M100 124V131" stroke="${outlineOf(fur)}" stroke-width="1.2"/>` +
    muzzleMouth(100, 120, 6) +
    eyes(82, 118, 100, 7.5) +
    cheeks(70, 130, 116, 8)
  );
}

export function elephant(c: Canvas): string {
  const skin = '#a3b1cf';
  const pink = '#f3b9c8';
  const trunk =
    'M86 98C84 124 88 150 106 156C120 160 132 148 130 134L120 134C120 142 114 146 108 144C100 140 104 120 112 98';
  return (
    pair(
      `<ellipse cx="50" cy="96" rx="34" ry="40" transform="rotate(-10 50 96)" ${paint(c, skin)}/><ellipse cx="53" cy="98" rx="22" ry="28" transform="rotate(-10 53 98)" fill="${pink}"/>`,
    ) +
    pair(
      `<path d="M68 160V182Q68 190 76 190H88Q96 190 96 182V160Z" ${paint(c, skin)}/><path d="M74 187q3-3 6 0M82 187q3-3 6 0" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`,
    ) +
    `<ellipse cx="100" cy="156" rx="40" ry="28" ${paint(c, skin)}/>` +
    `<circle cx="100" cy="90" r="41" ${paint(c, skin)}/>` +
    `<path d="M100 66q-4-8 2-14M96 68q-8-4-10-12" fill="none" stroke="${outlineOf(skin)}" stroke-width="2.2" stroke-linecap="round"/>` +
    `<path d="${trunk}Z" fill="${c.soft(skin)}"/><path d="${trunk}" fill="none" stroke="${outlineOf(skin)}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M89 116q10 3 19 0M90 128q8 3 15 1M96 142q5 3 9 2" fill="none" stroke="${outlineOf(skin)}" stroke-width="1.6" stroke-linecap="round" opacity=".6"/>` +
    `<ellipse cx="125" cy="134" rx="5" ry="2.2" fill="${darken(skin, 0.35)}"/>` +
    eyes(80, 120, 84, 7.5) +
    cheeks(70, 130, 102, 8)
  );
}

export function giraffe(c: Canvas): string {
  const coat = '#f7c859';
  const spot = '#c97b3c';
  const light = '#fbe6ad';
  const hoof = '#6e4630';
  const neck = 'M84 160C90 126 98 96 104 70L132 72C128 100 124 128 122 160Z';
  const mane = 'M103 74C97 98 91 120 87 138';
  const torso = '<ellipse cx="98" cy="158" rx="44" ry="24"/>';
  const spotsClip = c.clip('giraffe', `<path d="${neck}"/>${torso}`);
  const spots = [
    [112, 88, 7],
    [122, 104, 7],
    [106, 112, 6],
    [116, 126, 8],
    [98, 136, 7],
    [120, 146, 6],
    [72, 150, 9],
    [92, 160, 8],
    [118, 166, 8],
    [66, 170, 7],
    [138, 156, 7],
  ] as const;
  return (
    `<path d="M56 154Q40 160 42 176" fill="none" stroke="${outlineOf(coat)}" stroke-width="3" stroke-linecap="round"/><ellipse cx="42" cy="178" rx="4" ry="6" fill="${hoof}"/>` +
    pair(
      `<rect x="64" y="164" width="13" height="26" rx="6" ${paint(c, coat)}/><rect x="64" y="181" width="13" height="9" rx="3" fill="${hoof}"/>`,
    ) +
    `<rect x="108" y="164" width="13" height="26" rx="6" ${paint(c, coat)}/><rect x="108" y="181" width="13" height="9" rx="3" fill="${hoof}"/>` +
    `<ellipse cx="98" cy="158" rx="44" ry="24" ${paint(c, coat)}/>` +
    `<path d="${mane}" fill="none" stroke="${outlineOf(spot)}" stroke-width="12" stroke-linecap="round" stroke-dasharray="0 9"/><path d="${mane}" fill="none" stroke="${spot}" stroke-width="8" stroke-linecap="round" stroke-dasharray="0 9"/>` +
    `<path d="${neck}" fill="${coat}"/>` +
    `<path d="M86 137C90 122 98 96 104 70M132 72C128 100 124 124 123.5 139" fill="none" stroke="${outlineOf(coat)}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<g clip-path="${spotsClip}" fill="${spot}">${spots.map(([x, y, r], i) => patch(x, y, r, 11 + i)).join('')}</g>` +
    `<path d="M108 34L104 14M132 34L136 14" stroke="${outlineOf(coat)}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="104" cy="13" r="5.5" fill="${hoof}"/><circle cx="136" cy="13" r="5.5" fill="${hoof}"/>` +
    `<ellipse cx="88" cy="40" rx="14" ry="7" transform="rotate(-20 88 40)" ${paint(c, coat)}/>` +
    `<ellipse cx="152" cy="40" rx="14" ry="7" transform="rotate(20 152 40)" ${paint(c, coat)}/>` +
    `<ellipse cx="120" cy="50" rx="29" ry="27" ${paint(c, coat)}/>` +
    `<ellipse cx="120" cy="66" rx="21" ry="14" fill="${light}" stroke="${outlineOf(light)}" stroke-width="1.5"/>` +
    `<ellipse cx="113" cy="64" rx="2.4" ry="1.8" fill="${darken(light, 0.45)}"/><ellipse cx="127" cy="64" rx="2.4" ry="1.8" fill="${darken(light, 0.45)}"/>` +
    smile(120, 70, 6) +
    eyes(108, 132, 46, 6.5) +
    cheeks(99, 141, 58, 6)
  );
}

export function lion(c: Canvas): string {
  const face = '#f6bd4a';
  const mane = '#d8702a';
  const light = '#fde8b8';
  let manePuffs = '';
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    manePuffs += `<circle cx="${num(100 + 48 * Math.cos(a))}" cy="${num(92 + 46 * Math.sin(a))}" r="17"/>`;
  }
  return (
    `<path d="M130 172C160 176 172 160 166 140" fill="none" stroke="${outlineOf(face)}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M130 172C160 176 172 160 166 140" fill="none" stroke="${face}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="166" cy="136" r="9" ${paint(c, mane)}/>` +
    `<ellipse cx="100" cy="160" rx="37" ry="29" ${paint(c, face)}/>` +
    `<ellipse cx="100" cy="166" rx="20" ry="17" fill="${light}"/>` +
    feet(c, face, 186, 20, 14, 8) +
    `<g fill="${mane}" stroke="${outlineOf(mane)}" stroke-width="2.5">${manePuffs}</g>` +
    `<circle cx="100" cy="92" r="50" fill="${mane}"/>` +
    pair(`<circle cx="68" cy="60" r="12" ${paint(c, face)}/><circle cx="68" cy="61" r="6" fill="#e99a6a"/>`) +
    `<circle cx="100" cy="95" r="38" ${paint(c, face)}/>` +
    pair(`<ellipse cx="91" cy="112" rx="12" ry="9.5" fill="${light}"/>`) +
    pair(
      `<circle cx="86" cy="111" r="1.3" fill="${darken(face, 0.4)}"/><circle cx="90" cy="115" r="1.3" fill="${darken(face, 0.4)}"/>`,
    ) +
    `<path d="M92 102Q100 99 108 102Q104 109 100 110Q96 109 92 102Z" fill="#8a4a3c"/>` +
    muzzleMouth(100, 110, 6) +
    eyes(85, 115, 90, 7) +
    cheeks(72, 128, 106, 7)
  );
}

export function penguin(c: Canvas): string {
  const black = '#2c3150';
  const white = '#fbfbff';
  const orange = '#ff9a3d';
  return (
    pair(
      `<ellipse cx="48" cy="126" rx="11" ry="28" transform="rotate(22 48 126)" fill="${c.soft(black)}" stroke="#14162a" stroke-width="2.5"/>`,
    ) +
    `<path d="M100 34C140 34 156 78 156 120C156 160 132 184 100 184C68 184 44 160 44 120C44 78 60 34 100 34Z" fill="${c.soft(black)}" stroke="#14162a" stroke-width="2.5"/>` +
    `<path d="M100 66C88 50 60 54 62 82C63 98 74 106 78 116C70 138 72 172 100 176C128 172 130 138 122 116C126 106 137 98 138 82C140 54 112 50 100 66Z" fill="${c.linear([white, '#e6e8f4'])}"/>` +
    `<path d="M100 28q6-8 12-4" fill="none" stroke="${black}" stroke-width="3" stroke-linecap="round"/>` +
    feet(c, orange, 186, 16, 14, 6.5) +
    `<path d="M88 98Q100 90 112 98Q104 110 100 110Q96 110 88 98Z" ${flat(orange, 2)}/>` +
    `<path d="M90 99Q100 103 110 99" fill="none" stroke="${outlineOf(orange)}" stroke-width="1.4"/>` +
    eyes(84, 116, 84, 7.5) +
    cheeks(72, 128, 100, 7)
  );
}

export function koala(c: Canvas): string {
  const fur = '#a9acbf';
  const fluff = '#f1f2f8';
  const nose = '#3d3550';
  const leaf = '#6cbf7a';
  let earFluff = '';
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * 0.55 + (i / 8) * Math.PI * 1.3;
    earFluff += `<circle cx="${num(54 + 27 * Math.cos(a))}" cy="${num(64 + 27 * Math.sin(a))}" r="8"/>`;
  }
  return (
    pair(
      `<g fill="${outlineOf(fur)}" stroke="${outlineOf(fur)}" stroke-width="5">${earFluff}<circle cx="54" cy="64" r="28"/></g><g fill="${fur}">${earFluff}</g><circle cx="54" cy="64" r="28" fill="${c.soft(fur)}"/><circle cx="57" cy="67" r="17" fill="${fluff}"/><path d="M48 62l-6-3M50 70l-7 1M54 56l-3-6" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`,
    ) +
    `<ellipse cx="100" cy="160" rx="38" ry="30" ${paint(c, fur)}/>` +
    `<ellipse cx="100" cy="166" rx="22" ry="19" fill="${fluff}"/>` +
    feet(c, fur, 186, 20, 14, 8) +
    pair(`<ellipse cx="74" cy="148" rx="10" ry="14" transform="rotate(-30 74 148)" ${paint(c, fur)}/>`) +
    `<path d="M78 166C92 156 112 146 134 130" fill="none" stroke="#7a5a3f" stroke-width="4" stroke-linecap="round"/>` +
    [
      [96, 152, -70],
      [112, 144, 40],
      [122, 136, -60],
      [134, 130, 10],
    ]
      .map(
        ([x, y, r]) =>
          `<ellipse cx="${x}" cy="${y}" rx="10" ry="5" transform="rotate(${r} ${x} ${y})" ${flat(leaf, 1.8)}/>`,
      )
      .join('') +
    `<ellipse cx="100" cy="98" rx="46" ry="41" ${paint(c, fur)}/>` +
    `<path d="M100 84C110 84 114 92 114 104C114 118 108 124 100 124C92 124 86 118 86 104C86 92 90 84 100 84Z" fill="${c.soft(nose)}" stroke="${darken(nose, 0.3)}" stroke-width="2"/>` +
    `<ellipse cx="95" cy="92" rx="3" ry="5" fill="#fff" opacity=".35"/>` +
    smile(100, 130, 5) +
    eyes(75, 125, 94, 6.5) +
    cheeks(68, 132, 112, 7)
  );
}

export function tiger(c: Canvas): string {
  const fur = '#f48a2c';
  const white = '#fff5e8';
  const stripe = '#3a2230';
  const wedge = (x: number, y: number, dx: number, dy: number, w: number) =>
    `<path d="M${num(x - w * dy)} ${num(y + w * dx)}L${num(x + dx)} ${num(y + dy)}L${num(x + w * dy)} ${num(y - w * dx)}Z" fill="${stripe}" stroke="${stripe}" stroke-width="2" stroke-linejoin="round"/>`;
  const tail = 'M132 176C162 182 178 166 172 140';
  return (
    `<path d="${tail}" fill="none" stroke="${outlineOf(fur)}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="${tail}" fill="none" stroke="${fur}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="${tail}" fill="none" stroke="${stripe}" stroke-width="8" stroke-dasharray="3 7" stroke-dashoffset="-12"/>` +
    `<circle cx="172" cy="138" r="5" fill="${stripe}"/>` +
    `<ellipse cx="100" cy="160" rx="38" ry="29" ${paint(c, fur)}/>` +
    `<ellipse cx="100" cy="166" rx="21" ry="18" fill="${white}"/>` +
    wedge(63, 152, 14, 2, 0.28) +
    wedge(64, 166, 12, 0, 0.28) +
    wedge(137, 152, -14, 2, 0.28) +
    wedge(136, 166, -12, 0, 0.28) +
    feet(c, fur, 186, 20, 14, 8) +
    pair(
      `<circle cx="62" cy="58" r="15" ${paint(c, fur)}/><circle cx="63" cy="60" r="7.5" fill="${white}"/>`,
    ) +
    `<ellipse cx="100" cy="95" rx="49" ry="43" ${paint(c, fur)}/>` +
    pair(`<ellipse cx="80" cy="113" rx="21" ry="15" fill="${white}"/>`) +
    pair(`<ellipse cx="82" cy="78" rx="7" ry="4" fill="${white}" opacity=".9"/>`) +
    wedge(100, 54, 0, 16, 0.3) +
    wedge(88, 56, 2, 12, 0.3) +
    wedge(112, 56, -2, 12, 0.3) +
    wedge(52, 90, 16, 2, 0.25) +
    wedge(54, 104, 14, -2, 0.25) +
    wedge(148, 90, -16, 2, 0.25) +
    wedge(146, 104, -14, -2, 0.25) +
    `<path d="M93 104Q100 100 107 104Q103 111 100 111Q97 111 93 104Z" fill="#e0707f" stroke="${outlineOf('#e0707f')}" stroke-width="1.2"/>` +
    muzzleMouth(100, 111, 6) +
    eyes(82, 118, 88, 7.5) +
    cheeks(68, 132, 104, 6) +
    pair(
      `<path d="M76 116l-18-2M76 121l-16 4" stroke="${lighten(stripe, 0.3)}" stroke-width="1.3" stroke-linecap="round"/>`,
    )
  );
}

export const ANIMAL_ART = {
  Bear: bear,
  Fox: fox,
  Owl: owl,
  Rabbit: rabbit,
  Elephant: elephant,
  Giraffe: giraffe,
  Lion: lion,
  Penguin: penguin,
  Koala: koala,
  Tiger: tiger,
} as const satisfies Record<string, (c: Canvas) => string>;
