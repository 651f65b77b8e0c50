import { z } from 'zod';
import { text } from './primitives.ts';

// Jewellery and gemstone data of a product (issue 10 item 3) as real fields, not free text: the metal, its fineness,
// the weights and a list of stones. The closed lists are dictionary entries (labels in four languages in the server's
// dictionary seed, read through GET /api/dictionary like every other list), and their values are fixed here, so the
// contract can refuse an unknown value without a database and the Excel template, the form and the catalogue's facets
// (issue 11) name the same entries. The values sit in their own range (41000-41999) beside SPEC §3's.

/** Dictionary codes of the jewellery lists (added to DICT_CODES). */
export const JEWELLERY_DICT_CODES = ['metal', 'stone_type', 'stone_shape', 'stone_treatment'] as const;
export type JewelleryDictCode = (typeof JEWELLERY_DICT_CODES)[number];

/** Metals (issue 10: gold, silver, platinum, palladium, other). */
export const METAL = { gold: 41001, silver: 41002, platinum: 41003, palladium: 41004, other: 41009 } as const;

/** Stone types: the issue's seven first, then the other stones the trade lists most. */
export const STONE_TYPE = {
  diamond: 41101,
  labGrownDiamond: 41102,
  ruby: 41103,
  sapphire: 41104,
  emerald: 41105,
  pearl: 41106,
  jade: 41107,
  tanzanite: 41108,
  tourmaline: 41109,
  spinel: 41110,
  opal: 41111,
  aquamarine: 41112,
  topaz: 41113,
  garnet: 41114,
  amethyst: 41115,
  citrine: 41116,
  peridot: 41117,
  morganite: 41118,
  alexandrite: 41119,
  turquoise: 41120,
  coral: 41121,
  moissanite: 41122,
  cubicZirconia: 41123,
  other: 41199,
} as const;

/** Stone shapes (cuts by outline; cabochon, bead and baroque for pearls and jade). */
export const STONE_SHAPE = {
  round: 41201,
  oval: 41202,
  cushion: 41203,
  princess: 41204,
  emerald: 41205,
  pear: 41206,
  marquise: 41207,
  heart: 41208,
  radiant: 41209,
  asscher: 41210,
  baguette: 41211,
  trillion: 41212,
  cabochon: 41213,
  bead: 41214,
  baroque: 41215,
  other: 41299,
} as const;

/** Treatments (issue 10: none, heated, filled, irradiated...). */
export const STONE_TREATMENT = {
  none: 41301,
  heated: 41302,
  filled: 41303,
  oiled: 41304,
  irradiated: 41305,
  diffused: 41306,
  dyed: 41307,
  bleached: 41308,
  coated: 41309,
  hpht: 41310,
  other: 41399,
} as const;

/** The values of each jewellery dictionary code, for checks and for the seed. */
export const JEWELLERY_VALUES: Readonly<Record<JewelleryDictCode, readonly number[]>> = {
  metal: Object.values(METAL),
  stone_type: Object.values(STONE_TYPE),
  stone_shape: Object.values(STONE_SHAPE),
  stone_treatment: Object.values(STONE_TREATMENT),
};

/** Gem laboratories: proper names, the same in every language, so a closed list here and not in the dictionary. */
export const CERTIFICATE_LABS = ['GIA', 'IGI', 'HRD', 'NGTC', 'GRS', 'AGL', 'SSEF', 'Gübelin', 'GIC', 'other'] as const;
export type CertificateLab = (typeof CERTIFICATE_LABS)[number];

/** Finenesses the form suggests (any other is typed in): karat with its millesimal, or millesimal alone. */
export const FINENESS_SUGGESTIONS = [
  '24K/999',
  '22K/916',
  '18K/750',
  '14K/585',
  '10K/417',
  '9K/375',
  'Pt950',
  'Pt900',
  '925',
  '999',
] as const;

export const JEWELLERY_LIMITS = {
  stonesMax: 20,
  finenessMax: 20,
  /** Grams, three decimals (a jeweller's scale). */
  weightMaxGrams: 100_000,
  caratMax: 10_000,
  stoneCountMax: 100_000,
  gradeMax: 30,
  originMax: 60,
  certificateNumberMax: 40,
} as const;

/** A value of one of the jewellery dictionary codes. */
const entryOf = (code: JewelleryDictCode) =>
  z
    .number()
    .int()
    .refine((v) => JEWELLERY_VALUES[code].includes(v), { message: 'invalid' });

/** Empty strings from a cleared input mean "no value". */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A positive amount with at most three decimals (grams, carats). */
const amount = (max: number) =>
  z
    .number()
    .positive()
    .max(max)
    .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, { message: 'decimals' });

/**
 * One kind of stone set in a product: `count` stones of a type, with the grading a buyer asks for. Colour, clarity
 * and cut are graded differently per stone (D-Z and FL-I3 for diamonds, "pigeon's blood" for rubies), so they are
 * short texts; a certificate number needs its laboratory.
 */
export const ZStone = z
  .object({
    type: entryOf('stone_type'),
    shape: entryOf('stone_shape').nullable().optional(),
    /** Total carat weight of these stones. */
    carat: amount(JEWELLERY_LIMITS.caratMax).nullable().optional(),
    /** Size where carats are not used (pearls, beads): "7-7.5 mm". */
    size: optionalText(JEWELLERY_LIMITS.gradeMax),
    count: z.number().int().min(1).max(JEWELLERY_LIMITS.stoneCountMax).default(1),
    colour: optionalText(JEWELLERY_LIMITS.gradeMax),
    clarity: optionalText(JEWELLERY_LIMITS.gradeMax),
    cut: optionalText(JEWELLERY_LIMITS.gradeMax),
    treatment: entryOf('stone_treatment').nullable().optional(),
    origin: optionalText(JEWELLERY_LIMITS.originMax),
    certificateLab: z.enum(CERTIFICATE_LABS).nullable().optional(),
    certificateNumber: optionalText(JEWELLERY_LIMITS.certificateNumberMax),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.certificateNumber && !s.certificateLab) ctx.addIssue({ code: 'custom', path: ['certificateLab'], message: 'labForCertificate' });
  });
export type Stone = z.infer<typeof ZStone>;
export type StoneInput = z.input<typeof ZStone>;

/** The jewellery fields of a product's information step (all optional: packaging and tools have none). */
export const jewelleryShape = {
  metal: entryOf('metal').nullable().optional(),
  fineness: optionalText(JEWELLERY_LIMITS.finenessMax),
  grossWeightGrams: amount(JEWELLERY_LIMITS.weightMaxGrams).nullable().optional(),
  metalWeightGrams: amount(JEWELLERY_LIMITS.weightMaxGrams).nullable().optional(),
  stones: z.array(ZStone).max(JEWELLERY_LIMITS.stonesMax).default([]),
};

/** The metal weight is part of the gross weight. */
export function refineJewellery(v: { grossWeightGrams?: number | null; metalWeightGrams?: number | null }, ctx: z.RefinementCtx): void {
  if (v.grossWeightGrams != null && v.metalWeightGrams != null && v.metalWeightGrams > v.grossWeightGrams)
    ctx.addIssue({ code: 'custom', path: ['metalWeightGrams'], message: 'metalOverGross' });
}

/** A stone as answered (every key present). */
export const ZStoneOut = z.object({
  type: z.number().int(),
  shape: z.number().int().nullable(),
  carat: z.number().nullable(),
  size: z.string().nullable(),
  count: z.number().int(),
  colour: z.string().nullable(),
  clarity: z.string().nullable(),
  cut: z.string().nullable(),
  treatment: z.number().int().nullable(),
  origin: z.string().nullable(),
  certificateLab: z.enum(CERTIFICATE_LABS).nullable(),
  certificateNumber: z.string().nullable(),
});
export type StoneOut = z.infer<typeof ZStoneOut>;

/** The jewellery data as answered. */
export const ZJewelleryOut = z.object({
  metal: z.number().int().nullable(),
  fineness: z.string().nullable(),
  grossWeightGrams: z.number().nullable(),
  metalWeightGrams: z.number().nullable(),
  stones: z.array(ZStoneOut),
});
export type JewelleryOut = z.infer<typeof ZJewelleryOut>;
