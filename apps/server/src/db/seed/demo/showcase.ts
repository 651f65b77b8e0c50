// Showcase products of the demo catalogue (issue 11): hand-written pieces that make the buyer's search worth trying
// in all four languages. Names in English, simplified and traditional Chinese (项链 / 項鍊: each finds the other) and
// Turkish; stones with colours the colour facet reads (D-M grades, colour words), GIA clarity grades, treatments,
// origins by country name, laboratories and carats; prices in USD, EUR and CNY, some with a wholesale range of priced
// variants; Immediate, pre-order windows and tracked stock; a few with a video and resources. They take the places of
// generated products (the demo's product count stays what was asked for), so every other demo assumption holds.
import { STONE_SHAPE as SH, STONE_TREATMENT as TR, STONE_TYPE as ST, type StoneOut } from '@gembourse/contracts/jewellery';
import { CAT } from './dict-ids.ts';
import { productImage } from './images.ts';
import { metalOf, stone } from './jewellery.ts';
import type { Motif } from './motifs.ts';
import { daysAfter, isoDate, type SeedCurrency } from './prng.ts';

type Variant = { name: string; sku?: string | null; price?: number | null };

/** One showcase piece; `seller` is the index of its supplier among the demo sellers (0 is Aurora). */
export interface Showcase {
  seller: number;
  name: string;
  sku?: string;
  categories: number[];
  metal?: string;
  metalGrams?: number;
  stones: StoneOut[];
  currency: SeedCurrency;
  price: number;
  variants?: Variant[];
  availability: 'immediate' | 'preorder' | 'stock';
  /** Pre-order window, in days after the demo's reference date. */
  preorder?: [number, number];
  /** Tracked stock. */
  stock?: number;
  /** Default "as the showroom"; a level of its own overrides the showroom's privacy. */
  visibility?: 'showroom' | 'public' | 'community';
  priceVisibility?: 'public' | 'community';
  videoUrl?: string;
  resources?: { name: string; url: string }[];
  tags: string[];
  motif: Motif;
  imageKey: string;
  intro: string;
}

/**
 * The price-drop alert's demo product (e2e): Aurora's, public, with a public price in USD that the supplier lowers in
 * the wizard. Its SKU is fixed so a test can find it.
 */
export const PRICE_DROP_DEMO = { name: 'Ceylon Sapphire Halo Pendant', sku: 'AUR-PD-90001', price: 3480, currency: 'USD' } as const;

const YT = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const report = (lab: string, n: string) => ({
  name: `${lab} report ${n}`,
  url: `https://example.com/reports/${lab.toLowerCase()}-${n}.pdf`,
});
const side = (count: number, carat: number, colour = 'G', clarity = 'VS2'): StoneOut =>
  stone({ type: ST.diamond, shape: SH.round, count, carat, colour, clarity, treatment: TR.none });

export const SHOWCASE: readonly Showcase[] = [
  {
    seller: 0,
    name: PRICE_DROP_DEMO.name,
    sku: PRICE_DROP_DEMO.sku,
    categories: [CAT.pendant, CAT.gemstoneJewellery],
    metal: '18K White Gold',
    metalGrams: 3.2,
    stones: [
      stone({
        type: ST.sapphire,
        shape: SH.cushion,
        carat: 1.52,
        colour: 'Royal blue',
        clarity: 'VS1',
        treatment: TR.heated,
        origin: 'Sri Lanka',
        certificateLab: 'GRS',
        certificateNumber: 'GRS2026-114508',
      }),
      side(18, 0.24),
    ],
    currency: 'USD',
    price: PRICE_DROP_DEMO.price,
    availability: 'stock',
    stock: 4,
    // Aurora's showroom is for members; this one product is shown to everyone by its own setting (issue 28 item 2).
    visibility: 'public',
    priceVisibility: 'public',
    videoUrl: YT('aqz-KE-bpKQ'),
    resources: [report('GRS', '2026-114508')],
    tags: ['sapphire', 'halo', 'Ceylon'],
    motif: 'pendant',
    imageKey: 'sapphire',
    intro: 'A heated Ceylon sapphire of 1.52 ct in a halo of eighteen round diamonds, on an 18K white gold bail.',
  },
  {
    seller: 1,
    name: '18K金钻石项链',
    categories: [CAT.necklace, CAT.diamondJewellery],
    metal: '18K Gold',
    metalGrams: 4.1,
    stones: [
      stone({
        type: ST.diamond,
        shape: SH.round,
        carat: 0.5,
        colour: 'D',
        clarity: 'VS1',
        treatment: TR.none,
        certificateLab: 'GIA',
        certificateNumber: '2231456789',
      }),
    ],
    currency: 'CNY',
    price: 12800,
    variants: [
      { name: '40 cm', sku: 'JIN-NK-40', price: 12800 },
      { name: '45 cm', sku: 'JIN-NK-45', price: 13600 },
    ],
    availability: 'stock',
    stock: 12,
    tags: ['项链', '钻石', '18K金'],
    motif: 'pendant',
    imageKey: 'diamond',
    intro: '18K金项链，主石为GIA证书0.50克拉D色VS1圆形钻石。',
  },
  {
    seller: 1,
    name: '足金999古法手镯',
    categories: [CAT.bangle, CAT.goldJewellery],
    metal: '24K Gold',
    metalGrams: 30,
    stones: [],
    currency: 'CNY',
    price: 6980,
    availability: 'immediate',
    stock: 25,
    tags: ['手镯', '足金', '古法'],
    motif: 'bangle',
    imageKey: 'yellow',
    intro: '足金999古法工艺手镯，现货即发。',
  },
  {
    seller: 1,
    name: '翡翠A货平安扣吊坠',
    categories: [CAT.pendant, CAT.jade],
    metal: '18K Gold',
    metalGrams: 1.2,
    stones: [
      stone({
        type: ST.jade,
        shape: SH.cabochon,
        carat: 8.6,
        colour: 'green',
        treatment: TR.none,
        origin: 'Myanmar',
        certificateLab: 'NGTC',
        certificateNumber: 'N2026331045',
      }),
    ],
    currency: 'CNY',
    price: 3880,
    availability: 'preorder',
    preorder: [30, 60],
    tags: ['翡翠', '吊坠', 'A货'],
    motif: 'pendant',
    imageKey: 'jadeite',
    intro: '缅甸翡翠A货平安扣，NGTC证书，18K金扣头。',
  },
  {
    seller: 7,
    name: '淡水珍珠項鍊 8-9mm',
    categories: [CAT.necklace, CAT.freshwater, CAT.pearlJewellery],
    metal: '925 sterling silver',
    metalGrams: 2,
    stones: [stone({ type: ST.pearl, shape: SH.round, size: '8-9 mm', count: 48, colour: 'white', treatment: TR.none, origin: 'China' })],
    currency: 'CNY',
    price: 980,
    variants: [
      { name: '1 條', sku: 'FOR-FW-1', price: 980 },
      { name: '10 條', sku: 'FOR-FW-10', price: 8500 },
      { name: '50 條', sku: 'FOR-FW-50', price: 38000 },
    ],
    availability: 'preorder',
    preorder: [20, 45],
    tags: ['珍珠', '項鍊', '批發'],
    motif: 'pearls',
    imageKey: 'pearlWhite',
    intro: '諸暨淡水珍珠項鍊，8-9毫米，925銀扣，批發價按條數計。',
  },
  {
    seller: 7,
    name: '大溪地黑珍珠耳環',
    categories: [CAT.earring, CAT.tahitian, CAT.pearlJewellery],
    metal: '18K Gold',
    metalGrams: 1.6,
    stones: [
      stone({
        type: ST.pearl,
        shape: SH.round,
        size: '10-11 mm',
        count: 2,
        colour: 'black',
        treatment: TR.none,
        origin: 'French Polynesia',
      }),
    ],
    currency: 'CNY',
    price: 4200,
    availability: 'stock',
    stock: 6,
    tags: ['大溪地', '黑珍珠', '耳環'],
    motif: 'earrings',
    imageKey: 'pearlBlack',
    intro: '大溪地黑珍珠耳環，10-11毫米，18K金耳針。',
  },
  {
    seller: 5,
    name: 'Pırlanta yüzük 14 ayar',
    categories: [CAT.ring, CAT.diamondJewellery],
    metal: '14K Gold',
    metalGrams: 2.8,
    stones: [
      stone({
        type: ST.diamond,
        shape: SH.round,
        carat: 0.3,
        colour: 'G',
        clarity: 'SI1',
        treatment: TR.none,
        certificateLab: 'IGI',
        certificateNumber: '612345780',
      }),
    ],
    currency: 'EUR',
    price: 890,
    availability: 'immediate',
    stock: 9,
    tags: ['pırlanta', 'yüzük', 'tektaş'],
    motif: 'ring',
    imageKey: 'diamond',
    intro: '14 ayar altın tektaş pırlanta yüzük, 0,30 ct G renk SI1, IGI sertifikalı.',
  },
  {
    seller: 5,
    name: 'Altın kolye 22 ayar',
    categories: [CAT.necklace, CAT.goldJewellery],
    metal: '22K Gold',
    metalGrams: 12.5,
    stones: [],
    currency: 'EUR',
    price: 1450,
    availability: 'stock',
    stock: 14,
    tags: ['altın', 'kolye', '22 ayar'],
    motif: 'chain',
    imageKey: 'yellow',
    intro: 'Kapalıçarşı işçiliği 22 ayar altın kolye, 45 cm.',
  },
  {
    seller: 5,
    name: 'Gümüş bileklik, zirkon taşlı',
    categories: [CAT.bracelet, CAT.silverJewellery],
    metal: '925 sterling silver',
    metalGrams: 9,
    stones: [stone({ type: ST.cubicZirconia, shape: SH.round, count: 30, carat: 1.5, colour: 'white' })],
    currency: 'USD',
    price: 45,
    variants: [
      { name: '1 adet', sku: 'SUL-BL-1', price: 45 },
      { name: '50 adet', sku: 'SUL-BL-50', price: 1950 },
      { name: '200 adet', sku: 'SUL-BL-200', price: 7200 },
    ],
    availability: 'stock',
    tags: ['gümüş', 'bileklik', 'toptan'],
    motif: 'bracelet',
    imageKey: 'quartz',
    intro: '925 ayar gümüş bileklik, beyaz zirkon taşlı; toptan fiyatlar adede göre.',
  },
  {
    seller: 3,
    name: 'Unheated Ceylon Blue Sapphire 3.02 ct',
    categories: [CAT.sapphire, CAT.colouredGemstone],
    stones: [
      stone({
        type: ST.sapphire,
        shape: SH.cushion,
        carat: 3.02,
        colour: 'Cornflower blue',
        clarity: 'VVS2',
        treatment: TR.none,
        origin: 'Sri Lanka',
        certificateLab: 'GRS',
        certificateNumber: 'GRS2026-098812',
      }),
    ],
    currency: 'USD',
    price: 14500,
    availability: 'stock',
    stock: 1,
    videoUrl: YT('ScMzIvxBSi4'),
    resources: [report('GRS', '2026-098812')],
    tags: ['sapphire', 'unheated', 'Ceylon'],
    motif: 'gem',
    imageKey: 'sapphire',
    intro: 'An unheated cornflower blue sapphire from Ratnapura, Sri Lanka, with a GRS report.',
  },
  {
    seller: 3,
    name: 'Colombian Emerald 1.85 ct, minor oil',
    categories: [CAT.emerald, CAT.colouredGemstone],
    stones: [
      stone({
        type: ST.emerald,
        shape: SH.emerald,
        carat: 1.85,
        colour: 'green',
        clarity: 'SI1',
        treatment: TR.oiled,
        origin: 'Colombia',
        certificateLab: 'Gübelin',
        certificateNumber: '26012345',
      }),
    ],
    currency: 'USD',
    price: 9800,
    availability: 'stock',
    stock: 1,
    resources: [report('Gubelin', '26012345')],
    tags: ['emerald', 'Muzo', 'Colombia'],
    motif: 'gem',
    imageKey: 'emerald',
    intro: 'A Muzo emerald of 1.85 ct, minor oil, with a Gübelin report.',
  },
  {
    seller: 3,
    name: "Burmese Ruby 1.02 ct Pigeon's Blood",
    categories: [CAT.ruby, CAT.colouredGemstone],
    stones: [
      stone({
        type: ST.ruby,
        shape: SH.oval,
        carat: 1.02,
        colour: "Pigeon's blood",
        clarity: 'VS2',
        treatment: TR.heated,
        origin: 'Myanmar',
        certificateLab: 'SSEF',
        certificateNumber: '128874',
      }),
    ],
    currency: 'USD',
    price: 12000,
    availability: 'preorder',
    preorder: [35, 70],
    priceVisibility: 'community',
    tags: ['ruby', 'Mogok', "pigeon's blood"],
    motif: 'gem',
    imageKey: 'ruby',
    intro: 'A heated Mogok ruby of 1.02 ct, SSEF "pigeon\'s blood", cutting in December.',
  },
  {
    seller: 3,
    name: 'Tanzanite Parcel AAA, oval',
    categories: [CAT.tanzanite, CAT.colouredGemstone],
    stones: [
      stone({
        type: ST.tanzanite,
        shape: SH.oval,
        carat: 10,
        count: 10,
        colour: 'purple',
        clarity: 'VS1',
        treatment: TR.heated,
        origin: 'Tanzania',
      }),
    ],
    currency: 'USD',
    price: 1800,
    variants: [
      { name: '5 ct', sku: 'SUR-TZ-5', price: 1800 },
      { name: '10 ct', sku: 'SUR-TZ-10', price: 3500 },
      { name: '25 ct', sku: 'SUR-TZ-25', price: 8200 },
    ],
    availability: 'immediate',
    tags: ['tanzanite', 'parcel', 'wholesale'],
    motif: 'gem',
    imageKey: 'tanzanite',
    intro: 'Matched AAA tanzanite ovals from Merelani, sold by the parcel.',
  },
  {
    seller: 4,
    name: 'GIA Round Brilliant Diamond 1.01 ct E VVS1',
    categories: [CAT.naturalDiamond, CAT.looseDiamond],
    stones: [
      stone({
        type: ST.diamond,
        shape: SH.round,
        carat: 1.01,
        colour: 'E',
        clarity: 'VVS1',
        cut: 'Excellent',
        treatment: TR.none,
        origin: 'Botswana',
        certificateLab: 'GIA',
        certificateNumber: '6452187730',
      }),
    ],
    currency: 'EUR',
    price: 11900,
    availability: 'stock',
    stock: 1,
    videoUrl: YT('M7lc1UVf-VE'),
    resources: [report('GIA', '6452187730')],
    tags: ['diamond', 'GIA', 'round'],
    motif: 'gem',
    imageKey: 'diamond',
    intro: 'A 1.01 ct round brilliant, E colour, VVS1, triple excellent, from Antwerp.',
  },
  {
    seller: 4,
    name: 'Oval Diamond 2.03 ct H SI1 HRD',
    categories: [CAT.naturalDiamond, CAT.looseDiamond],
    stones: [
      stone({
        type: ST.diamond,
        shape: SH.oval,
        carat: 2.03,
        colour: 'H',
        clarity: 'SI1',
        treatment: TR.none,
        origin: 'South Africa',
        certificateLab: 'HRD',
        certificateNumber: '230011223344',
      }),
    ],
    currency: 'EUR',
    price: 16400,
    availability: 'stock',
    stock: 1,
    tags: ['diamond', 'oval', 'HRD'],
    motif: 'gem',
    imageKey: 'diamond',
    intro: 'A 2.03 ct oval diamond, H colour, SI1, with an HRD Antwerp certificate.',
  },
  {
    seller: 4,
    name: 'Pt950 Lab-Grown Diamond Eternity Band 2.00 ct',
    categories: [CAT.weddingBand, CAT.diamondJewellery],
    metal: 'Platinum 950',
    metalGrams: 4.8,
    stones: [
      stone({
        type: ST.labGrownDiamond,
        shape: SH.round,
        carat: 2,
        count: 20,
        colour: 'F',
        clarity: 'VS1',
        treatment: TR.none,
        certificateLab: 'IGI',
        certificateNumber: 'LG612009876',
      }),
    ],
    currency: 'EUR',
    price: 2450,
    availability: 'preorder',
    preorder: [14, 40],
    tags: ['eternity', 'lab-grown', 'platinum'],
    motif: 'ring',
    imageKey: 'diamond',
    intro: 'A platinum eternity band set with twenty lab-grown diamonds, F VS1, IGI.',
  },
  {
    seller: 4,
    name: 'Fancy Pink Diamond 0.52 ct',
    categories: [CAT.colouredDiamond, CAT.looseDiamond],
    stones: [
      stone({
        type: ST.diamond,
        shape: SH.pear,
        carat: 0.52,
        colour: 'pink',
        clarity: 'VS2',
        treatment: TR.none,
        origin: 'Australia',
        certificateLab: 'GIA',
        certificateNumber: '2205558812',
      }),
    ],
    currency: 'EUR',
    price: 38000,
    priceVisibility: 'community',
    availability: 'stock',
    stock: 1,
    tags: ['pink diamond', 'Argyle', 'GIA'],
    motif: 'gem',
    imageKey: 'pink',
    intro: 'A natural fancy pink pear diamond of 0.52 ct from Argyle, GIA.',
  },
  {
    seller: 2,
    name: 'Sterling Silver Amethyst Drop Earrings',
    categories: [CAT.earring, CAT.silverJewellery],
    metal: '925 sterling silver',
    metalGrams: 3.4,
    stones: [
      stone({
        type: ST.amethyst,
        shape: SH.pear,
        count: 2,
        carat: 4,
        colour: 'purple',
        clarity: 'VS1',
        treatment: TR.none,
        origin: 'Brazil',
      }),
    ],
    currency: 'USD',
    price: 38,
    variants: [
      { name: '12 pairs', sku: 'RAT-AM-12', price: 420 },
      { name: '60 pairs', sku: 'RAT-AM-60', price: 1980 },
    ],
    availability: 'immediate',
    tags: ['amethyst', 'silver', 'wholesale'],
    motif: 'earrings',
    imageKey: 'amethyst',
    intro: 'Hand-finished 925 silver drops with Brazilian amethyst pears, by the dozen.',
  },
  {
    seller: 2,
    name: 'Thai Silver Garnet Ring',
    categories: [CAT.ring, CAT.silverJewellery],
    metal: '925 sterling silver',
    metalGrams: 4,
    stones: [
      stone({ type: ST.garnet, shape: SH.oval, carat: 2.2, colour: 'red', clarity: 'SI1', treatment: TR.none, origin: 'Mozambique' }),
    ],
    currency: 'USD',
    price: 29,
    availability: 'stock',
    stock: 240,
    tags: ['garnet', 'silver', 'ring'],
    motif: 'ring',
    imageKey: 'ruby',
    intro: 'A Mozambique garnet in a Chiang Mai sterling silver setting.',
  },
];

/** Aurora's showcase pieces are added to its products; each other seller's replace its newest generated ones. */
export const showcaseOf = (seller: number) => SHOWCASE.filter((s) => s.seller === seller);

/** The product columns of a showcase piece (the caller adds the derived ones and the row's place and dates). */
export function showcaseColumns(s: Showcase, sku: string) {
  const m = s.metal ? metalOf(s.metal) : { metal: null, fineness: null };
  const stoneGrams = s.stones.reduce((sum, x) => sum + (x.carat ?? 0) * 0.2, 0);
  const from = s.preorder ? daysAfter(s.preorder[0]) : null;
  const to = s.preorder ? daysAfter(s.preorder[1]) : null;
  return {
    name: s.name,
    sku,
    images: [productImage(s.motif, s.imageKey), productImage('box', 'navy')],
    categories: s.categories,
    tags: s.tags,
    variants: s.variants ?? [],
    currency: s.currency,
    price: s.price,
    metal: m.metal,
    fineness: m.fineness,
    metalWeightGrams: s.metal ? (s.metalGrams ?? null) : null,
    grossWeightGrams: s.metal && s.metalGrams != null ? Math.round((s.metalGrams + stoneGrams) * 1000) / 1000 : null,
    stones: s.stones,
    minOrder: null,
    noMinOrderNote: 'Single pieces available; no minimum order.',
    descriptionHtml: `<p>${s.intro.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`,
    videoUrl: s.videoUrl ?? null,
    resources: s.resources ?? [],
    published: true,
    listed: true,
    availability: s.availability,
    immediate: s.availability === 'immediate',
    preorderFrom: from ? isoDate(from) : null,
    preorderTo: to ? isoDate(to) : null,
    stock: s.stock ?? null,
    trackInventory: s.stock != null,
    visibility: s.visibility ?? 'showroom',
    priceVisibility: s.priceVisibility ?? 'public',
    availabilitySaved: true,
  };
}
