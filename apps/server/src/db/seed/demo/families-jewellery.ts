// Product families of finished jewellery, diamonds, lab-grown diamonds and pearls: names, categories, prices.
import { STONE_SHAPE, STONE_TREATMENT, STONE_TYPE } from '@gembourse/contracts/jewellery';
import { CAT } from './dict-ids.ts';
import { certificateNumber, loose, piece, shapeOf, sideDiamonds, stone as makeStone, stoneTypeOf, type JewelleryOf } from './jewellery.ts';
import type { Motif } from './motifs.ts';
import type { Rng } from './prng.ts';

/** One generated product before it is bound to a company. */
export interface ProductDraft {
  name: string;
  categories: number[];
  tags: string[];
  usd: number;
  motif: Motif;
  /** Colour (or metal, for bangles and chains) key of the picture; see images.ts. */
  imageKey: string;
  intro: string;
  details: [string, string][];
  /** How the minimum order is counted; null when single pieces are sold. */
  unit: 'pcs' | 'sets' | 'strands' | 'lots' | 'units' | 'g' | 'packs' | null;
  /** Metal, weights and stones (jewellery.ts), from the product's own generator; absent for packaging, tools and the like. */
  jewellery?: JewelleryOf;
}
export type Family = (r: Rng) => ProductDraft;

export const ct = (v: number) => `${v.toFixed(2)}ct`;
export const roundPrice = (usd: number) =>
  usd >= 1000 ? Math.round(usd / 10) * 10 : usd >= 50 ? Math.round(usd) : Math.round(usd * 100) / 100;

interface Metal {
  name: string;
  key: 'white' | 'yellow' | 'rose';
  factor: number;
}
export const METALS: Metal[] = [
  { name: '18K White Gold', key: 'white', factor: 1 },
  { name: '18K Yellow Gold', key: 'yellow', factor: 1 },
  { name: '18K Rose Gold', key: 'rose', factor: 1 },
  { name: 'Platinum 950', key: 'white', factor: 1.2 },
  { name: '14K White Gold', key: 'white', factor: 0.8 },
  { name: '14K Yellow Gold', key: 'yellow', factor: 0.8 },
];

/**
 * `cat` is the finished-jewellery category of pieces set with the stone; `grades` the colour grades its centre stones
 * come in, `treatment` and `origins` what a coloured stone's report says.
 */
interface FineStone {
  name: string;
  cat: number;
  colour: string;
  factor: number;
  detail: string;
  grades?: readonly string[];
  treatment?: number;
  origins?: readonly string[];
}
const T = STONE_TREATMENT;
export const FINE_STONES: FineStone[] = [
  { name: 'Diamond', cat: CAT.diamondJewellery, colour: 'diamond', factor: 1.6, detail: 'Natural diamonds, F-G colour, VS clarity' },
  { name: 'Diamond', cat: CAT.diamondJewellery, colour: 'diamond', factor: 1.6, detail: 'Natural diamonds, G-H colour, VS-SI clarity' },
  {
    name: 'Ruby',
    cat: CAT.gemstoneJewellery,
    colour: 'ruby',
    factor: 1.3,
    detail: 'Natural ruby, heated, with diamond accents',
    grades: ["Pigeon's blood red", 'Vivid red', 'Purplish red'],
    treatment: T.heated,
    origins: ['Mozambique', 'Myanmar', 'Thailand'],
  },
  {
    name: 'Blue Sapphire',
    cat: CAT.gemstoneJewellery,
    colour: 'sapphire',
    factor: 1.1,
    detail: 'Natural blue sapphire, heated, with diamond accents',
    grades: ['Royal blue', 'Cornflower blue', 'Vivid blue'],
    treatment: T.heated,
    origins: ['Sri Lanka', 'Madagascar'],
  },
  {
    name: 'Emerald',
    cat: CAT.gemstoneJewellery,
    colour: 'emerald',
    factor: 1.2,
    detail: 'Natural emerald, minor oil, with diamond accents',
    grades: ['Vivid green', 'Medium green'],
    treatment: T.oiled,
    origins: ['Colombia', 'Zambia'],
  },
  {
    name: 'Tanzanite',
    cat: CAT.gemstoneJewellery,
    colour: 'tanzanite',
    factor: 0.8,
    detail: 'Natural tanzanite, AAA colour grade',
    grades: ['AAA violet-blue'],
    treatment: T.heated,
    origins: ['Tanzania'],
  },
  {
    name: 'Pink Sapphire',
    cat: CAT.gemstoneJewellery,
    colour: 'pink',
    factor: 0.9,
    detail: 'Natural pink sapphire, heated',
    grades: ['Vivid pink', 'Hot pink'],
    treatment: T.heated,
    origins: ['Madagascar', 'Sri Lanka'],
  },
  {
    name: 'Aquamarine',
    cat: CAT.gemstoneJewellery,
    colour: 'aqua',
    factor: 0.6,
    detail: 'Natural aquamarine, eye-clean',
    grades: ['Santa Maria blue', 'Medium blue'],
    treatment: T.none,
    origins: ['Brazil', 'Mozambique'],
  },
];

const tags = (r: Rng, pool: string[]) => r.sample(pool, r.int(0, 3));
const FINE_TAGS = ['bestseller', 'new arrival', 'bridal', 'handmade', 'customisable', 'certified', 'gift idea', 'OEM welcome'];
const FINE_INTRO = [
  'Hand-finished in our own workshop, with every stone set and checked under magnification.',
  'A timeless design for retail counters and bridal displays, available in other metals on request.',
  'Crafted with a comfortable fit and a high-polish finish; sizes and stone qualities can be adjusted for orders.',
  'Made to order or from stock; each piece ships with a quality report and a gift box.',
];

function fine(r: Rng, kind: 'ring' | 'earrings' | 'pendant' | 'bracelet'): ProductDraft {
  const metal = r.pick(METALS);
  const stone = r.pick(FINE_STONES);
  let name: string;
  let cat: number;
  let motif: Motif = kind;
  let base: number;
  /** The carats a name states (a solitaire's, a pair's total, a tennis line's), which the data must repeat. */
  let centreCarat: number | undefined;
  /** A line of equal stones (tennis, line bracelet) rather than a centre stone. */
  let line = false;
  let solitaire = false;
  if (kind === 'ring') {
    const bridal = stone.name === 'Diamond' && r.chance(0.6);
    const style = r.pick([
      'Halo',
      'Solitaire',
      'Three-Stone',
      'Pavé',
      'Vintage Milgrain',
      'Cluster',
      'Twisted Shank',
      'Bezel-Set',
      'Art Deco',
    ]);
    const type = bridal ? 'Engagement Ring' : r.pick(['Ring', 'Cocktail Ring', 'Band']);
    solitaire = style === 'Solitaire' || style === 'Bezel-Set';
    name = `${metal.name} ${style} ${stone.name} ${type}`;
    if (bridal && r.chance(0.5)) {
      centreCarat = r.pick([0.5, 0.7, 0.9, 1.0, 1.2, 1.5, 2.0]);
      name += ` ${ct(centreCarat)}`;
    }
    cat = bridal ? CAT.engagementRing : type === 'Band' ? CAT.weddingBand : CAT.ring;
    base = r.float(600, 4500);
  } else if (kind === 'earrings') {
    const type = r.pick([
      'Stud Earrings',
      'Drop Earrings',
      'Huggie Earrings',
      'Hoop Earrings',
      'Halo Stud Earrings',
      'Chandelier Earrings',
    ]);
    name = `${metal.name} ${stone.name} ${type}`;
    if (stone.name === 'Diamond' && type.includes('Stud')) {
      centreCarat = r.pick([0.3, 0.5, 1.0, 1.5]);
      name += ` ${ct(centreCarat)} tw`;
    }
    cat = type === 'Hoop Earrings' ? CAT.hoopEarring : CAT.earring;
    base = r.float(400, 3500);
  } else if (kind === 'pendant') {
    const type = r.pick([
      'Pendant',
      'Halo Pendant',
      'Heart Pendant',
      'Pendant Necklace',
      'Drop Pendant',
      'Solitaire Pendant',
      'Station Necklace',
      'Riviera Necklace',
    ]);
    name = `${metal.name} ${stone.name} ${type}`;
    cat = type.includes('Necklace') ? CAT.necklace : CAT.pendant;
    base = type === 'Riviera Necklace' ? r.float(4000, 18000) : r.float(350, 3000);
  } else {
    const type = r.pick(['Tennis Bracelet', 'Line Bracelet', 'Bangle', 'Link Bracelet', 'Cuff Bracelet']);
    name = `${metal.name} ${stone.name} ${type}`;
    if (type === 'Tennis Bracelet') {
      centreCarat = r.pick([1, 2, 3, 5, 7]);
      name += ` ${ct(centreCarat)}`;
    }
    line = type === 'Tennis Bracelet' || type === 'Line Bracelet';
    cat = type === 'Bangle' || type === 'Cuff Bracelet' ? CAT.bangle : CAT.bracelet;
    motif = cat === CAT.bangle ? 'bangle' : 'bracelet';
    base = r.float(800, 9000);
  }
  const categories = [cat, stone.cat];
  const pieces = kind === 'earrings' ? 2 : 1;
  const jewellery: JewelleryOf = (j) => {
    const type = stoneTypeOf(stone.name);
    const isDiamond = type === STONE_TYPE.diamond;
    const grade = () => (isDiamond ? j.pick(['D', 'E', 'F', 'G', 'H']) : j.pick(stone.grades ?? ['Medium']));
    const grams: Record<typeof kind, [number, number]> = { ring: [2.8, 7.5], earrings: [1.8, 5.5], pendant: [1.5, 5], bracelet: [7, 19] };
    if (line) {
      const count = j.int(34, 62);
      const total = centreCarat ?? Math.round(count * j.float(0.03, 0.08) * 100) / 100;
      const row = makeStone({
        type,
        shape: STONE_SHAPE.round,
        carat: total,
        count,
        colour: grade(),
        clarity: isDiamond ? 'VS' : 'Eye-clean',
      });
      const treatment = isDiamond ? T.none : (stone.treatment ?? null);
      return piece(j, metal.name, grams.bracelet, [{ ...row, treatment, origin: isDiamond ? null : j.pick(stone.origins ?? ['Unknown']) }]);
    }
    const each =
      centreCarat != null ? centreCarat / pieces : isDiamond ? j.pick([0.3, 0.5, 0.7, 0.9, 1.01]) : j.pick([0.8, 1.2, 1.6, 2.1, 3.05]);
    const lab = isDiamond
      ? each >= 0.5
        ? j.pick(['GIA', 'GIA', 'IGI'] as const)
        : null
      : each >= 1.5
        ? j.pick(['GRS', 'GIA', 'SSEF'] as const)
        : null;
    const centre = makeStone({
      type,
      shape: j.pick([STONE_SHAPE.round, STONE_SHAPE.round, STONE_SHAPE.oval, STONE_SHAPE.cushion, STONE_SHAPE.pear]),
      carat: each * pieces,
      count: pieces,
      colour: grade(),
      clarity: isDiamond ? j.pick(['VVS2', 'VS1', 'VS2', 'SI1']) : 'Eye-clean',
      cut: isDiamond ? j.pick(['Excellent', 'Very Good']) : null,
      treatment: isDiamond ? T.none : (stone.treatment ?? null),
      origin: isDiamond ? null : j.pick(stone.origins ?? ['Unknown']),
      certificateLab: lab,
      certificateNumber: lab ? certificateNumber(j, lab) : null,
    });
    // Halos, pavé shanks and accents: every style but a solitaire has small diamonds around the centre.
    const accents = solitaire ? [] : [sideDiamonds(j, j.int(10, 48), Math.round(j.float(0.08, 0.6) * 100) / 100)];
    return piece(j, metal.name, grams[kind], [centre, ...accents]);
  };
  return {
    name,
    categories,
    tags: tags(r, FINE_TAGS),
    usd: base * stone.factor * metal.factor,
    motif,
    imageKey: motif === 'bangle' ? metal.key : stone.colour,
    intro: r.pick(FINE_INTRO),
    details: [
      ['Metal', metal.name],
      ['Stones', stone.detail],
      ['Finish', r.pick(['High polish', 'Polished with milgrain edges', 'Satin and polish'])],
      ['Lead time', `${r.int(2, 6)} weeks for repeat orders`],
    ],
    unit: 'pcs',
    jewellery,
  };
}

export const ring: Family = (r) => fine(r, 'ring');
export const earrings: Family = (r) => fine(r, 'earrings');
export const pendant: Family = (r) => fine(r, 'pendant');
export const bracelet: Family = (r) => fine(r, 'bracelet');

/** Carats of one melee diamond by sieve size. */
const MELEE_CT: Record<string, number> = { '0.8-1.0mm': 0.004, '1.0-1.3mm': 0.007, '1.3-1.7mm': 0.015, '1.8-2.2mm': 0.035 };

const SHAPES = ['Round Brilliant', 'Oval', 'Princess', 'Cushion', 'Emerald Cut', 'Pear', 'Radiant', 'Marquise', 'Heart', 'Asscher'];
const COLOURS = ['D', 'E', 'F', 'G', 'H', 'I', 'J'];
const CLARITIES = ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'];

export const diamond: Family = (r) => {
  if (r.chance(0.15)) {
    const size = r.pick(['0.8-1.0mm', '1.0-1.3mm', '1.3-1.7mm', '1.8-2.2mm']);
    const lot = r.pick([5, 10, 20, 50]);
    return {
      name: `Natural Melee Diamonds ${size} ${r.pick(['D-F', 'F-G', 'G-H'])} ${r.pick(['VVS', 'VS', 'VS-SI'])} Lot ${lot}ct`,
      categories: [CAT.meleeDiamond, CAT.naturalDiamond],
      tags: tags(r, ['melee', 'parcel', 'calibrated']),
      usd: lot * r.float(350, 900),
      motif: 'gem',
      imageKey: 'diamond',
      intro: 'Calibrated, sieved and sorted melee for setting houses; parcels can be split on request.',
      details: [
        ['Size', size],
        ['Cut', 'Full cut, round'],
        ['Origin', 'Natural, conflict-free (Kimberley Process)'],
      ],
      unit: 'lots',
      // A parcel: about 0.004-0.04 ct a stone by its sieve size.
      jewellery: () =>
        loose([
          makeStone({
            type: STONE_TYPE.diamond,
            shape: STONE_SHAPE.round,
            carat: lot,
            size,
            count: Math.round(lot / MELEE_CT[size]),
            cut: 'Full cut',
            treatment: STONE_TREATMENT.none,
          }),
        ]),
    };
  }
  const shape = r.pick(SHAPES);
  const carat = r.pick([0.3, 0.5, 0.7, 0.9, 1.0, 1.01, 1.2, 1.5, 2.0, 2.5, 3.0]) + r.int(0, 5) / 100;
  const lab = r.weighted([
    ['GIA', 6],
    ['HRD', 2],
    ['IGI', 2],
  ] as const);
  const fancy = r.chance(0.12) ? r.pick(['Fancy Yellow', 'Fancy Intense Yellow', 'Fancy Light Pink']) : null;
  const colour = fancy ?? r.pick(COLOURS);
  const clarity = r.pick(CLARITIES);
  const perCt = 2600 * carat ** 0.7 * (1.5 - COLOURS.indexOf(colour) * 0.08) * (1.4 - CLARITIES.indexOf(clarity) * 0.09);
  const usd = fancy?.includes('Pink') ? perCt * carat * 6 : fancy ? perCt * carat * 1.2 : perCt * carat;
  return {
    name: `Natural ${shape} Diamond ${ct(carat)} ${colour} ${clarity} ${lab}`,
    categories: [fancy ? CAT.colouredDiamond : CAT.naturalDiamond, CAT.looseDiamond],
    tags: tags(r, ['certified', 'excellent cut', 'no fluorescence', 'investment grade', 'bridal']),
    usd,
    motif: 'gem',
    imageKey: fancy?.includes('Pink') ? 'pink' : fancy ? 'yellowDiamond' : 'diamond',
    intro: `A ${lab}-graded natural diamond, sourced through Kimberley Process-compliant channels.`,
    details: [
      ['Shape', shape],
      ['Carat', ct(carat)],
      ['Colour', colour],
      ['Clarity', clarity],
      ['Report', `${lab} grading report`],
    ],
    unit: null,
    jewellery: (j) =>
      loose([
        makeStone({
          type: STONE_TYPE.diamond,
          shape: shapeOf(shape),
          carat,
          colour,
          clarity,
          cut: shape === 'Round Brilliant' ? j.pick(['Excellent', 'Excellent', 'Very Good']) : null,
          treatment: STONE_TREATMENT.none,
          origin: j.pick(['Botswana', 'Russia', 'Canada', 'South Africa', 'Namibia']),
          certificateLab: lab,
          certificateNumber: certificateNumber(j, lab),
        }),
      ]),
  };
};

export const labGrown: Family = (r) => {
  const process = r.pick(['CVD', 'HPHT']);
  if (r.chance(0.45)) {
    const shape = r.pick(SHAPES);
    const carat = r.pick([0.5, 1.0, 1.01, 1.5, 2.0, 2.01, 2.5, 3.0, 4.0, 5.0]) + r.int(0, 3) / 100;
    const colour = r.pick(['D', 'E', 'F', 'G']);
    const clarity = r.pick(['VVS1', 'VVS2', 'VS1', 'VS2']);
    return {
      name: `${process} Lab-Grown ${shape} Diamond ${ct(carat)} ${colour} ${clarity} IGI`,
      categories: [CAT.labGrownDiamond],
      tags: tags(r, ['lab-grown', 'IGI certified', 'eco-friendly', 'as-grown', 'type IIa']),
      usd: carat * r.float(90, 320) * (1 + carat / 6),
      motif: 'gem',
      imageKey: 'diamond',
      intro: `Grown by ${process} and graded by IGI; every stone is laser-inscribed "Laboratory-Grown".`,
      details: [
        ['Process', process],
        ['Shape', shape],
        ['Carat', ct(carat)],
        ['Colour / clarity', `${colour} / ${clarity}`],
        ['Report', 'IGI laboratory-grown diamond report'],
      ],
      unit: null,
      jewellery: (j) =>
        loose([
          makeStone({
            type: STONE_TYPE.labGrownDiamond,
            shape: shapeOf(shape),
            carat,
            colour,
            clarity,
            cut: shape === 'Round Brilliant' ? 'Excellent' : null,
            // CVD stones are often annealed after growth; an "as-grown" stone is not.
            treatment: process === 'CVD' && j.chance(0.6) ? STONE_TREATMENT.hpht : STONE_TREATMENT.none,
            certificateLab: 'IGI',
            certificateNumber: certificateNumber(j, 'IGI', true),
          }),
        ]),
    };
  }
  const metal = r.pick(METALS.slice(0, 6));
  const [type, cat, motif, lo, hi] = r.pick([
    ['Tennis Bracelet', CAT.bracelet, 'bracelet', 700, 3500],
    ['Solitaire Engagement Ring', CAT.engagementRing, 'ring', 600, 3000],
    ['Stud Earrings', CAT.earring, 'earrings', 250, 1800],
    ['Eternity Band', CAT.weddingBand, 'ring', 500, 2200],
    ['Riviera Necklace', CAT.necklace, 'pendant', 1500, 6000],
    ['Halo Pendant', CAT.pendant, 'pendant', 300, 1500],
  ] as const);
  const carat = r.pick([1, 2, 3, 5, 7, 10]);
  return {
    name: `${metal.name} Lab-Grown Diamond ${type} ${carat}ct${type.includes('Earrings') ? ' tw' : ''}`,
    categories: [CAT.labGrownJewellery, cat],
    tags: tags(r, ['lab-grown', 'bestseller', 'bridal', 'eco-friendly', 'new arrival']),
    usd: r.float(lo, hi),
    motif,
    imageKey: 'diamond',
    intro: 'Lab-grown diamonds of the same chemistry as mined ones, set in solid gold for a fraction of the price.',
    details: [
      ['Metal', metal.name],
      ['Diamonds', `Lab-grown, ${process}, E-F colour, VS clarity`],
      ['Total weight', `${carat}ct`],
      ['Certificate', 'IGI jewellery report'],
    ],
    unit: 'pcs',
    jewellery: (j) => {
      const earrings = type.includes('Earrings');
      const solitaire = type.includes('Solitaire');
      const grams: [number, number] = type.includes('Bracelet') || type.includes('Necklace') ? [7, 18] : earrings ? [1.6, 4] : [2.2, 5.5];
      const stones = solitaire
        ? [
            makeStone({
              type: STONE_TYPE.labGrownDiamond,
              shape: j.pick([STONE_SHAPE.round, STONE_SHAPE.oval, STONE_SHAPE.emerald]),
              carat,
              colour: j.pick(['E', 'F']),
              clarity: 'VS1',
              certificateLab: 'IGI',
              certificateNumber: certificateNumber(j, 'IGI', true),
            }),
          ]
        : [{ ...sideDiamonds(j, earrings ? 2 : j.int(20, 70), carat, true), colour: 'E-F', clarity: 'VS' }];
      return piece(j, metal.name, grams, stones);
    },
  };
};

const PEARLS = [
  { type: 'Akoya', cat: CAT.akoya, sizes: ['6-6.5mm', '7-7.5mm', '7.5-8mm', '8-8.5mm'], colour: 'pearlWhite', strand: [500, 2200] },
  {
    type: 'Freshwater',
    cat: CAT.freshwater,
    sizes: ['5-6mm', '6-7mm', '7-8mm', '8-9mm', '9-10mm'],
    colour: 'pearlCream',
    strand: [40, 320],
  },
  {
    type: 'White South Sea',
    cat: CAT.southSea,
    sizes: ['9-10mm', '10-11mm', '11-12mm', '12-13mm'],
    colour: 'pearlWhite',
    strand: [2500, 12000],
  },
  { type: 'Golden South Sea', cat: CAT.southSea, sizes: ['9-11mm', '10-12mm', '11-13mm'], colour: 'pearlGolden', strand: [2200, 9000] },
  { type: 'Tahitian', cat: CAT.tahitian, sizes: ['8-10mm', '9-11mm', '10-12mm'], colour: 'pearlBlack', strand: [900, 4500] },
  { type: 'Pink Freshwater', cat: CAT.freshwater, sizes: ['6-7mm', '7-8mm'], colour: 'pearlPink', strand: [50, 280] },
] as const;

export const pearl: Family = (r) => {
  const p = r.pick(PEARLS);
  const size = r.pick(p.sizes);
  const grade = r.pick(['AAA', 'AA+', 'AA']);
  const [kind, cat, motif, factor, unit] = r.weighted([
    [['Pearl Strand Necklace', CAT.necklace, 'pearls', 1, 'strands'], 4],
    [['Pearl Stud Earrings', CAT.earring, 'earrings', 0.18, 'pcs'], 2],
    [['Pearl Pendant 18K Gold', CAT.pendant, 'pendant', 0.25, 'pcs'], 1.5],
    [['Pearl Bracelet', CAT.bracelet, 'pearls', 0.4, 'strands'], 1],
    [['Pearl Ring 18K Gold', CAT.ring, 'ring', 0.3, 'pcs'], 1],
    [['Loose Pearls (per strand)', CAT.pearls, 'pearls', 0.8, 'strands'], 1.5],
  ] as const);
  const name = kind.startsWith('Loose') ? `Loose ${p.type} Pearls ${size} ${grade} (per strand)` : `${p.type} ${kind} ${size}`;
  const strand = motif === 'pearls';
  const imageKey =
    motif === 'earrings'
      ? p.colour === 'pearlBlack'
        ? 'pearlBlack'
        : 'pearlWhite'
      : motif === 'pendant' || motif === 'ring'
        ? 'pearlWhite'
        : p.colour;
  const draft: ProductDraft = {
    name,
    categories: [p.cat, cat],
    tags: tags(r, ['cultured', 'high lustre', 'matched', 'bridal', 'gift idea']),
    usd: r.float(p.strand[0], p.strand[1]) * factor,
    motif,
    imageKey,
    intro: `${p.type} cultured pearls, hand-matched for lustre, surface and colour.`,
    details: [
      ['Pearl type', `${p.type} cultured`],
      ['Size', size],
      ['Grade', grade],
      ['Lustre', r.pick(['Excellent', 'Very good'])],
      ['Clasp', kind.startsWith('Loose') ? 'Unstrung, on silk' : r.pick(['14K gold', '18K gold', 'Sterling silver'])],
    ],
    unit: unit as ProductDraft['unit'],
  };
  const clasp = draft.details.find(([k]) => k === 'Clasp')![1];
  const metalName = kind.startsWith('Loose') ? null : strand ? clasp : kind.includes('18K') ? '18K Gold' : clasp;
  // Pearls are sized in millimetres, not carats: a 45 cm strand holds about 450 mm / the pearl size of them.
  const mm = Number(/-(\d+(?:\.\d+)?)mm/.exec(size)?.[1] ?? 8);
  draft.jewellery = (j) => {
    const count = strand ? Math.round((kind === 'Pearl Bracelet' ? 180 : 430) / mm) : kind.includes('Earrings') ? 2 : 1;
    const pearls = makeStone({
      type: STONE_TYPE.pearl,
      shape: p.type.includes('Freshwater') && j.chance(0.3) ? STONE_SHAPE.baroque : STONE_SHAPE.bead,
      size: size.replace('mm', ' mm'),
      count,
      colour: PEARL_COLOURS[p.colour],
      clarity: grade,
      treatment: p.type.includes('Pink') ? STONE_TREATMENT.dyed : STONE_TREATMENT.none,
      origin: PEARL_ORIGINS[p.type],
    });
    const grams: [number, number] = strand ? [0.8, 2.5] : kind.includes('Ring') ? [2.5, 4.5] : [0.6, 2.2];
    if (!metalName) return loose([pearls]);
    const made = piece(j, metalName, grams, [pearls]);
    // Pearls are weighed with the piece (nacre, about 2.7 g/cm³: a d mm pearl weighs about 0.0014·d³ g), so a strand's
    // gross weight is mostly pearls.
    const pearlGrams = count * 0.0014 * mm ** 3;
    return { ...made, grossWeightGrams: Math.round(((made.metalWeightGrams ?? 0) + pearlGrams) * 1000) / 1000 };
  };
  return draft;
};

const PEARL_COLOURS: Record<(typeof PEARLS)[number]['colour'], string> = {
  pearlWhite: 'White, rosé overtone',
  pearlCream: 'Cream',
  pearlGolden: 'Deep golden',
  pearlBlack: 'Peacock black',
  pearlPink: 'Pink',
};
const PEARL_ORIGINS: Record<(typeof PEARLS)[number]['type'], string> = {
  Akoya: 'Japan',
  Freshwater: 'China',
  'White South Sea': 'Australia',
  'Golden South Sea': 'Philippines',
  Tahitian: 'French Polynesia',
  'Pink Freshwater': 'China',
};
