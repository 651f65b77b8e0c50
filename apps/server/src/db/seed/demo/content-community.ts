// Knowledge community posts (English), buying leads of the buyer companies and Aurora Gems' collections.
import type { collections, knowledgePosts, leads } from '../../schema/index.ts';
import { CAT } from './dict-ids.ts';
import { productImage } from './images.ts';
import { daysAfter, daysBefore, isoDate, utc } from './prng.ts';

const POSTS: [title: string, tags: string[], paras: string[]][] = [
  [
    'How to read a diamond grading report in five minutes',
    ['diamonds', 'grading', 'GIA'],
    [
      'Start with the report number and check it online with the laboratory. Then read the 4Cs in order: carat, colour, clarity and cut grade.',
      'Look at the plotting diagram: it tells you where inclusions are, which matters more than the clarity grade alone for how a stone faces up.',
    ],
  ],
  [
    'Heat treatment in sapphires: what to disclose',
    ['sapphire', 'treatment', 'disclosure'],
    [
      'Most blue sapphires on the market are heated. Heating is stable and accepted, but it must be disclosed on invoices and product pages.',
      'Unheated stones command a premium; ask for a report from a recognised laboratory before paying it.',
    ],
  ],
  [
    'Akoya or freshwater? Explaining the difference to customers',
    ['pearls', 'retail'],
    [
      'Akoya pearls are saltwater, usually round and smaller, with a sharp, mirror-like lustre. Freshwater pearls are solid nacre and come in many shapes and colours.',
      'Show both side by side under the same light: customers understand the price difference immediately.',
    ],
  ],
  [
    'CVD vs HPHT lab-grown diamonds: does it matter to buyers?',
    ['lab-grown', 'diamonds'],
    [
      'Both processes produce real diamonds. Reports state the growth method and any post-growth treatment.',
      'For jewellery buyers the grades matter more than the process; for investors neither type holds resale value like natural stones.',
    ],
  ],
  [
    'Gold hallmarks around the world: a quick reference',
    ['gold', 'hallmarks'],
    [
      'Common fineness marks are 375 (9K), 585 (14K), 750 (18K), 916 (22K) and 999 (24K).',
      'Check which marks your destination market requires before placing an order, and ask the supplier for an assay note.',
    ],
  ],
  [
    'Shipping samples safely: our packing checklist',
    ['logistics', 'samples'],
    [
      'Use a specialised insured courier, never declare jewellery as a gift, and photograph every item before sealing the parcel.',
      'Send the packing list and certificates by e-mail as well, so customs queries can be answered quickly.',
    ],
  ],
  [
    'What makes a good pearl strand: lustre first',
    ['pearls', 'quality'],
    [
      'Lustre is the single most important value factor. Roll the strand on a white cloth and look for sharp reflections.',
      'Then check matching: size, shape and colour should be consistent along the whole strand.',
    ],
  ],
  [
    'Setting a sensible minimum order as a new supplier',
    ['wholesale', 'MOQ'],
    [
      'A low minimum order helps new buyers test your line. Many suppliers start with mixed orders of five pieces per design.',
      'Raise the minimum for custom work, where setup costs are real.',
    ],
  ],
  [
    'Coloured stones in bridal: trends we see at the counter',
    ['bridal', 'trends', 'coloured gemstones'],
    [
      'Blue and pink sapphires, spinel and green tourmaline are the most requested alternatives to a diamond centre stone.',
      'Hardness matters for daily wear: recommend sapphire, spinel or ruby over softer stones for engagement rings.',
    ],
  ],
  [
    'Caring for emerald jewellery',
    ['emerald', 'care'],
    [
      'Most emeralds are oiled to improve clarity. Avoid ultrasonic cleaners and steam, which can remove the oil.',
      'Clean with lukewarm water and a soft brush, and tell customers to have the piece checked every few years.',
    ],
  ],
];

/** Ten published knowledge posts by the given authors (cycled). */
export function buildKnowledgePosts(authorIds: readonly number[]): (typeof knowledgePosts.$inferInsert)[] {
  return POSTS.map(([title, tags, paras], i) => {
    const at = daysBefore(5 + i * 17);
    return {
      authorId: authorIds[i % authorIds.length],
      title,
      tags,
      status: 'published',
      bodyHtml: paras.map((x) => `<p>${x}</p>`).join(''),
      createdAt: at,
      updatedAt: at,
    };
  });
}

const LEADS: [title: string, body: string, categories: number[], quantity: string][] = [
  [
    'Looking for 1-1.5ct round lab-grown diamonds, E-F VS',
    'We need IGI-certified CVD or HPHT stones for solitaire rings; monthly repeat orders possible.',
    [CAT.labGrownDiamond],
    '40 stones per month',
  ],
  [
    'Sourcing unheated blue sapphires 2-4ct',
    'Ceylon or Madagascar origin, GRS or SSEF reports preferred. Please send videos.',
    [CAT.sapphire, CAT.colouredGemstone],
    '10-15 stones',
  ],
  [
    'Akoya pearl strands 7-7.5mm AAA',
    'For our bridal counter; white with rosé overtone, 45cm with 18K clasps.',
    [CAT.akoya, CAT.necklace],
    '30 strands',
  ],
  [
    'Sterling silver huggie earrings for online shop',
    'Private label, nickel-free, gold and rhodium plating. Samples first.',
    [CAT.silverJewellery, CAT.fashionEarring],
    '500 pairs per design',
  ],
  [
    '18K gold halo engagement rings, semi-mounts',
    'Semi-mounts for 1ct centre stones in white, yellow and rose gold.',
    [CAT.engagementRing, CAT.mountings],
    '60 pieces',
  ],
  ['Jadeite bangles Type A, 54-58mm', 'Green and lavender, with NGTC or GIA identification reports.', [CAT.jade, CAT.bangle], '20 pieces'],
  [
    '22K gold bridal sets by weight',
    'For a new store opening; please quote making charge per gram.',
    [CAT.goldJewellery, CAT.jewellerySet],
    '2 kg',
  ],
  ['Velvet ring boxes with logo', 'Navy velvet, gold hot-stamped logo, 2 sizes.', [CAT.jewelleryBox], '2,000 pieces'],
  [
    'Tanzanite pendants and earrings',
    'AAA colour, 14K white gold settings, retail price point under USD 800.',
    [CAT.gemstoneJewellery, CAT.pendant],
    '50 pieces',
  ],
  ['Matched pairs of spinel for earrings', 'Pink or red, 1-2ct each, unheated.', [CAT.spinel, CAT.colouredGemstone], '10 pairs'],
  [
    'Diamond tester and carat scale for new store',
    'Multi-function tester and a 0.001ct scale with calibration weight.',
    [CAT.gemTesting, CAT.jewellersTools],
    '2 units',
  ],
  [
    'Freshwater baroque pearl strands for designers',
    'Mixed colours, 10-14mm, for a capsule collection.',
    [CAT.freshwater, CAT.pearls],
    '100 strands',
  ],
];

/** Twelve leads, spread over the buyer companies; a few are closed. */
export function buildLeads(buyerIds: readonly number[]): (typeof leads.$inferInsert)[] {
  return LEADS.map(([title, body, categories, quantity], i) => {
    const at = daysBefore(3 + i * 9);
    const closed = i % 5 === 4;
    return {
      companyId: buyerIds[i % buyerIds.length],
      title,
      body,
      categories,
      quantity,
      status: closed ? 'closed' : 'open',
      expiresAt: closed ? daysBefore(i) : daysAfter(20 + i * 5),
      createdAt: at,
      updatedAt: at,
    };
  });
}

type CollectionRow = typeof collections.$inferInsert;

/** Which of Aurora's products a demo collection takes: by category, else (a small showroom) the first few. */
export interface CollectionPick {
  categories: readonly number[];
  take: number;
}

/**
 * Aurora Gems' collections, one of each state the supplier's own list shows (SPEC §4), around the reference date
 * (2026-11-01): an ended one, a launched one, one still to launch, the Spring 2027 fair's exclusive launch and an
 * unpublished draft. `picks[i]` chooses the products of collection i, in order.
 */
export function buildCollections(companyId: number, springFairId: number): { rows: CollectionRow[]; picks: CollectionPick[] } {
  const rows: CollectionRow[] = [
    {
      companyId,
      name: 'Bridal Brilliance 2026',
      cover: productImage('ring', 'diamond'),
      pictures: [productImage('ring', 'diamond'), productImage('earrings', 'diamond')],
      visibility: 'public',
      priceVisibility: 'community',
      releaseAt: daysBefore(45),
      published: true,
      listed: true,
      description: 'Halo, solitaire and three-stone engagement rings with matching bands, made to order in 18K gold and platinum.',
      createdAt: daysBefore(60),
      updatedAt: daysBefore(45),
    },
    {
      companyId,
      name: 'Colours of Spring 2027',
      cover: productImage('gem', 'sapphire'),
      pictures: [productImage('pendant', 'emerald'), productImage('ring', 'ruby')],
      visibility: 'launch',
      priceVisibility: 'community',
      releaseAt: utc(2027, 3, 2, 1),
      finalDisplayAt: utc(2027, 4, 30),
      shipStart: isoDate(utc(2027, 3, 15)),
      shipDeadline: isoDate(utc(2027, 4, 15)),
      eventId: springFairId,
      eventExclusive: true,
      published: true,
      listed: true,
      description: 'Ruby, sapphire and emerald jewellery launched at the GemBourse Online Jewellery Fair — Spring 2027.',
      createdAt: daysBefore(20),
      updatedAt: daysBefore(5),
    },
    {
      companyId,
      name: 'Pearl Summer 2026',
      cover: productImage('pearls', 'pearlWhite'),
      pictures: [productImage('pearls', 'pearlGolden'), productImage('pearls', 'pearlPink')],
      visibility: 'public',
      priceVisibility: 'public',
      releaseAt: daysBefore(150),
      // Ended: past its final display date, so visitors no longer see it; the owner's list still does.
      finalDisplayAt: daysBefore(60),
      shipStart: isoDate(daysBefore(140)),
      shipDeadline: isoDate(daysBefore(90)),
      published: true,
      listed: true,
      description: 'Freshwater and South Sea pearl strands, studs and drops for the summer season.',
      createdAt: daysBefore(170),
      updatedAt: daysBefore(60),
    },
    {
      companyId,
      name: 'Winter Gala 2027',
      cover: productImage('pendant', 'diamond'),
      pictures: [productImage('earrings', 'diamond')],
      visibility: 'community',
      priceVisibility: 'community',
      // Not released yet: it launches in the new year (members see it once it does).
      releaseAt: utc(2027, 1, 15, 1),
      finalDisplayAt: utc(2027, 2, 28),
      published: true,
      listed: true,
      description: 'Diamond drops and pendants for the gala season, shipping from January.',
      createdAt: daysBefore(10),
      updatedAt: daysBefore(2),
    },
    {
      companyId,
      name: 'Atelier Sketches (draft)',
      cover: null,
      pictures: [],
      visibility: 'private',
      priceVisibility: 'private',
      releaseAt: utc(2027, 6, 1, 1),
      // An unpublished draft: nobody but Aurora's own members sees it.
      published: false,
      listed: true,
      description: null,
      createdAt: daysBefore(3),
      updatedAt: daysBefore(1),
    },
  ];
  const picks: CollectionPick[] = [
    { categories: [CAT.engagementRing, CAT.weddingBand, CAT.ring], take: 12 },
    { categories: [CAT.gemstoneJewellery, CAT.colouredGemstone], take: 12 },
    { categories: [CAT.pearlJewellery, CAT.pearls], take: 6 },
    { categories: [CAT.diamondJewellery, CAT.pendant, CAT.earring], take: 6 },
    { categories: [CAT.necklace, CAT.bracelet, CAT.bangle], take: 4 },
  ];
  return { rows, picks };
}

/**
 * The products of one collection, in order: Aurora's products of its categories that no earlier collection took, then
 * (a small showroom runs out) any product not taken yet, then taken ones of its categories. Marks them taken.
 */
export function pickProducts<P extends { id: number; categories: readonly number[] }>(
  all: readonly P[],
  pick: CollectionPick,
  taken: Set<number>,
): P[] {
  const fits = (p: P) => p.categories.some((c) => pick.categories.includes(c));
  const order = [
    ...all.filter((p) => !taken.has(p.id) && fits(p)),
    ...all.filter((p) => !taken.has(p.id) && !fits(p)),
    ...all.filter((p) => taken.has(p.id) && fits(p)),
  ];
  const chosen = order.slice(0, pick.take);
  for (const p of chosen) taken.add(p.id);
  return chosen;
}
