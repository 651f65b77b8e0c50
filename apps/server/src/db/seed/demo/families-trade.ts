// Product families of coloured gemstones, silver and fashion jewellery, gold, jade, beads, minerals, packaging, tools.
import { METAL, STONE_SHAPE, STONE_TREATMENT, STONE_TYPE } from '@gembourse/contracts/jewellery';
import { CAT } from './dict-ids.ts';
import { ct, type Family, type ProductDraft } from './families-jewellery.ts';
import {
  certificateNumber,
  labOf,
  loose,
  originOf,
  piece,
  shapeOf,
  sideDiamonds,
  stone as makeStone,
  stoneTypeOf,
  treatmentOf,
  type JewelleryOf,
} from './jewellery.ts';
import type { Rng } from './prng.ts';

const tags = (r: Rng, pool: string[]) => r.sample(pool, r.int(0, 3));

const GEMS = [
  {
    name: 'Ruby',
    cat: CAT.ruby,
    colour: 'ruby',
    origins: ['Burmese', 'Mozambique', 'Thai'],
    perCt: [700, 5500],
    treat: ['Unheated', 'Heated'],
  },
  {
    name: 'Blue Sapphire',
    cat: CAT.sapphire,
    colour: 'sapphire',
    origins: ['Ceylon', 'Madagascar', 'Burmese'],
    perCt: [450, 3500],
    treat: ['Unheated', 'Heated'],
  },
  {
    name: 'Emerald',
    cat: CAT.emerald,
    colour: 'emerald',
    origins: ['Colombian', 'Zambian', 'Brazilian'],
    perCt: [500, 4500],
    treat: ['Minor Oil', 'Insignificant Oil'],
  },
  { name: 'Tanzanite', cat: CAT.tanzanite, colour: 'tanzanite', origins: ['Merelani'], perCt: [220, 650], treat: ['Heated'] },
  {
    name: 'Spinel',
    cat: CAT.spinel,
    colour: 'pink',
    origins: ['Burmese', 'Tanzanian', 'Vietnamese'],
    perCt: [300, 2400],
    treat: ['Unheated'],
  },
  {
    name: 'Pink Sapphire',
    cat: CAT.sapphire,
    colour: 'pink',
    origins: ['Madagascar', 'Ceylon'],
    perCt: [350, 1800],
    treat: ['Heated', 'Unheated'],
  },
  { name: 'Padparadscha Sapphire', cat: CAT.sapphire, colour: 'pink', origins: ['Ceylon'], perCt: [2500, 9000], treat: ['Unheated'] },
  {
    name: 'Aquamarine',
    cat: CAT.aquamarine,
    colour: 'aqua',
    origins: ['Brazilian', 'Mozambique', 'Nigerian'],
    perCt: [70, 420],
    treat: ['Heated', 'Untreated'],
  },
  {
    name: 'Paraíba Tourmaline',
    cat: CAT.tourmaline,
    colour: 'aqua',
    origins: ['Mozambique', 'Brazilian'],
    perCt: [1500, 8500],
    treat: ['Heated', 'Unheated'],
  },
  {
    name: 'Amethyst',
    cat: CAT.quartz,
    colour: 'amethyst',
    origins: ['Brazilian', 'Zambian', 'Uruguayan'],
    perCt: [4, 35],
    treat: ['Untreated'],
  },
  { name: 'Citrine', cat: CAT.quartz, colour: 'citrine', origins: ['Brazilian'], perCt: [3, 22], treat: ['Heated'] },
  {
    name: 'Yellow Sapphire',
    cat: CAT.sapphire,
    colour: 'yellowDiamond',
    origins: ['Ceylon', 'Thai'],
    perCt: [180, 1100],
    treat: ['Unheated', 'Heated'],
  },
  {
    name: 'Tsavorite Garnet',
    cat: CAT.garnet,
    colour: 'emerald',
    origins: ['Kenyan', 'Tanzanian'],
    perCt: [280, 1700],
    treat: ['Untreated'],
  },
  {
    name: 'Rhodolite Garnet',
    cat: CAT.garnet,
    colour: 'ruby',
    origins: ['Tanzanian', 'Mozambique'],
    perCt: [15, 90],
    treat: ['Untreated'],
  },
  { name: 'Black Opal', cat: CAT.opal, colour: 'sapphire', origins: ['Australian'], perCt: [150, 2500], treat: ['Untreated'] },
] as const;
const CUTS = ['Oval', 'Cushion', 'Round', 'Emerald Cut', 'Pear', 'Trillion', 'Heart', 'Octagon', 'Cabochon'];

export const colouredGem: Family = (r) => {
  const g = r.pick(GEMS);
  if (r.chance(0.12)) {
    const mm = r.pick(['1.5mm', '2mm', '2.5mm', '3mm']);
    const lot = r.pick([10, 25, 50, 100]);
    return {
      name: `Calibrated ${g.name} Melee ${mm} Round Lot ${lot}ct`,
      categories: [g.cat, CAT.colouredGemstone],
      tags: tags(r, ['calibrated', 'parcel', 'matched colour']),
      usd: (lot * g.perCt[0]) / 6,
      motif: 'gem',
      imageKey: g.colour,
      intro: 'Machine-calibrated and colour-matched melee for pavé and halo settings.',
      details: [
        ['Size', mm],
        ['Parcel weight', `${lot}ct`],
        ['Origin', g.origins[0]],
      ],
      unit: 'lots',
      jewellery: () =>
        loose([
          makeStone({
            type: stoneTypeOf(g.name),
            shape: STONE_SHAPE.round,
            carat: lot,
            size: mm.replace('mm', ' mm'),
            // About 0.02 ct a 1.5 mm stone, 0.1 ct a 3 mm one.
            count: Math.round(lot / ({ '1.5mm': 0.02, '2mm': 0.04, '2.5mm': 0.07, '3mm': 0.1 }[mm] ?? 0.05)),
            treatment: treatmentOf(g.treat[0]),
            origin: originOf(g.origins[0]),
          }),
        ]),
    };
  }
  const cheap = g.perCt[1] < 100;
  const carat = Math.round((cheap ? r.float(3, 25) : r.float(0.6, 6.5)) * 100) / 100;
  const origin = r.pick(g.origins);
  const treat = r.pick(g.treat);
  const cut = r.pick(CUTS);
  const lab = r.pick(['GRS', 'GIA', 'SSEF', 'Gübelin', 'AGL', 'GIT', 'Lotus Gemology']);
  const prefix = treat === 'Unheated' ? 'Unheated ' : r.chance(0.5) ? 'Natural ' : '';
  return {
    name: `${prefix}${origin} ${g.name} ${ct(carat)} ${cut}`,
    categories: [g.cat, CAT.colouredGemstone],
    tags: tags(r, ['certified', 'unheated', 'eye-clean', 'top colour', 'matched pair available', 'collector stone']),
    usd: carat * r.float(g.perCt[0], g.perCt[1]) * (1 + carat / 10),
    motif: 'gem',
    imageKey: g.colour,
    intro: `A ${origin.toLowerCase()} ${g.name.toLowerCase()} with ${r.pick(['vivid', 'rich', 'velvety', 'bright', 'well-saturated'])} colour, cut for brilliance and weight retention.`,
    details: [
      ['Weight', ct(carat)],
      ['Shape / cut', cut],
      ['Origin', origin],
      ['Treatment', treat],
      ['Report', cheap ? 'In-house grading' : `${lab} report`],
    ],
    unit: null,
    jewellery: (j) =>
      loose([
        makeStone({
          type: stoneTypeOf(g.name),
          shape: shapeOf(cut),
          carat,
          colour: j.pick(GEM_GRADES[g.name] ?? ['Medium']),
          clarity: j.pick(['Eye-clean', 'Eye-clean', 'Slightly included']),
          cut: cut === 'Cabochon' ? null : j.pick(['Precision', 'Native', 'Standard']),
          treatment: treatmentOf(treat),
          origin: originOf(origin),
          certificateLab: cheap ? null : labOf(lab),
          certificateNumber: cheap ? null : certificateNumber(j, labOf(lab)),
        }),
      ]),
  };
};

/** Colour grades the trade gives each gem (a ruby's "pigeon's blood", a sapphire's "royal blue"). */
const GEM_GRADES: Record<string, readonly string[]> = {
  Ruby: ["Pigeon's blood", 'Vivid red', 'Purplish red'],
  'Blue Sapphire': ['Royal blue', 'Cornflower blue', 'Vivid blue'],
  Emerald: ['Vivid green', 'Medium green', 'Bluish green'],
  Tanzanite: ['AAA violet-blue', 'AA blue'],
  Spinel: ['Hot pink', 'Red', 'Jedi red'],
  'Pink Sapphire': ['Vivid pink', 'Hot pink'],
  'Padparadscha Sapphire': ['Pinkish orange', 'Orangy pink'],
  Aquamarine: ['Santa Maria blue', 'Medium blue'],
  'Paraíba Tourmaline': ['Neon blue', 'Electric green-blue'],
  'Yellow Sapphire': ['Canary yellow', 'Golden yellow'],
};

export const silver: Family = (r) => {
  const plating = r.pick(['Rhodium-Plated', '18K Gold-Plated', 'Rose Gold-Plated']);
  const stone = r.pick(['CZ', 'Cubic Zirconia', 'Nano Sapphire', 'Crystal']);
  const [name, cats, motif, key, lo, hi] = r.pick([
    [`Sterling Silver ${stone} Huggie Earrings`, [CAT.silverJewellery, CAT.fashionEarring], 'earrings', 'diamond', 6, 25],
    [`925 Silver ${plating} ${stone} Tennis Bracelet`, [CAT.silverJewellery, CAT.fashionBracelet], 'bracelet', 'diamond', 18, 70],
    [`Sterling Silver ${stone} Halo Ring`, [CAT.silverJewellery, CAT.fashionRing], 'ring', 'diamond', 8, 35],
    [
      `${plating} Sterling Silver Paperclip Chain 45cm`,
      [CAT.silverJewellery, CAT.chain],
      'chain',
      plating.startsWith('Rose') ? 'rose' : plating.startsWith('18K') ? 'yellow' : 'white',
      9,
      40,
    ],
    [`Stainless Steel Cuban Link Chain ${r.pick(['6mm', '8mm', '10mm'])}`, [CAT.stainless, CAT.chain], 'chain', 'white', 4, 18],
    ['Gold-Plated Brass Hoop Earrings', [CAT.brass, CAT.fashionEarring], 'earrings', 'diamond', 1.5, 6],
    ['925 Silver Evil Eye Bracelet', [CAT.silverJewellery, CAT.fashionBracelet], 'bracelet', 'sapphire', 7, 22],
    ['Handmade Silver Ottoman Ring with Garnet', [CAT.silverJewellery, CAT.ring], 'ring', 'ruby', 15, 60],
    [`${plating} Silver Heart Pendant Necklace`, [CAT.silverJewellery, CAT.fashionNecklace], 'pendant', 'pink', 8, 30],
    ['Sterling Silver Freshwater Pearl Stud Earrings', [CAT.silverJewellery, CAT.fashionEarring], 'earrings', 'pearlWhite', 5, 20],
    ["Stainless Steel Men's Signet Ring", [CAT.stainless, CAT.mens], 'ring', 'sapphire', 3, 12],
    [`Sterling Silver ${stone} Station Necklace`, [CAT.silverJewellery, CAT.fashionNecklace], 'pendant', 'diamond', 10, 38],
    ['Sterling Silver Marcasite Brooch', [CAT.silverJewellery, CAT.brooch], 'pendant', 'emerald', 12, 45],
  ] as const);
  const jewellery: JewelleryOf = (j) => {
    const material = name.includes('Stainless') || name.includes('Brass') ? null : '925 sterling silver';
    const set = /CZ|Zirconia|Sapphire|Crystal|Garnet|Pearl|Marcasite/.exec(name)?.[0];
    const type = set === 'CZ' || set === 'Zirconia' ? STONE_TYPE.cubicZirconia : set ? stoneTypeOf(set) : null;
    const grams: [number, number] = motif === 'bracelet' || motif === 'chain' ? [4, 12] : [1.2, 4.5];
    const stones =
      type == null
        ? []
        : type === STONE_TYPE.pearl
          ? [makeStone({ type, shape: STONE_SHAPE.bead, size: '6-7 mm', count: 2, colour: 'White', origin: 'China' })]
          : [makeStone({ type, shape: STONE_SHAPE.round, count: motif === 'bracelet' ? j.int(30, 50) : j.int(1, 24) })];
    if (material) return piece(j, material, grams, stones);
    // Steel and brass are "other" metals: their alloy is said in the description, not as a fineness.
    const made = piece(j, null, grams, stones);
    const metalGrams = Math.round(j.float(grams[0], grams[1]) * 1000) / 1000;
    return { ...made, metal: METAL.other, metalWeightGrams: metalGrams, grossWeightGrams: metalGrams };
  };
  return {
    jewellery,
    name,
    categories: [...cats],
    tags: tags(r, ['nickel-free', 'hypoallergenic', 'trend 2027', 'OEM welcome', 'fast shipping', 'private label']),
    usd: r.float(lo, hi),
    motif,
    imageKey: key,
    intro: 'Made for fashion and online retailers: consistent quality, tarnish-resistant finish and quick repeat production.',
    details: [
      [
        'Material',
        name.includes('Stainless')
          ? '316L stainless steel'
          : name.includes('Brass')
            ? 'Brass, 2-micron gold plating'
            : '925 sterling silver',
      ],
      ['Finish', plating],
      ['Packaging', 'Individual OPP bag; branded boxes on request'],
    ],
    unit: 'pcs',
  };
};

const GOLD_PER_G = 110; // USD per gram of fine gold, for demo prices
export const gold: Family = (r) => {
  const karat = r.pick([14, 18, 21, 22] as const);
  const purity = karat / 24;
  const colour = karat >= 21 ? 'yellow' : r.pick(['yellow', 'white', 'rose'] as const);
  const colourName = { yellow: 'Yellow', white: 'White', rose: 'Rose' }[colour];
  const [type, cats, motif, grams] = r.pick([
    [`Figaro Chain ${r.pick(['2.5mm', '3mm', '4mm'])} 50cm`, [CAT.goldJewellery, CAT.chain], 'chain', r.float(8, 30)],
    [`Rope Chain ${r.pick(['2mm', '3mm', '4mm'])} 55cm`, [CAT.goldJewellery, CAT.chain], 'chain', r.float(8, 35)],
    [`Franco Chain ${r.pick(['3mm', '4mm'])} 60cm`, [CAT.goldJewellery, CAT.chain], 'chain', r.float(15, 45)],
    ['Bangles Set of 4', [CAT.goldJewellery, CAT.bangle], 'bangle', r.float(40, 90)],
    ['Filigree Bracelet', [CAT.goldJewellery, CAT.bracelet], 'bangle', r.float(12, 30)],
    ['Bridal Necklace Set', [CAT.goldJewellery, CAT.jewellerySet], 'chain', r.float(60, 160)],
    ['Hollow Hoop Earrings', [CAT.goldJewellery, CAT.hoopEarring], 'chain', r.float(3, 9)],
  ] as const);
  const g = Math.round(grams * 10) / 10;
  const making = r.float(1.08, 1.22);
  return {
    name: `${karat}K ${colourName} Gold ${type}`,
    categories: [...cats],
    tags: tags(r, ['hallmarked', 'machine-made', 'handmade', 'by weight', 'bridal']),
    usd: g * GOLD_PER_G * purity * making,
    motif,
    imageKey: colour,
    intro: "Priced by weight at the day's gold fixing plus a making charge; hallmarked and supplied with an assay note.",
    details: [
      ['Purity', `${karat}K (${Math.round(purity * 1000)})`],
      ['Approx. weight', `${g} g`],
      ['Making charge', `${Math.round((making - 1) * 100)}% over metal value`],
    ],
    unit: r.chance(0.4) ? 'g' : 'pcs',
    // Plain gold: the metal is the whole weight.
    jewellery: (j) => ({ ...piece(j, `${karat}K`, [g, g], []), grossWeightGrams: g, metalWeightGrams: g }),
  };
};

export const jade: Family = (r) => {
  const [name, cats, motif, key, lo, hi] = r.pick([
    [`Burmese Jadeite Bangle Type A ${r.int(52, 60)}mm`, [CAT.jade, CAT.bangle], 'bangle', 'yellow-jade', 600, 18000],
    ['Icy Jadeite Cabochon Ring 18K Gold Halo', [CAT.jade, CAT.ring], 'ring', 'emerald', 900, 12000],
    ['Hetian Nephrite Guanyin Pendant', [CAT.jade, CAT.pendant], 'pendant', 'emerald', 180, 2400],
    [`Jadeite Bead Necklace ${r.pick(['6mm', '8mm', '10mm'])}`, [CAT.jade, CAT.necklace], 'beads', 'jadeite', 400, 9000],
    ['Lavender Jadeite Ruyi Pendant 18K', [CAT.jade, CAT.pendant], 'pendant', 'emerald', 500, 6000],
    [`Nephrite Jade Bead Bracelet ${r.pick(['8mm', '10mm'])}`, [CAT.jade, CAT.bracelet], 'beads', 'jadeite', 60, 600],
    ['Jadeite Safety Buckle Pendant', [CAT.jade, CAT.pendant], 'pendant', 'emerald', 250, 3000],
  ] as const);
  const jewellery: JewelleryOf = (j) => {
    const report = draft.details.find(([k]) => k === 'Report')![1];
    const lab = labOf(report);
    const cert = { certificateLab: lab, certificateNumber: certificateNumber(j, lab) };
    const jadeite = !name.includes('Nephrite');
    const grade = name.includes('Lavender')
      ? 'Lavender'
      : name.includes('Icy')
        ? 'Icy, near colourless'
        : jadeite
          ? j.pick(['Imperial green', 'Apple green', 'Yellow-green'])
          : j.pick(['Mutton-fat white', 'Spinach green']);
    const base = {
      type: STONE_TYPE.jade,
      treatment: STONE_TREATMENT.none,
      origin: jadeite ? 'Myanmar' : 'China',
      colour: grade,
      ...cert,
    };
    if (motif === 'bangle') {
      const inner = /(\d+)mm/.exec(name)?.[1] ?? '56';
      return loose([makeStone({ ...base, size: `${inner} mm inner`, cut: 'Round bangle' })]);
    }
    if (motif === 'beads') {
      const mm = Number(/(\d+)mm/.exec(name)?.[1] ?? 8);
      return loose([
        makeStone({ ...base, shape: STONE_SHAPE.bead, size: `${mm} mm`, count: Math.round((name.includes('Bracelet') ? 180 : 430) / mm) }),
      ]);
    }
    if (name.includes('Ring')) {
      const jade = makeStone({ ...base, shape: STONE_SHAPE.cabochon, carat: Math.round(j.float(2, 6) * 100) / 100 });
      return piece(j, '18K Gold', [3, 6], [jade, sideDiamonds(j, j.int(16, 30), Math.round(j.float(0.15, 0.4) * 100) / 100)]);
    }
    const carving = makeStone({ ...base, shape: STONE_SHAPE.other, size: `${j.int(28, 55)} x ${j.int(18, 32)} mm`, cut: 'Hand-carved' });
    return name.includes('18K') ? piece(j, '18K Gold', [0.6, 1.8], [carving]) : loose([carving]);
  };
  const draft: ProductDraft = {
    jewellery,
    name,
    categories: [...cats],
    tags: tags(r, ['Type A', 'certified', 'hand-carved', 'icy', 'collector piece']),
    usd: r.float(lo, hi),
    motif,
    imageKey: key,
    intro: 'Natural, untreated jade, hand-selected for translucency and even colour; sold with an NGTC or GIA identification report.',
    details: [
      ['Material', name.includes('Nephrite') ? 'Nephrite jade' : 'Jadeite jade, Type A (untreated)'],
      ['Origin', name.includes('Hetian') ? 'Xinjiang' : 'Myanmar'],
      ['Report', r.pick(['NGTC', 'GIA', 'HKJSL'])],
    ],
    unit: null,
  };
  return draft;
};

export const beads: Family = (r) => {
  const [stone, key, cat] = r.pick([
    ['Lapis Lazuli', 'lapis', CAT.lapis],
    ['Rose Quartz', 'roseQuartz', CAT.quartz],
    ['Turquoise', 'turquoise', CAT.turquoise],
    ['Green Aventurine', 'jadeite', CAT.quartz],
    ['Sodalite', 'lapis', CAT.semiPrecious],
    ['Amazonite', 'turquoise', CAT.semiPrecious],
  ] as const);
  const mm = r.pick(['4mm', '6mm', '8mm', '10mm', '12mm']);
  const shape = r.pick(['Round', 'Faceted Round', 'Rondelle', 'Chip']);
  return {
    name: `Natural ${stone} ${shape} Beads ${mm} 40cm Strand`,
    categories: [CAT.beads, cat],
    tags: tags(r, ['natural', 'DIY', 'wholesale', 'drilled']),
    usd: r.float(2, 28),
    motif: 'beads',
    imageKey: key,
    intro: 'Evenly drilled, graded beads for designers and jewellery makers; mixed strands available.',
    details: [
      ['Stone', `Natural ${stone.toLowerCase()}`],
      ['Bead size', mm],
      ['Strand length', 'approx. 40cm'],
      ['Hole', '0.8-1.0mm'],
    ],
    unit: 'strands',
  };
};

export const minerals: Family = (r) => {
  const [name, cats, key, lo, hi, unit] = r.pick([
    [`Amethyst Geode Cathedral ${r.int(25, 80)}cm`, [CAT.minerals, CAT.quartz], 'amethyst', 120, 2200, null],
    [`Clear Quartz Crystal Cluster ${r.int(1, 6)}kg`, [CAT.minerals, CAT.quartz], 'quartz', 40, 400, null],
    [`Citrine Cluster ${r.int(1, 3)}kg`, [CAT.minerals, CAT.quartz], 'citrine', 60, 500, null],
    [`Rough Tourmaline Lot ${r.pick([250, 500, 1000])}ct`, [CAT.roughGemstone, CAT.tourmaline], 'quartz', 200, 1800, 'lots'],
    ['Ammonite Fossil Pair, Polished, 10cm', [CAT.fossils], 'citrine', 30, 160, 'pcs'],
    [`Rough Aquamarine Crystals ${r.int(1, 5)}kg`, [CAT.roughGemstone, CAT.aquamarine], 'quartz', 300, 3000, 'lots'],
    ['Petrified Wood Slab 30cm', [CAT.fossils], 'citrine', 60, 350, null],
  ] as const);
  return {
    name,
    categories: [...cats],
    tags: tags(r, ['specimen', 'rough', 'decor', 'collector']),
    usd: r.float(lo, hi),
    motif: 'crystal',
    imageKey: key,
    intro: 'Mine-direct material, photographed and weighed individually; export paperwork included.',
    details: [
      ['Origin', r.pick(['Brazil', 'Uruguay', 'Madagascar', 'Morocco'])],
      ['Condition', r.pick(['Natural', 'Polished face', 'Cleaned'])],
    ],
    unit: unit as ProductDraft['unit'],
  };
};

export const packaging: Family = (r) => {
  const colour = r.pick(['Navy', 'Burgundy', 'Black', 'Forest Green', 'Ivory', 'Grey'] as const);
  const key = { Navy: 'navy', Burgundy: 'burgundy', Black: 'black', 'Forest Green': 'green', Ivory: 'black', Grey: 'navy' }[colour];
  const [name, cat, lo, hi, unit] = r.pick([
    [`${colour} Velvet Ring Box (Pack of 24)`, CAT.jewelleryBox, 18, 60, 'packs'],
    [`${colour} Leatherette Necklace Display Bust`, CAT.displayStand, 6, 25, 'pcs'],
    ['Acrylic Earring Display Stand Set', CAT.displayStand, 12, 45, 'sets'],
    [`${colour} Microfibre Jewellery Pouch 8x10cm (100 pcs)`, CAT.pouch, 15, 40, 'packs'],
    ['LED Jewellery Showcase Light 6W', CAT.shopFitting, 14, 45, 'pcs'],
    [`${colour} Wooden Watch Box, 6 Slots`, CAT.jewelleryBox, 12, 38, 'pcs'],
    ['Custom Logo Printed Paper Bags (500 pcs)', CAT.pouch, 90, 260, 'packs'],
    ['Glass Counter Showcase 120cm with LED', CAT.showcase, 320, 900, 'units'],
  ] as const);
  return {
    name,
    categories: [cat],
    tags: tags(r, ['custom logo', 'OEM welcome', 'eco-friendly', 'in stock']),
    usd: r.float(lo, hi),
    motif: 'box',
    imageKey: key,
    intro: 'Retail-ready packaging and display; logo hot-stamping, custom colours and sizes from moderate quantities.',
    details: [
      ['Material', r.pick(['Velvet over MDF', 'PU leather', 'Acrylic and velvet', 'Microfibre', 'Tempered glass and aluminium'])],
      ['Customisation', 'Logo printing, colour, inserts'],
    ],
    unit,
  };
};

export const tools: Family = (r) => {
  const [name, cat, lo, hi] = r.pick([
    ['Multi-Function Diamond Tester (Moissanite / CVD)', CAT.gemTesting, 90, 650],
    ['Gem Refractometer RI 1.30-1.81', CAT.gemTesting, 180, 900],
    ['Triplet Loupe 10x 21mm', CAT.gemTesting, 12, 80],
    ['Vacuum Casting Machine 2kg', CAT.casting, 4500, 15000],
    ['Ultrasonic Cleaner 6L', CAT.jewellersTools, 120, 480],
    ['Digital Carat Scale 50ct x 0.001ct', CAT.jewellersTools, 45, 320],
    ['Fibre Laser Welding Machine 200W', CAT.laser, 3800, 12000],
    ['Bench Polishing Motor 1/2 HP', CAT.polishing, 150, 600],
    ['Gem Microscope 10x-80x Darkfield', CAT.gemTesting, 900, 4200],
    ['UV Lamp Longwave / Shortwave', CAT.gemTesting, 40, 220],
  ] as const);
  return {
    name,
    categories: [cat],
    tags: tags(r, ['CE certified', 'warranty', 'training included', 'in stock']),
    usd: r.float(lo, hi),
    motif: 'loupe',
    imageKey: r.pick(['black', 'quartz']),
    intro: 'Professional equipment for workshops and gem labs, with a one-year warranty and remote setup support.',
    details: [
      ['Warranty', `${r.pick([1, 2])} year(s)`],
      ['Power', r.pick(['110-240V', '220V', 'Battery / USB-C'])],
      ['Manual', 'English and Chinese'],
    ],
    unit: 'units',
  };
};
