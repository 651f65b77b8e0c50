// Jewellery motifs drawn in an 800 x 1136 box (the object sits around x=400, y=560): ring, loose stone, pendant,
// earrings, tennis bracelet, bangles, chain, pearl or bead strand, ring box, loupe and a crystal cluster.
import {
  METALS,
  brilliant,
  girdle,
  metalGradient,
  mix,
  pearlGradient,
  poly,
  shade,
  sparkle,
  stepCut,
  type Metal,
  type Pt,
} from './svg-kit.ts';

/** Colours of stones, pearls, beads and velvet, by key. */
export const COLOURS = {
  diamond: '#d6e1ee',
  yellowDiamond: '#f0cd45',
  ruby: '#b3132f',
  sapphire: '#1f3fa6',
  emerald: '#04785a',
  amethyst: '#7d3cb5',
  citrine: '#e0961a',
  pink: '#e0568f',
  aqua: '#3aaed4',
  tanzanite: '#4c3db0',
  quartz: '#e4eaf2',
  pearlWhite: '#f1ebe1',
  pearlCream: '#eed9bb',
  pearlGolden: '#dcb35e',
  pearlBlack: '#4a505f',
  pearlPink: '#efcdca',
  lapis: '#23408f',
  roseQuartz: '#e6a5b3',
  turquoise: '#2fb3a5',
  jadeite: '#3e9a5d',
  navy: '#1d2b53',
  burgundy: '#6d1a2c',
  black: '#24262b',
  green: '#1f4d3a',
} as const;
export type ColourKey = keyof typeof COLOURS;
export type Motif =
  'ring' | 'gem' | 'pendant' | 'earrings' | 'bracelet' | 'bangle' | 'chain' | 'pearls' | 'beads' | 'box' | 'loupe' | 'crystal';

const isPearl = (c: ColourKey) => c.startsWith('pearl');

/** A stone at (cx, cy): a pearl for pearl colours, otherwise a faceted stone of the given shape. */
function stone(
  id: string,
  c: ColourKey,
  cx: number,
  cy: number,
  r: number,
  shape: 'round' | 'oval' | 'pear' | 'cushion' = 'round',
): string {
  if (isPearl(c)) return `<defs>${pearlGradient(id, COLOURS[c])}</defs><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;
  return brilliant(id, girdle(shape, cx, cy, r), COLOURS[c]);
}

/** Small pavé diamonds on a circle. */
function halo(cx: number, cy: number, radius: number, n: number, r: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = cx + radius * Math.cos(a);
    const y = cy + radius * Math.sin(a);
    s += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${shade(COLOURS.diamond, Math.sin(a + 0.8) * 0.4)}" stroke="${shade(COLOURS.diamond, -0.45)}" stroke-width="1.5"/>`;
  }
  return s;
}

/** Pavé diamonds following a stone's outline, `k` times its size. */
function outlineHalo(g: readonly Pt[], cx: number, cy: number, k: number, r: number): string {
  let s = '';
  for (let i = 0; i < g.length; i++) {
    const [x1, y1] = g[i];
    const [x2, y2] = g[(i + 1) % g.length];
    for (const t of [0, 0.5]) {
      const x = cx + (x1 + (x2 - x1) * t - cx) * k;
      const y = cy + (y1 + (y2 - y1) * t - cy) * k;
      s += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${shade(COLOURS.diamond, ((i % 3) - 1) * 0.3)}" stroke="${shade(COLOURS.diamond, -0.45)}" stroke-width="1.5"/>`;
    }
  }
  return s;
}

function prongs(cx: number, cy: number, r: number, metalFill: string): string {
  return [45, 135, 225, 315]
    .map((d) => {
      const a = (d * Math.PI) / 180;
      return `<ellipse cx="${(cx + r * 0.93 * Math.cos(a)).toFixed(1)}" cy="${(cy + r * 0.93 * Math.sin(a)).toFixed(1)}" rx="${r * 0.1}" ry="${r * 0.1}" fill="${metalFill}"/>`;
    })
    .join('');
}

function ring(id: string, c: ColourKey, metal: Metal, v: number): string {
  const m = `url(#${id}m)`;
  let s = `<defs>${metalGradient(`${id}m`, metal)}</defs>`;
  s += `<ellipse cx="400" cy="700" rx="178" ry="190" fill="none" stroke="${m}" stroke-width="34"/>`;
  s += `<ellipse cx="400" cy="700" rx="160" ry="172" fill="none" stroke="${shade(METALS[metal], -0.5)}" stroke-opacity="0.35" stroke-width="4"/>`;
  s += `<path d="M335 520 L465 520 L430 585 L370 585 Z" fill="${m}"/>`;
  if (v % 3 === 1) {
    s += `<circle cx="400" cy="465" r="132" fill="${m}"/>${halo(400, 465, 117, 22, 12)}`;
    s += stone(`${id}s`, c, 400, 465, 96) + prongs(400, 465, 96, m);
  } else if (v % 3 === 2) {
    s += stone(`${id}a`, 'diamond', 266, 570, 34) + stone(`${id}b`, 'diamond', 534, 570, 34);
    s += stone(`${id}s`, c, 400, 470, 112, 'oval') + prongs(400, 470, 100, m);
  } else {
    s += stone(`${id}s`, c, 400, 470, 108) + prongs(400, 470, 108, m);
  }
  return s;
}

function gem(id: string, c: ColourKey, v: number): string {
  const shapes = ['round', 'oval', 'cushion', 'step', 'pear'] as const;
  const shape = shapes[v % shapes.length];
  if (shape === 'step') return stepCut(400, 560, 330, 440, COLOURS[c]);
  return brilliant(id, girdle(shape, 400, 560, 230), COLOURS[c]);
}

function pendant(id: string, c: ColourKey, metal: Metal, v: number): string {
  const m = `url(#${id}m)`;
  let s = `<defs>${metalGradient(`${id}m`, metal)}</defs>`;
  s += `<path d="M170 40 Q400 800 630 40" fill="none" stroke="${shade(METALS[metal], -0.3)}" stroke-width="3"/>`;
  s += `<path d="M170 40 Q400 800 630 40" fill="none" stroke="${m}" stroke-width="7" stroke-dasharray="10 5" stroke-linecap="round"/>`;
  s += `<rect x="384" y="400" width="32" height="62" rx="14" fill="none" stroke="${m}" stroke-width="9"/>`;
  if (isPearl(c)) return s + `<circle cx="400" cy="474" r="14" fill="${m}"/>` + stone(`${id}s`, c, 400, 600, 130);
  const g = girdle('pear', 400, 610, 150);
  s += poly(
    g.map(([x, y]) => [400 + (x - 400) * 1.09, 610 + (y - 610) * 1.07] as Pt),
    m,
  );
  if (v % 2 === 1) s += outlineHalo(g, 400, 610, 1.22, 10);
  return s + brilliant(`${id}s`, g, COLOURS[c]);
}

function earrings(id: string, c: ColourKey, metal: Metal, v: number): string {
  const m = `url(#${id}m)`;
  let s = `<defs>${metalGradient(`${id}m`, metal)}</defs>`;
  const studs = isPearl(c) || v % 2 === 0;
  for (const [i, x] of [270, 530].entries()) {
    if (studs) {
      if (!isPearl(c)) s += `<circle cx="${x}" cy="560" r="128" fill="${m}"/>${halo(x, 560, 114, 20, 11)}`;
      s += stone(`${id}s${i}`, c, x, 560, isPearl(c) ? 110 : 94) + (isPearl(c) ? '' : prongs(x, 560, 94, m));
    } else {
      s += `<path d="M${x} 360 C${x} 250 ${x + 95} 250 ${x + 95} 330" fill="none" stroke="${m}" stroke-width="8" stroke-linecap="round"/>`;
      s += `<line x1="${x}" y1="380" x2="${x}" y2="470" stroke="${m}" stroke-width="6"/>`;
      s += stone(`${id}t${i}`, 'diamond', x, 380, 30);
      const g = girdle('pear', x, 590, 115);
      s +=
        poly(
          g.map(([gx, gy]) => [x + (gx - x) * 1.08, 590 + (gy - 590) * 1.06] as Pt),
          m,
        ) + brilliant(`${id}s${i}`, g, COLOURS[c]);
    }
  }
  return s;
}

function bracelet(id: string, c: ColourKey, metal: Metal): string {
  const m = `url(#${id}m)`;
  const items: { y: number; svg: string }[] = [];
  const n = 30;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = 400 + 290 * Math.cos(a);
    const y = 620 + 170 * Math.sin(a);
    const r = 22 + 7 * Math.sin(a);
    const colour = Math.sin(a) < 0 ? mix(COLOURS[c], '#8090a0', 0.25) : COLOURS[c];
    const body =
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r + 6).toFixed(1)}" fill="${m}"/>` +
      brilliant(`${id}${i}`, girdle('round', x, y, r), colour, i % 5 === 0);
    items.push({ y, svg: body });
  }
  items.sort((p, q) => p.y - q.y);
  return `<defs>${metalGradient(`${id}m`, metal)}</defs>` + items.map((i) => i.svg).join('');
}

function bangle(id: string, c: ColourKey | null, metal: Metal): string {
  const fill = c ? COLOURS[c] : METALS[metal];
  let s = `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(fill, -0.3)}"/><stop offset="0.4" stop-color="${shade(fill, 0.5)}"/><stop offset="0.7" stop-color="${fill}"/><stop offset="1" stop-color="${shade(fill, -0.35)}"/></linearGradient></defs>`;
  for (const [i, y] of [430, 560, 690].entries()) {
    s += `<ellipse cx="400" cy="${y}" rx="250" ry="112" fill="none" stroke="${shade(fill, -0.45)}" stroke-width="${c ? 50 : 36}" opacity="0.5"/>`;
    s += `<ellipse cx="400" cy="${y - 4}" rx="250" ry="112" fill="none" stroke="url(#${id}b)" stroke-width="${c ? 44 : 30}"/>`;
    if (c && i === 2) break;
  }
  return s;
}

/** Points evenly spaced (by arc length) along a U-shaped ellipse arc. */
function uPath(step: number, rx = 250, ry = 520, cy = 300): { x: number; y: number; a: number }[] {
  const samples: { x: number; y: number; a: number }[] = [];
  for (let i = 0; i <= 600; i++) {
    const a = -0.1 * Math.PI + (i / 600) * 1.2 * Math.PI;
    samples.push({ x: 400 + rx * Math.cos(a), y: cy + ry * Math.sin(a), a });
  }
  const out = [samples[0]];
  let acc = 0;
  for (let i = 1; i < samples.length; i++) {
    acc += Math.hypot(samples[i].x - samples[i - 1].x, samples[i].y - samples[i - 1].y);
    if (acc >= step) {
      out.push(samples[i]);
      acc = 0;
    }
  }
  return out;
}

function strand(id: string, c: ColourKey, bead = false): string {
  const r = bead ? 19 : 22;
  let s = `<defs>${pearlGradient(`${id}p`, COLOURS[c])}</defs>`;
  for (const p of uPath(r * 2 - 1)) s += `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="${r}" fill="url(#${id}p)"/>`;
  return s;
}

function chain(id: string, metal: Metal): string {
  const m = `url(#${id}m)`;
  let s = `<defs>${metalGradient(`${id}m`, metal)}</defs>`;
  const pts = uPath(34, 230, 500, 320);
  for (const [i, p] of pts.entries()) {
    const deg = ((p.a + Math.PI / 2) * 180) / Math.PI;
    s +=
      i % 2 === 0
        ? `<ellipse cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" rx="26" ry="15" fill="none" stroke="${m}" stroke-width="9" transform="rotate(${deg.toFixed(1)} ${p.x.toFixed(1)} ${p.y.toFixed(1)})"/>`
        : `<ellipse cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" rx="25" ry="6" fill="${m}" transform="rotate(${deg.toFixed(1)} ${p.x.toFixed(1)} ${p.y.toFixed(1)})"/>`;
  }
  return s;
}

function box(id: string, c: ColourKey): string {
  const v = COLOURS[c];
  let s = `<defs><linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(v, 0.15)}"/><stop offset="1" stop-color="${shade(v, -0.35)}"/></linearGradient>${metalGradient(`${id}m`, 'yellow')}</defs>`;
  s += poly(
    [
      [215, 330],
      [585, 330],
      [600, 575],
      [200, 575],
    ],
    shade(v, -0.25),
  );
  s += poly(
    [
      [240, 355],
      [560, 355],
      [572, 560],
      [228, 560],
    ],
    mix(v, '#f3efe8', 0.82),
  );
  s += poly(
    [
      [200, 565],
      [600, 565],
      [625, 625],
      [175, 625],
    ],
    shade(v, 0.1),
  );
  s += `<line x1="250" y1="598" x2="550" y2="598" stroke="${shade(v, -0.5)}" stroke-width="5"/>`;
  s += `<ellipse cx="400" cy="545" rx="62" ry="66" fill="none" stroke="url(#${id}m)" stroke-width="13"/>`;
  s += brilliant(`${id}s`, girdle('round', 400, 470, 34), COLOURS.diamond);
  s += poly(
    [
      [175, 625],
      [625, 625],
      [625, 850],
      [175, 850],
    ],
    `url(#${id}f)`,
  );
  return s + `<line x1="175" y1="640" x2="625" y2="640" stroke="url(#${id}m)" stroke-width="4"/>`;
}

function loupe(id: string, v: number): string {
  const rim = v % 2 ? '#9aa3ad' : '#23262c';
  let s = `<defs><radialGradient id="${id}l" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#bcd6ea" stop-opacity="0.55"/></radialGradient><clipPath id="${id}c"><circle cx="380" cy="520" r="165"/></clipPath></defs>`;
  s += `<rect x="380" y="470" width="340" height="110" rx="55" fill="${shade(rim, 0.1)}" transform="rotate(42 380 520)"/>`;
  s += `<circle cx="380" cy="520" r="165" fill="url(#${id}l)"/>`;
  s += `<g clip-path="url(#${id}c)">${brilliant(`${id}d`, girdle('round', 380, 520, 125), COLOURS.diamond)}</g>`;
  s += `<path d="M270 450 A130 130 0 0 1 360 400" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.6"/>`;
  return (
    s +
    `<circle cx="380" cy="520" r="172" fill="none" stroke="${rim}" stroke-width="28"/><circle cx="380" cy="520" r="186" fill="none" stroke="${shade(rim, 0.4)}" stroke-width="3"/>`
  );
}

function crystal(c: ColourKey): string {
  const col = COLOURS[c];
  let s = poly(
    [
      [170, 850],
      [630, 850],
      [600, 770],
      [470, 735],
      [330, 745],
      [210, 790],
    ],
    '#5b5550',
  );
  const list: [number, number, number, number][] = [
    [-52, 210, 62, 300],
    [48, 230, 64, 520],
    [-26, 340, 84, 335],
    [22, 310, 80, 470],
    [0, 430, 98, 405],
    [-8, 240, 68, 445],
  ];
  for (const [deg, len, w, bx] of list) {
    const a = (deg * Math.PI) / 180;
    const d: Pt = [Math.sin(a), -Math.cos(a)];
    const n: Pt = [Math.cos(a), Math.sin(a)];
    const at = (t: number, k: number): Pt => [bx + d[0] * t + n[0] * k, 790 + d[1] * t + n[1] * k];
    const tip = at(len, 0);
    const body = len - w * 0.75;
    s += poly([at(0, -w / 2), at(0, 0), at(body, 0), tip, at(body, -w / 2)], shade(col, 0.25), 'opacity="0.93"');
    s += poly([at(0, 0), at(0, w / 2), at(body, w / 2), tip, at(body, 0)], shade(col, -0.25), 'opacity="0.93"');
    s += `<line x1="${at(body, 0)[0]}" y1="${at(body, 0)[1]}" x2="${at(body, -w / 2)[0]}" y2="${at(body, -w / 2)[1]}" stroke="${shade(col, 0.6)}" stroke-width="2"/>`;
  }
  return s + sparkle(405, 380, 26) + sparkle(335, 470, 14, 0.7);
}

/** The SVG body of one motif in the 800 x 1136 box. */
export function drawMotif(motif: Motif, id: string, colour: ColourKey, metal: Metal, variant: number): string {
  switch (motif) {
    case 'ring':
      return ring(id, colour, metal, variant);
    case 'gem':
      return gem(id, colour, variant);
    case 'pendant':
      return pendant(id, colour, metal, variant);
    case 'earrings':
      return earrings(id, colour, metal, variant);
    case 'bracelet':
      return bracelet(id, colour, metal);
    case 'bangle':
      return bangle(id, colour === 'jadeite' ? colour : null, metal);
    case 'chain':
      return chain(id, metal);
    case 'pearls':
      return strand(id, colour);
    case 'beads':
      return strand(id, colour, true);
    case 'box':
      return box(id, colour);
    case 'loupe':
      return loupe(id, variant);
    case 'crystal':
      return crystal(colour);
  }
}
