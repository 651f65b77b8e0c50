// The catalogue generator's products: realistic distributions (issue 11 item 8) rather than copies of a few rows, so
// that the planner's statistics, the facet counts and the keyword matches look like a trade catalogue's. Derived
// columns go through their one home in the server (facet codes, carat total, search text, price sort): the rows are
// what the write path would have stored.
import { FINENESS_SUGGESTIONS, METAL, STONE_SHAPE, STONE_TYPE, type StoneOut } from '@gembourse/contracts/jewellery';
import { CATEGORY_GROUP, CATEGORY_ROWS } from '../../apps/server/src/db/seed/dictionary-data.ts';
import { fromUsd, type Rng, type SeedCurrency } from '../../apps/server/src/db/seed/demo/prng.ts';
import { caratTotalOf, productFacetCodes } from '../../apps/server/src/modules/catalogue/facet-codes.ts';
import { priceSortOf } from '../../apps/server/src/modules/catalogue/price-sort.ts';
import { productSearchText } from '../../apps/server/src/modules/catalogue/product-search-text.ts';
import {
  description,
  GOLD_COLOURS,
  LANGS,
  METAL_WORDS,
  RARE_STYLE,
  SHAPE_WORDS,
  STONE_WORDS,
  STYLES,
  langOfCountry,
  type Lang,
} from './vocabulary.ts';
import {
  pickW,
  DIAMOND_COLOURS,
  CLARITY_SPELLINGS,
  COLOURS_OF,
  GENERAL_COLOURS,
  ORIGINS_OF,
  STONE_TYPES_FINE,
  STONE_TYPES_FASHION,
  SHAPES,
  LABS_DIAMOND,
  LABS_COLOURED,
  treatmentOf,
} from './distributions.ts';

/** A supplier as the product generator needs it. */
export interface SupplierRef {
  id: number;
  brandId: number | null;
  country: string | null;
  city: string | null;
  currency: SeedCurrency;
  skuPrefix: string;
}

/** One products row, keyed by column name (the generator inserts through jsonb_to_recordset). */
export type ProductRecord = Record<string, unknown>;

/** When the generated catalogue "is": creation times spread over the two years before it. */
export const GENERATED_AT = new Date('2026-11-20T00:00:00Z');
const DAY = 86_400_000;
const SPAN_DAYS = 730;

/** A log-normal draw: the median times e^(sigma * a standard normal). */
function logNormal(r: Rng, median: number, sigma: number): number {
  const u = Math.max(r.next(), 1e-12);
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
  return median * Math.exp(sigma * z);
}
const round3 = (v: number) => Math.round(v * 1000) / 1000;

const FINISHED = CATEGORY_ROWS.filter(([, g]) => g === CATEGORY_GROUP.finishedJewellery);
const FASHION = CATEGORY_ROWS.filter(([, g]) => g === CATEGORY_GROUP.fashionJewellery);
const MATERIALS = CATEGORY_ROWS.filter(([, g]) => g === CATEGORY_GROUP.materials);
const OTHER = CATEGORY_ROWS.filter(
  ([, g]) => g !== CATEGORY_GROUP.finishedJewellery && g !== CATEGORY_GROUP.fashionJewellery && g !== CATEGORY_GROUP.materials,
);
type Kind = 'fine' | 'fashion' | 'loose' | 'other';
const KINDS: readonly (readonly [Kind, number])[] = [
  ['fine', 58],
  ['fashion', 12],
  ['loose', 24],
  ['other', 6],
];
const CATS_OF: Record<Kind, typeof CATEGORY_ROWS> = { fine: FINISHED, fashion: FASHION, loose: MATERIALS, other: OTHER };
const labelOf = (cat: (typeof CATEGORY_ROWS)[number], lang: Lang) => {
  const [, , en, zhCn, zhTw, tr] = cat;
  const label = { en, zhCn, zhTw, tr }[lang];
  // "Rings" names a category; a product is "a ring".
  return lang === 'en'
    ? label
        .replace(/ies$/, 'y')
        .replace(/(ch|sh|x)es$/, '$1')
        .replace(/(?<![s])s$/, '')
    : label;
};

function stoneOf(r: Rng, type: number, centre: boolean, loose: boolean): StoneOut {
  const diamond = type === STONE_TYPE.diamond || type === STONE_TYPE.labGrownDiamond;
  const pearl = type === STONE_TYPE.pearl;
  const carat = pearl
    ? null
    : round3(Math.min(50, Math.max(0.01, centre ? logNormal(r, diamond ? 0.7 : 1.6, loose ? 0.9 : 0.7) : logNormal(r, 0.35, 0.6))));
  const lab = centre ? pickW(r, diamond ? LABS_DIAMOND : LABS_COLOURED) : null;
  const origin = r.chance(0.75) ? pickW(r, ORIGINS_OF[type] ?? [['', 1]]) : '';
  return {
    type,
    shape: pearl
      ? pickW(r, [
          [STONE_SHAPE.round, 5],
          [STONE_SHAPE.baroque, 2],
          [STONE_SHAPE.bead, 2],
        ])
      : r.chance(0.92)
        ? pickW(r, SHAPES)
        : null,
    carat,
    count: centre ? (loose && r.chance(0.15) ? r.int(2, 60) : 1) : r.int(6, 120),
    size: pearl ? `${r.int(6, 11)}-${r.int(7, 12)} mm` : null,
    colour: diamond
      ? r.chance(0.9)
        ? pickW(r, DIAMOND_COLOURS)
        : null
      : r.chance(0.85)
        ? pickW(r, COLOURS_OF[type] ?? GENERAL_COLOURS)
        : null,
    clarity: pearl || type === STONE_TYPE.jade ? null : r.chance(diamond ? 0.9 : 0.55) ? pickW(r, CLARITY_SPELLINGS) : null,
    cut:
      diamond && centre
        ? pickW(r, [
            ['Excellent', 5],
            ['Very Good', 3],
            ['Good', 1],
            [null, 2],
          ])
        : null,
    treatment: treatmentOf(r, type),
    origin: origin || null,
    certificateLab: lab,
    certificateNumber: lab ? String(r.int(1_000_000_000, 9_999_999_999)) : null,
  };
}

function metalOf(r: Rng): { metal: number; fineness: string | null; word: (l: Lang) => string } {
  const metal = pickW(r, [
    [METAL.gold, 62],
    [METAL.silver, 20],
    [METAL.platinum, 12],
    [METAL.palladium, 2],
    [METAL.other, 4],
  ]);
  if (metal === METAL.gold) {
    const fineness = pickW<string | null>(r, [
      [FINENESS_SUGGESTIONS[2], 40],
      [FINENESS_SUGGESTIONS[3], 28],
      [FINENESS_SUGGESTIONS[1], 10],
      [FINENESS_SUGGESTIONS[5], 6],
      [FINENESS_SUGGESTIONS[0], 6],
      [FINENESS_SUGGESTIONS[4], 4],
      ['18k', 3],
      [null, 3],
    ]);
    const colour = r.pick(GOLD_COLOURS);
    const karat = fineness ? `${fineness.split('/')[0].toUpperCase()} ` : '';
    return { metal, fineness, word: (l) => (l === 'tr' ? `${karat.replace('K', ' Ayar')}${colour.tr}` : `${karat}${colour[l]}`) };
  }
  const fineness =
    metal === METAL.platinum
      ? pickW(r, [
          ['Pt950', 7],
          ['Pt900', 3],
        ])
      : metal === METAL.silver
        ? pickW<string | null>(r, [
            ['925', 9],
            [null, 1],
          ])
        : null;
  const words = METAL_WORDS[metal];
  return { metal, fineness, word: (l) => (fineness && metal === METAL.platinum ? `${words[l]} ${fineness}` : words[l]) };
}

/** Everything one product row needs besides randomness. */
export interface RowContext {
  supplier: SupplierRef;
  /** Position in the whole catalogue, 0-based: ids and creation times grow with it. */
  index: number;
  total: number;
  /** The product's position in its supplier's showroom, 1-based. */
  seq: number;
}

/** Builds one products row. */
export function productRecord(r: Rng, ctx: RowContext): ProductRecord {
  const { supplier } = ctx;
  const kind = pickW(r, KINDS);
  const cats = CATS_OF[kind];
  const cat = r.pick(cats);
  const categories = r.chance(0.25) ? [...new Set([cat[0], r.pick(cats)[0]])] : [cat[0]];
  const home = langOfCountry(supplier.country);
  const lang: Lang = home !== 'en' && r.chance(0.3) ? 'en' : home === 'en' && r.chance(0.04) ? r.pick(LANGS) : home;

  const metal = kind === 'fine' ? metalOf(r) : kind === 'fashion' && r.chance(0.5) ? metalOf(r) : null;
  const stones: StoneOut[] = [];
  if (kind === 'fine' || kind === 'fashion') {
    if (r.chance(kind === 'fine' ? 0.82 : 0.5)) {
      const type = pickW(r, kind === 'fine' ? STONE_TYPES_FINE : STONE_TYPES_FASHION);
      stones.push(stoneOf(r, type, true, false));
      if (r.chance(0.35)) stones.push(stoneOf(r, r.chance(0.8) ? STONE_TYPE.diamond : type, false, false));
    }
  } else if (kind === 'loose') {
    stones.push(stoneOf(r, pickW(r, STONE_TYPES_FINE), true, true));
  }
  const centre = stones[0];

  const style = r.chance(1 / 20_000) ? RARE_STYLE : r.pick(STYLES);
  const catWord = labelOf(cat, lang);
  const stoneWord = centre ? STONE_WORDS[centre.type][lang] : null;
  const shapeWord = centre?.shape ? SHAPE_WORDS[centre.shape][lang] : null;
  const caratText = centre?.carat != null ? centre.carat.toFixed(2) : null;
  const metalWord = metal?.word(lang) ?? null;
  const sep = lang === 'zhCn' || lang === 'zhTw' ? '' : ' ';
  const caratWord = caratText
    ? lang === 'en'
      ? `${caratText} ct`
      : lang === 'tr'
        ? `${caratText.replace('.', ',')} ct`
        : `${caratText}克拉`
    : null;
  const name = [style[lang], metalWord, caratWord, shapeWord, stoneWord, catWord].filter(Boolean).join(sep) + ` ${ctx.seq}`;
  const sku = `${supplier.skuPrefix}-${String(ctx.seq).padStart(6, '0')}`;
  const tags = r.sample([style.en, stoneWord ?? catWord, metalWord ?? 'jewellery', 'wholesale', 'new'], r.int(0, 3));
  const descriptionText = description(lang, {
    category: catWord,
    metal: metalWord,
    stone: stoneWord,
    shape: shapeWord,
    carat: caratText,
    city: supplier.city ?? 'Hong Kong',
    lab: centre?.certificateLab ?? null,
  });

  // Prices: log-normal in US dollars by kind, then in the supplier's currency (now and then another one).
  const usd =
    kind === 'loose'
      ? logNormal(r, 1_200, 1.4)
      : kind === 'fine'
        ? logNormal(r, 480, 1.1)
        : kind === 'fashion'
          ? logNormal(r, 22, 0.8)
          : logNormal(r, 60, 1);
  const currency: SeedCurrency = r.chance(0.85) ? supplier.currency : r.pick(['USD', 'EUR', 'CNY'] as const);
  const price = r.chance(0.06) ? null : fromUsd(Math.max(0.5, usd), currency);
  const variants =
    r.chance(0.1) && price != null
      ? Array.from({ length: r.int(2, 4) }, (_, k) => ({
          name: kind === 'fine' ? `Size US ${5 + k}` : `Option ${k + 1}`,
          sku: `${sku}-${k + 1}`,
          price: r.chance(0.6) ? fromUsd(Math.max(0.5, usd * (1 + 0.15 * k)), currency) : null,
        }))
      : [];

  // Times: ids grow with creation, as a catalogue filled over two years.
  const created = new Date(GENERATED_AT.getTime() - (1 - ctx.index / ctx.total) * SPAN_DAYS * DAY + r.int(0, 3_600_000));
  const updated = new Date(created.getTime() + r.next() ** 3 * (GENERATED_AT.getTime() - created.getTime()));
  const visibility = pickW(r, [
    ['public', 72],
    ['community', 19],
    ['launch', 5],
    ['private', 4],
  ] as const);
  const priceVisibility =
    visibility === 'launch'
      ? 'launch'
      : pickW(r, [
          ['public', 45],
          ['community', 45],
          ['launch', 4],
          ['private', 6],
        ] as const);
  const published = r.chance(0.95);
  // A launch releases in the coming weeks (members see it ahead, its price waits) or has released already.
  const releaseAt = !published
    ? null
    : visibility === 'launch' && r.chance(0.6)
      ? new Date(GENERATED_AT.getTime() + r.int(1, 60) * DAY)
      : created;
  const availability = pickW(r, [
    ['immediate', 20],
    ['preorder', 15],
    ['stock', 65],
  ] as const);
  const preorderFrom = new Date(GENERATED_AT.getTime() + r.int(7, 60) * DAY);

  const facetSource = { categories, metal: metal?.metal ?? null, fineness: metal?.fineness ?? null, stones };
  const descriptionHtml = `<p>${descriptionText}</p>`;
  return {
    company_id: supplier.id,
    name,
    sku,
    images: Array.from({ length: r.int(1, 4) }, (_, k) => `/uploads/bench/${kind}-${(ctx.index * 7 + k) % 97}.webp`),
    categories,
    tags,
    variants,
    currency,
    price,
    price_sort: priceSortOf(price, currency),
    min_order: r.chance(0.7) ? `${r.pick([1, 2, 5, 10, 20, 50])} pcs` : null,
    no_min_order_note: null,
    description_html: descriptionHtml,
    video_url: r.chance(0.03) ? `https://www.youtube.com/watch?v=bench${ctx.index % 1000}` : null,
    resources: [],
    published,
    listed: r.chance(0.98),
    release_at: releaseAt?.toISOString() ?? null,
    display_seq: ctx.seq,
    immediate: availability === 'immediate',
    availability,
    preorder_from: availability === 'preorder' ? preorderFrom.toISOString().slice(0, 10) : null,
    preorder_to: availability === 'preorder' ? new Date(preorderFrom.getTime() + r.int(14, 45) * DAY).toISOString().slice(0, 10) : null,
    stock: availability === 'stock' ? r.int(1, 400) : null,
    track_inventory: availability === 'stock' && r.chance(0.5),
    visibility,
    price_visibility: priceVisibility,
    metal: metal?.metal ?? null,
    fineness: metal?.fineness ?? null,
    gross_weight_grams: metal ? round3(logNormal(r, 4, 0.6)) : null,
    metal_weight_grams: metal ? round3(logNormal(r, 3.5, 0.6)) : null,
    stones,
    stone_types: [...new Set(stones.map((s) => s.type))],
    facet_codes: productFacetCodes(facetSource),
    carat_total: caratTotalOf(stones),
    first_published_at: published ? (releaseAt && releaseAt < GENERATED_AT ? releaseAt : created).toISOString() : null,
    view_count: Math.round(logNormal(r, 30, 1.5)),
    // The write path's own builder (name, SKU, tags and the description's text).
    search_text: productSearchText({ name, sku, tags, descriptionHtml }),
    created_at: created.toISOString(),
    updated_at: updated.toISOString(),
  };
}

/** The column types of a ProductRecord, for `jsonb_to_recordset(...) as t(<these>)`. */
export const PRODUCT_COLUMNS: readonly (readonly [string, string])[] = [
  ['company_id', 'int'],
  ['name', 'text'],
  ['sku', 'text'],
  ['images', 'jsonb'],
  ['categories', 'int[]'],
  ['tags', 'text[]'],
  ['variants', 'jsonb'],
  ['currency', 'text'],
  ['price', 'numeric'],
  ['price_sort', 'bigint'],
  ['min_order', 'text'],
  ['no_min_order_note', 'text'],
  ['description_html', 'text'],
  ['video_url', 'text'],
  ['resources', 'jsonb'],
  ['published', 'boolean'],
  ['listed', 'boolean'],
  ['release_at', 'timestamptz'],
  ['display_seq', 'int'],
  ['immediate', 'boolean'],
  ['availability', 'text'],
  ['preorder_from', 'date'],
  ['preorder_to', 'date'],
  ['stock', 'int'],
  ['track_inventory', 'boolean'],
  ['visibility', 'text'],
  ['price_visibility', 'text'],
  ['metal', 'int'],
  ['fineness', 'text'],
  ['gross_weight_grams', 'numeric'],
  ['metal_weight_grams', 'numeric'],
  ['stones', 'jsonb'],
  ['stone_types', 'int[]'],
  ['facet_codes', 'int[]'],
  ['carat_total', 'numeric'],
  ['first_published_at', 'timestamptz'],
  ['view_count', 'int'],
  ['search_text', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
