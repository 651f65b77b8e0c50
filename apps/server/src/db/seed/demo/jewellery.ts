// The jewellery data of demo products (issue 10 item 3): metal, fineness, weights and stones as real fields, built by
// the product families from what they already drew (the metal, the stone, its carat), so a name and its data agree.
// What the names do not say (weights, side stones, certificate numbers) is drawn from a second generator per product
// (`j`), so adding this data left every other demo value as it was.
import { CERTIFICATE_LABS, METAL, STONE_SHAPE, STONE_TREATMENT, STONE_TYPE, type StoneOut } from '@gembourse/contracts/jewellery';
import type { Rng } from './prng.ts';

export interface DraftJewellery {
  metal: number | null;
  fineness: string | null;
  grossWeightGrams: number | null;
  metalWeightGrams: number | null;
  stones: StoneOut[];
}
/** Builds a product's jewellery data from its own generator. */
export type JewelleryOf = (j: Rng) => DraftJewellery;

type CertificateLab = (typeof CERTIFICATE_LABS)[number];

/** A carat weighs 0.2 g. */
const GRAMS_PER_CARAT = 0.2;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** A stone with every key present (the stored shape). */
export function stone({ carat, ...s }: Partial<StoneOut> & { type: number }): StoneOut {
  return {
    carat: carat != null ? round3(carat) : null,
    shape: null,
    size: null,
    count: 1,
    colour: null,
    clarity: null,
    cut: null,
    treatment: null,
    origin: null,
    certificateLab: null,
    certificateNumber: null,
    ...s,
  };
}

/** A report number in the laboratory's own format (GIA ten digits, IGI "LG" for lab-grown, NGTC with its prefix). */
export function certificateNumber(j: Rng, lab: CertificateLab, labGrown = false): string {
  const digits = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? j.int(1, 9) : j.int(0, 9))).join('');
  switch (lab) {
    case 'GIA':
      return digits(10);
    case 'IGI':
      return labGrown ? `LG${digits(9)}` : digits(9);
    case 'HRD':
      return digits(12);
    case 'NGTC':
      return `N${digits(10)}`;
    default:
      return digits(8);
  }
}

/** A laboratory name of a family's text as the contract's closed list holds it. */
export const labOf = (name: string): CertificateLab =>
  (CERTIFICATE_LABS as readonly string[]).includes(name) ? (name as CertificateLab) : 'other';

/** Metal and fineness from a family's metal name ("18K White Gold", "Platinum 950", "925 sterling silver"). */
export function metalOf(name: string): { metal: number; fineness: string | null } {
  const karat = /(\d{1,2})K\b/.exec(name);
  if (karat) {
    const k = Number(karat[1]);
    const millesimal =
      { 9: '375', 10: '417', 14: '585', 18: '750', 21: '875', 22: '916', 24: '999' }[k] ?? String(Math.round((k / 24) * 1000));
    return { metal: METAL.gold, fineness: `${k}K/${millesimal}` };
  }
  if (/platinum/i.test(name)) return { metal: METAL.platinum, fineness: 'Pt950' };
  if (/silver|925/i.test(name)) return { metal: METAL.silver, fineness: '925' };
  return { metal: METAL.other, fineness: null };
}

/** Stone shapes by the names the families use. */
const SHAPE_BY_NAME: Record<string, number> = {
  'Round Brilliant': STONE_SHAPE.round,
  Round: STONE_SHAPE.round,
  Oval: STONE_SHAPE.oval,
  Princess: STONE_SHAPE.princess,
  Cushion: STONE_SHAPE.cushion,
  'Emerald Cut': STONE_SHAPE.emerald,
  Octagon: STONE_SHAPE.emerald,
  Pear: STONE_SHAPE.pear,
  Radiant: STONE_SHAPE.radiant,
  Marquise: STONE_SHAPE.marquise,
  Heart: STONE_SHAPE.heart,
  Asscher: STONE_SHAPE.asscher,
  Trillion: STONE_SHAPE.trillion,
  Cabochon: STONE_SHAPE.cabochon,
};
export const shapeOf = (name: string): number => SHAPE_BY_NAME[name] ?? STONE_SHAPE.other;

/** Treatments by the words of the families' texts. */
export function treatmentOf(word: string): number {
  if (/unheated|untreated|type a/i.test(word)) return STONE_TREATMENT.none;
  if (/heated/i.test(word)) return STONE_TREATMENT.heated;
  if (/oil/i.test(word)) return STONE_TREATMENT.oiled;
  return STONE_TREATMENT.other;
}

/** Origins as a buyer reads them, from the adjectives of the families' names. */
const ORIGIN_BY_WORD: Record<string, string> = {
  Burmese: 'Myanmar',
  Mozambique: 'Mozambique',
  Thai: 'Thailand',
  Ceylon: 'Sri Lanka',
  Madagascar: 'Madagascar',
  Colombian: 'Colombia',
  Zambian: 'Zambia',
  Brazilian: 'Brazil',
  Merelani: 'Tanzania',
  Tanzanian: 'Tanzania',
  Vietnamese: 'Vietnam',
  Nigerian: 'Nigeria',
  Uruguayan: 'Uruguay',
  Kenyan: 'Kenya',
  Australian: 'Australia',
};
export const originOf = (word: string): string => ORIGIN_BY_WORD[word] ?? word;

/** Stone types by the gem names the families use. */
export function stoneTypeOf(name: string): number {
  const n = name.toLowerCase();
  if (n.includes('lab-grown')) return STONE_TYPE.labGrownDiamond;
  if (n.includes('diamond')) return STONE_TYPE.diamond;
  if (n.includes('ruby')) return STONE_TYPE.ruby;
  if (n.includes('sapphire')) return STONE_TYPE.sapphire;
  if (n.includes('emerald')) return STONE_TYPE.emerald;
  if (n.includes('tanzanite')) return STONE_TYPE.tanzanite;
  if (n.includes('spinel')) return STONE_TYPE.spinel;
  if (n.includes('aquamarine')) return STONE_TYPE.aquamarine;
  if (n.includes('tourmaline')) return STONE_TYPE.tourmaline;
  if (n.includes('amethyst')) return STONE_TYPE.amethyst;
  if (n.includes('citrine')) return STONE_TYPE.citrine;
  if (n.includes('garnet')) return STONE_TYPE.garnet;
  if (n.includes('opal')) return STONE_TYPE.opal;
  if (n.includes('pearl')) return STONE_TYPE.pearl;
  if (n.includes('jade')) return STONE_TYPE.jade;
  if (n === 'cz' || n.includes('zirconia')) return STONE_TYPE.cubicZirconia;
  return STONE_TYPE.other;
}

/** Metal and stones with the weights that fit: the gross weight is the metal's plus the stones' (carats to grams). */
export function piece(j: Rng, metalName: string | null, metalGrams: [number, number], stones: StoneOut[]): DraftJewellery {
  const m = metalName ? metalOf(metalName) : { metal: null, fineness: null };
  const metal = metalName ? round3(j.float(metalGrams[0], metalGrams[1])) : null;
  const stoneGrams = stones.reduce((sum, s) => sum + (s.carat ?? 0) * GRAMS_PER_CARAT, 0);
  return {
    metal: m.metal,
    fineness: m.fineness,
    metalWeightGrams: metal,
    grossWeightGrams: metal != null ? round3(metal + stoneGrams) : null,
    stones,
  };
}

/** A loose stone (or parcel): no metal, no weights beyond its carats. */
export const loose = (stones: StoneOut[]): DraftJewellery => ({
  metal: null,
  fineness: null,
  grossWeightGrams: null,
  metalWeightGrams: null,
  stones,
});

/** Small diamonds around a centre stone (halo, pavé, a tennis line): `count` stones of `total` carats. */
export function sideDiamonds(j: Rng, count: number, total: number, labGrown = false): StoneOut {
  return stone({
    type: labGrown ? STONE_TYPE.labGrownDiamond : STONE_TYPE.diamond,
    shape: STONE_SHAPE.round,
    carat: total,
    count,
    colour: j.pick(['F-G', 'G-H']),
    clarity: j.pick(['VS', 'VS-SI']),
  });
}
