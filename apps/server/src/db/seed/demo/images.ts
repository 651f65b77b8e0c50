// The demo image pool: product pictures, logos, covers and banners drawn as SVG and saved as WebP with sharp.
// A fixed pool is reused by every row (never one file per product); files that exist already are kept.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createRng } from './prng.ts';
import { COLOURS, drawMotif, type ColourKey, type Motif } from './motifs.ts';
import { backdrop, brilliant, girdle, mix, shade, sparkle, svgDoc, type Metal } from './svg-kit.ts';

export const SEED_URL_PREFIX = '/uploads/seed/';
const url = (file: string) => `${SEED_URL_PREFIX}${file}`;

interface ProductSpec {
  motif: Motif;
  colour: ColourKey;
  metal: Metal;
}
const spec = (motif: Motif, list: [ColourKey, Metal][]): ProductSpec[] => list.map(([colour, metal]) => ({ motif, colour, metal }));

/** The product pictures (800 x 1136, SPEC's recommended product size), keyed by motif and colour. */
export const PRODUCT_SPECS: ProductSpec[] = [
  ...spec('ring', [
    ['diamond', 'white'],
    ['yellowDiamond', 'yellow'],
    ['ruby', 'yellow'],
    ['sapphire', 'white'],
    ['emerald', 'yellow'],
    ['pink', 'rose'],
    ['tanzanite', 'white'],
    ['aqua', 'white'],
    ['pearlWhite', 'yellow'],
  ]),
  ...spec('gem', [
    ['diamond', 'white'],
    ['ruby', 'white'],
    ['sapphire', 'white'],
    ['emerald', 'white'],
    ['amethyst', 'white'],
    ['citrine', 'white'],
    ['pink', 'white'],
    ['aqua', 'white'],
    ['tanzanite', 'white'],
    ['yellowDiamond', 'white'],
  ]),
  ...spec('pendant', [
    ['diamond', 'white'],
    ['ruby', 'yellow'],
    ['sapphire', 'white'],
    ['emerald', 'yellow'],
    ['pearlWhite', 'yellow'],
    ['pink', 'rose'],
    ['tanzanite', 'white'],
    ['aqua', 'white'],
  ]),
  ...spec('earrings', [
    ['diamond', 'white'],
    ['sapphire', 'white'],
    ['emerald', 'yellow'],
    ['pearlWhite', 'yellow'],
    ['ruby', 'rose'],
    ['pearlBlack', 'white'],
    ['pink', 'rose'],
    ['tanzanite', 'white'],
    ['aqua', 'white'],
  ]),
  ...spec('bracelet', [
    ['diamond', 'white'],
    ['sapphire', 'white'],
    ['ruby', 'yellow'],
    ['emerald', 'white'],
    ['pink', 'rose'],
    ['tanzanite', 'white'],
    ['aqua', 'white'],
  ]),
  ...spec('bangle', [
    ['diamond', 'yellow'],
    ['jadeite', 'yellow'],
    ['diamond', 'white'],
    ['diamond', 'rose'],
  ]),
  ...spec('chain', [
    ['diamond', 'yellow'],
    ['quartz', 'white'],
    ['pink', 'rose'],
  ]),
  ...spec('pearls', [
    ['pearlWhite', 'white'],
    ['pearlCream', 'white'],
    ['pearlGolden', 'white'],
    ['pearlBlack', 'white'],
    ['pearlPink', 'white'],
  ]),
  ...spec('beads', [
    ['lapis', 'white'],
    ['roseQuartz', 'white'],
    ['turquoise', 'white'],
    ['jadeite', 'white'],
  ]),
  ...spec('box', [
    ['navy', 'yellow'],
    ['burgundy', 'yellow'],
    ['black', 'yellow'],
    ['green', 'yellow'],
  ]),
  ...spec('loupe', [
    ['black', 'white'],
    ['quartz', 'white'],
  ]),
  ...spec('crystal', [
    ['amethyst', 'white'],
    ['quartz', 'white'],
    ['citrine', 'white'],
  ]),
];
// Bangles and chains are told apart by metal, not by stone colour.
const specKey = (s: ProductSpec) =>
  s.motif === 'bangle' || s.motif === 'chain' ? `${s.motif}-${s.metal}${s.colour === 'jadeite' ? '-jade' : ''}` : `${s.motif}-${s.colour}`;
const productFile = (s: ProductSpec) => `product-${specKey(s)}.webp`;
const byKey = new Map(PRODUCT_SPECS.map((s) => [specKey(s), s]));

/** URL of the product picture for a motif in a colour (or metal for bangles and chains), else a diamond one, else the motif's first. */
export function productImage(motif: Motif, key?: string): string {
  const s = (key && byKey.get(`${motif}-${key}`)) || byKey.get(`${motif}-diamond`) || PRODUCT_SPECS.find((p) => p.motif === motif)!;
  return url(productFile(s));
}
export function hasProductImage(motif: Motif, key: string): boolean {
  return byKey.has(`${motif}-${key}`);
}

const LOGO_COLOURS = [
  '#1d2b53',
  '#6d1a2c',
  '#0f5e4a',
  '#4b2a7b',
  '#8a5a12',
  '#23404f',
  '#7a2048',
  '#2e3a8c',
  '#1f6f8b',
  '#5a3e2b',
  '#374151',
  '#9a3b20',
];
const COVER_COUNT = 12;
const EVENT_COVER_COUNT = 8;
const BANNER_COUNT = 8;

export const logoUrl = (initials: string, colour: number) => url(`logo-${initials.toLowerCase()}-${colour % LOGO_COLOURS.length}.webp`);
/** Cover `i` of `of` in use (of <= 12): small seeds use fewer distinct covers, so fewer files are drawn. */
export const companyCoverUrl = (i: number, of = COVER_COUNT) =>
  url(`cover-${String((i % Math.min(of, COVER_COUNT)) + 1).padStart(2, '0')}.webp`);
export const eventCoverUrl = (i: number) => url(`event-${String((i % EVENT_COVER_COUNT) + 1).padStart(2, '0')}.webp`);
export const bannerUrl = (i: number) => url(`banner-${String((i % BANNER_COUNT) + 1).padStart(2, '0')}.webp`);
/** Initials for a logo: the first letters of the first two words (ASCII letters and digits only). */
export function initialsOf(nameEn: string): string {
  const words = nameEn
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && /^[A-Z0-9]/.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join('') || 'G'
  ).toUpperCase();
}

function productSvg(s: ProductSpec, i: number): string {
  const tint =
    s.motif === 'box' || s.motif === 'loupe' ? '#c8b89a' : s.motif === 'chain' || s.motif === 'bangle' ? '#d9c7a0' : COLOURS[s.colour];
  const body = drawMotif(s.motif, `p${i}`, s.colour, s.metal, i);
  return svgDoc(800, 1136, backdrop(`b${i}`, 800, 1136, tint, { cx: 400, cy: 900, rx: 240 }) + body);
}

function logoSvg(initials: string, colour: number): string {
  const c = LOGO_COLOURS[colour % LOGO_COLOURS.length];
  const size = initials.length > 2 ? 58 : 72;
  return svgDoc(
    200,
    200,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c, 0.15)}"/><stop offset="1" stop-color="${shade(c, -0.3)}"/></linearGradient></defs>` +
      `<rect width="200" height="200" rx="28" fill="url(#g)"/><rect x="10" y="10" width="180" height="180" rx="22" fill="none" stroke="#e9d9a8" stroke-opacity="0.7" stroke-width="2"/>` +
      `<path d="M84 34 L116 34 L126 46 L100 70 L74 46 Z" fill="#e9d9a8" opacity="0.9"/>` +
      `<text x="100" y="${128 + (72 - size) / 3}" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-weight="bold" font-size="${size}" fill="#ffffff">${initials}</text>` +
      `<line x1="60" y1="152" x2="140" y2="152" stroke="#e9d9a8" stroke-opacity="0.7" stroke-width="2"/>`,
  );
}

const GEM_KEYS: ColourKey[] = [
  'sapphire',
  'ruby',
  'emerald',
  'amethyst',
  'diamond',
  'aqua',
  'pink',
  'tanzanite',
  'citrine',
  'yellowDiamond',
  'emerald',
  'sapphire',
];
const DARK = [
  '#16213e',
  '#3b0d1a',
  '#0b3a2e',
  '#2a1745',
  '#1f2937',
  '#0e3b4f',
  '#4a1330',
  '#1e1b4b',
  '#3f2a0d',
  '#13315c',
  '#102a24',
  '#2b1d3a',
];

function coverSvg(i: number): string {
  const rng = createRng(`cover-${i}`);
  const c = COLOURS[GEM_KEYS[i % GEM_KEYS.length]];
  let s = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${mix(c, '#ffffff', 0.9)}"/><stop offset="0.55" stop-color="${mix(c, '#ffffff', 0.7)}"/><stop offset="1" stop-color="${mix(c, '#1b2230', 0.15)}"/></linearGradient></defs><rect width="2000" height="430" fill="url(#g)"/>`;
  for (let k = 0; k < 9; k++)
    s += `<line x1="${900 + k * 130}" y1="0" x2="${700 + k * 130}" y2="430" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>`;
  const placed: [number, number, number][] = [];
  for (let k = 0; k < 60 && placed.length < 14; k++) {
    const r = rng.int(14, 62);
    const x = rng.int(900, 2000 - r - 20);
    const y = rng.int(r + 20, 430 - r - 20);
    if (placed.some(([px, py, pr]) => Math.hypot(px - x, py - y) < pr + r + 14)) continue;
    placed.push([x, y, r]);
    s += brilliant(
      `c${k}`,
      girdle(rng.pick(['round', 'oval', 'cushion', 'pear'] as const), x, y, r),
      placed.length % 3 ? c : COLOURS.diamond,
      r > 30,
    );
  }
  return svgDoc(2000, 430, s);
}

/** A dark event/news cover or a light banner, with one or two motifs on the right. */
function showcaseSvg(w: number, h: number, i: number, light: boolean): string {
  const key = GEM_KEYS[i % GEM_KEYS.length];
  const c = COLOURS[key];
  const bg = light ? [mix(c, '#ffffff', 0.88), mix(c, '#ffffff', 0.66)] : [DARK[i % DARK.length], shade(DARK[i % DARK.length], 0.18)];
  const lit = light ? mix(bg[0], '#ffffff', 0.6) : shade(bg[1], 0.12);
  let s =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.5"><stop offset="0" stop-color="${bg[0]}"/><stop offset="0.72" stop-color="${lit}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`;
  const rng = createRng(`showcase-${w}-${i}`);
  for (let k = 0; k < 18; k++) s += sparkle(rng.int(20, w * 0.55), rng.int(20, h - 20), rng.int(3, 9), light ? 0.5 : 0.35);
  const motifs: [Motif, ColourKey, Metal][] = [
    ['gem', key, 'white'],
    ['pearls', 'pearlWhite', 'white'],
    ['ring', key, 'yellow'],
    ['bracelet', 'diamond', 'white'],
    ['crystal', 'amethyst', 'white'],
    ['pendant', key, 'yellow'],
    ['earrings', 'diamond', 'white'],
    ['chain', key, 'yellow'],
  ];
  const [m, col, metal] = motifs[i % motifs.length];
  // Motifs occupy about y 40-900 of their 800 x 1136 box: frame that band.
  const scale = (h * 0.9) / 860;
  const place = (dx: number, k: number) =>
    `translate(${(dx - 400 * scale * k).toFixed(1)} ${(h * 0.05 - 40 * scale * k + (1 - k) * h * 0.45).toFixed(1)}) scale(${(scale * k).toFixed(4)})`;
  s += `<g transform="${place(w * 0.78, 1)}">${drawMotif(m, `s${i}`, col, metal, i)}</g>`;
  if (w / h > 2.5) {
    const [m2, col2, metal2] = motifs[(i + 3) % motifs.length];
    s += `<g transform="${place(w * 0.56, 0.8)}">${drawMotif(m2, `t${i}`, col2, metal2, i + 1)}</g>`;
  }
  return svgDoc(w, h, s);
}

export interface ImageJobStats {
  generated: number;
  skipped: number;
}

/** Every seed image URL found in the given rows (walked recursively), so that only used files are rendered. */
export function collectSeedUrls(values: unknown, into = new Set<string>()): Set<string> {
  if (typeof values === 'string') {
    if (values.startsWith(SEED_URL_PREFIX)) into.add(values);
  } else if (Array.isArray(values)) {
    for (const v of values) collectSeedUrls(v, into);
  } else if (values && typeof values === 'object' && !(values instanceof Date)) {
    for (const v of Object.values(values)) collectSeedUrls(v, into);
  }
  return into;
}

/**
 * Renders the pool under `${uploadsDir}/seed/`: product pictures, covers, event covers, banners and the logos asked
 * for; with `only`, just the files those URLs name. Runs a few renders at once; files already present are skipped.
 */
export async function renderImagePool(
  uploadsDir: string,
  logos: readonly { initials: string; colour: number }[],
  only?: ReadonlySet<string>,
): Promise<ImageJobStats> {
  const dir = path.join(uploadsDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const jobs: { file: string; svg: () => string; alpha?: boolean }[] = [];
  PRODUCT_SPECS.forEach((s, i) => jobs.push({ file: productFile(s), svg: () => productSvg(s, i) }));
  const seen = new Set<string>();
  for (const l of logos) {
    const file = logoUrl(l.initials, l.colour).slice(SEED_URL_PREFIX.length);
    if (!seen.has(file)) jobs.push({ file, svg: () => logoSvg(l.initials, l.colour), alpha: true });
    seen.add(file);
  }
  for (let i = 0; i < COVER_COUNT; i++) jobs.push({ file: companyCoverUrl(i).slice(SEED_URL_PREFIX.length), svg: () => coverSvg(i) });
  for (let i = 0; i < EVENT_COVER_COUNT; i++)
    jobs.push({ file: eventCoverUrl(i).slice(SEED_URL_PREFIX.length), svg: () => showcaseSvg(1200, 630, i, false) });
  for (let i = 0; i < BANNER_COUNT; i++)
    jobs.push({ file: bannerUrl(i).slice(SEED_URL_PREFIX.length), svg: () => showcaseSvg(1600, 500, i + 3, true) });

  const stats: ImageJobStats = { generated: 0, skipped: 0 };
  const todo = jobs.filter((j) => {
    if (only && !only.has(url(j.file))) return false;
    const exists = existsSync(path.join(dir, j.file));
    if (exists) stats.skipped++;
    return !exists;
  });
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++];
      const target = path.join(dir, job.file);
      const tmp = `${target}.${process.pid}.tmp`;
      // Only logos have transparent (rounded) corners; the rest is opaque and is stored without an alpha plane.
      const image = sharp(Buffer.from(job.svg()));
      await (job.alpha ? image : image.removeAlpha()).webp({ quality: 70, effort: 0 }).toFile(tmp);
      renameSync(tmp, target);
      stats.generated++;
    }
  };
  // One image at a time on one libvips thread: each thread that allocates gets a glibc malloc arena of its own, which
  // keeps its freed memory for the life of the process (four workers left the demo server 230 MB larger; docs/benchmarks.md).
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    await worker();
  } finally {
    sharp.concurrency(threads);
  }
  // libvips keeps up to 50 MB of finished operations cached for reuse; the seed draws each image once.
  sharp.cache(false);
  return stats;
}
