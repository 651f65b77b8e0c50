// Drawing primitives for the generated demo images: colours, faceted stones, pearls and metal gradients as SVG.

export type Pt = readonly [number, number];

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const hex2 = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');

/** Mixes two #rrggbb colours: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return `#${hex2(r1 + (r2 - r1) * t)}${hex2(g1 + (g2 - g1) * t)}${hex2(b1 + (b2 - b1) * t)}`;
}
/** Lighter (amount > 0) or darker (amount < 0) shade of a colour. */
export const shade = (c: string, amount: number) => (amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#0b1020', -amount));

export const METALS = { yellow: '#d6a93c', white: '#c3c9d2', rose: '#d89a82' } as const;
export type Metal = keyof typeof METALS;

const pts = (list: readonly Pt[]) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
export const poly = (list: readonly Pt[], fill: string, extra = '') => `<polygon points="${pts(list)}" fill="${fill}" ${extra}/>`;

/** A linear metal gradient (bright band in the middle) with the given id. */
export function metalGradient(id: string, metal: Metal, vertical = false): string {
  const c = METALS[metal];
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${shade(c, -0.35)}"/><stop offset="0.35" stop-color="${shade(c, 0.45)}"/><stop offset="0.55" stop-color="${c}"/><stop offset="0.8" stop-color="${shade(c, -0.25)}"/><stop offset="1" stop-color="${shade(c, 0.2)}"/></linearGradient>`;
}

/** The girdle outline of a stone shape: 16 points around (cx, cy). */
export function girdle(shape: 'round' | 'oval' | 'pear' | 'cushion', cx: number, cy: number, r: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 - Math.PI / 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    if (shape === 'round') out.push([cx + r * c, cy + r * s]);
    else if (shape === 'oval') out.push([cx + r * 0.78 * c, cy + r * s]);
    else if (shape === 'cushion') {
      const k = 0.55; // superellipse exponent: squarish with round corners
      out.push([cx + r * 0.95 * Math.sign(c) * Math.abs(c) ** k, cy + r * 0.95 * Math.sign(s) * Math.abs(s) ** k]);
    } else {
      // pear: pointed at the top, round at the bottom
      const w = 0.72 * r * (0.55 + 0.45 * s) ** 0.9;
      out.push([cx + w * c * 1.15, cy + r * 1.1 * s + r * 0.12]);
    }
  }
  return out;
}

/** Colour of a facet whose outward direction is `angle`, lit from the top left. */
function facetColour(base: string, angle: number, i: number, bright = false): string {
  const t = 0.5 + 0.5 * Math.cos(angle - (-Math.PI * 3) / 4);
  const jitter = [0.1, -0.06, 0.04, -0.1][i % 4];
  const v = -0.5 + t * 0.95 + jitter + (bright ? 0.1 : 0);
  return shade(base, Math.max(-0.7, Math.min(0.75, v)));
}

/** Sparkle: a four-point star. */
export function sparkle(x: number, y: number, s: number, opacity = 0.95): string {
  const d = `M${x} ${y - s} Q${x + s * 0.12} ${y - s * 0.12} ${x + s} ${y} Q${x + s * 0.12} ${y + s * 0.12} ${x} ${y + s} Q${x - s * 0.12} ${y + s * 0.12} ${x - s} ${y} Q${x - s * 0.12} ${y - s * 0.12} ${x} ${y - s}Z`;
  return `<path d="${d}" fill="#ffffff" opacity="${opacity}"/>`;
}

/** A brilliant-cut stone seen from above: table, star, bezel and upper-girdle facets. */
export function brilliant(id: string, g: readonly Pt[], colour: string, withSparkle = true): string {
  const cx = g.reduce((s, p) => s + p[0], 0) / g.length;
  const cy = g.reduce((s, p) => s + p[1], 0) / g.length;
  const toward = (p: Pt, k: number): Pt => [cx + (p[0] - cx) * k, cy + (p[1] - cy) * k];
  const T = Array.from({ length: 8 }, (_, k) => toward(g[2 * k], 0.55));
  const M = Array.from({ length: 8 }, (_, k) => toward(g[2 * k + 1], 0.8));
  const ang = (p: Pt) => Math.atan2(p[1] - cy, p[0] - cx);
  const parts: string[] = [poly(g, shade(colour, -0.45))];
  for (let k = 0; k < 8; k++) {
    const k1 = (k + 1) % 8;
    const km = (k + 7) % 8;
    parts.push(poly([T[k], M[km], g[2 * k], M[k]], facetColour(colour, ang(g[2 * k]), k, true)));
    parts.push(poly([M[k], g[2 * k], g[2 * k + 1]], facetColour(colour, ang(g[2 * k + 1]) + 0.4, k + 1)));
    parts.push(poly([M[k], g[2 * k + 1], g[(2 * k + 2) % 16]], facetColour(colour, ang(g[2 * k + 1]) - 0.4, k + 2)));
    parts.push(poly([T[k], T[k1], M[k]], facetColour(colour, ang(M[k]) + Math.PI, k + 3)));
  }
  const tl = T[5];
  parts.push(
    `<linearGradient id="${id}t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.55)}"/><stop offset="0.5" stop-color="${shade(colour, 0.1)}"/><stop offset="1" stop-color="${shade(colour, -0.25)}"/></linearGradient>`,
    poly(T, `url(#${id}t)`),
    `<polygon points="${pts(g)}" fill="none" stroke="${shade(colour, -0.6)}" stroke-opacity="0.35" stroke-width="1.5"/>`,
  );
  const r = Math.hypot(g[0][0] - cx, g[0][1] - cy);
  if (withSparkle) parts.push(sparkle(tl[0] + r * 0.08, tl[1] + r * 0.05, r * 0.22), sparkle(cx + r * 0.42, cy + r * 0.4, r * 0.1, 0.7));
  return `<g>${parts.join('')}</g>`;
}

/** An emerald (step) cut: an octagon with three steps around a table. */
export function stepCut(cx: number, cy: number, w: number, h: number, colour: string): string {
  const c = Math.min(w, h) * 0.22;
  const outer: Pt[] = [
    [cx - w / 2 + c, cy - h / 2],
    [cx + w / 2 - c, cy - h / 2],
    [cx + w / 2, cy - h / 2 + c],
    [cx + w / 2, cy + h / 2 - c],
    [cx + w / 2 - c, cy + h / 2],
    [cx - w / 2 + c, cy + h / 2],
    [cx - w / 2, cy + h / 2 - c],
    [cx - w / 2, cy - h / 2 + c],
  ];
  const scale = (k: number) => outer.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k] as Pt);
  const rings = [1, 0.84, 0.7, 0.56].map(scale);
  const parts: string[] = [];
  for (let r = 0; r < 3; r++) {
    for (let i = 0; i < 8; i++) {
      const j = (i + 1) % 8;
      const mid: Pt = [(rings[r][i][0] + rings[r][j][0]) / 2, (rings[r][i][1] + rings[r][j][1]) / 2];
      const a = Math.atan2(mid[1] - cy, mid[0] - cx) + (r % 2 ? Math.PI * 0.15 : 0);
      parts.push(poly([rings[r][i], rings[r][j], rings[r + 1][j], rings[r + 1][i]], facetColour(colour, a, i + r)));
    }
  }
  parts.push(
    poly(rings[3], shade(colour, 0.12)),
    poly(rings[3], 'none', `stroke="${shade(colour, 0.5)}" stroke-width="2" stroke-opacity="0.6"`),
  );
  parts.push(sparkle(rings[3][0][0] + 10, rings[3][0][1] + 14, Math.min(w, h) * 0.12));
  return `<g>${parts.join('')}</g>`;
}

/** Radial gradient for a pearl or a polished bead of `colour`. */
export function pearlGradient(id: string, colour: string): string {
  return `<radialGradient id="${id}" cx="0.36" cy="0.32" r="0.72"><stop offset="0" stop-color="#ffffff"/><stop offset="0.22" stop-color="${shade(colour, 0.55)}"/><stop offset="0.62" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.4)}"/></radialGradient>`;
}

/** Soft background tinted by `tint`: a light band behind the object (no full-canvas filters: cheap to render). */
export function backdrop(id: string, w: number, h: number, tint: string, shadow?: { cx: number; cy: number; rx: number }): string {
  let s = `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.9)}"/><stop offset="0.42" stop-color="${mix(tint, '#ffffff', 0.96)}"/><stop offset="1" stop-color="${mix(tint, '#ffffff', 0.74)}"/></linearGradient>`;
  s += `<radialGradient id="${id}sh"><stop offset="0" stop-color="#1b2230" stop-opacity="0.2"/><stop offset="0.6" stop-color="#1b2230" stop-opacity="0.08"/><stop offset="1" stop-color="#1b2230" stop-opacity="0"/></radialGradient></defs>`;
  s += `<rect width="${w}" height="${h}" fill="url(#${id}bg)"/>`;
  if (shadow) s += `<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx * 1.15}" ry="${shadow.rx * 0.16}" fill="url(#${id}sh)"/>`;
  return s;
}

/** Wraps SVG body markup as a document of the given size. */
export function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
