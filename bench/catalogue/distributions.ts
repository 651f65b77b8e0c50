// The distributions of the catalogue generator's stones: how often each colour, clarity spelling, origin, laboratory,
// type, shape and treatment occurs, as weights for Rng.weighted. Spellings include what suppliers really type ("g",
// "F-G", "vvs 1", "eye clean", "Burma", "斯里蘭卡"), so the facets' normalisation meets them.
import { type CERTIFICATE_LABS, STONE_SHAPE, STONE_TYPE } from '@gembourse/contracts/jewellery';
import type { Rng } from '../../apps/server/src/db/seed/demo/prng.ts';

/** A weighted draw, typed by its pairs. */
export const pickW = <T>(r: Rng, pairs: readonly (readonly [T, number])[]): T => r.weighted(pairs);

export const DIAMOND_COLOURS: readonly (readonly [string, number])[] = [
  ['D', 4],
  ['E', 7],
  ['F', 12],
  ['G', 18],
  ['H', 18],
  ['I', 12],
  ['J', 8],
  ['K', 4],
  ['L', 2],
  ['M', 1],
  ['g', 3],
  ['h', 3],
  ['F-G', 6],
  ['G-H', 6],
];
export const CLARITY_SPELLINGS: readonly (readonly [string, number])[] = [
  ['FL', 1],
  ['IF', 3],
  ['VVS1', 6],
  ['VVS2', 8],
  ['VS1', 14],
  ['VS2', 16],
  ['SI1', 14],
  ['SI2', 10],
  ['SI3', 2],
  ['I1', 4],
  ['I2', 1],
  ['I3', 1],
  ['vvs 1', 2],
  ['vs-2', 2],
  ['VS', 6],
  ['eye clean', 6],
];
export const COLOURS_OF: Readonly<Record<number, readonly (readonly [string, number])[]>> = {
  [STONE_TYPE.ruby]: [
    ["pigeon's blood", 3],
    ['red', 6],
    ['pink', 2],
    ['purplish red', 1],
  ],
  [STONE_TYPE.sapphire]: [
    ['royal blue', 3],
    ['cornflower blue', 2],
    ['blue', 6],
    ['pink', 2],
    ['yellow', 2],
    ['padparadscha', 1],
  ],
  [STONE_TYPE.emerald]: [
    ['green', 8],
    ['vivid green', 2],
  ],
  [STONE_TYPE.pearl]: [
    ['white', 6],
    ['golden', 2],
    ['black', 2],
    ['cream', 1],
  ],
  [STONE_TYPE.jade]: [
    ['green', 6],
    ['white', 2],
    ['violet', 1],
    ['imperial green', 1],
  ],
  [STONE_TYPE.tanzanite]: [
    ['violet', 3],
    ['blue', 3],
  ],
  [STONE_TYPE.tourmaline]: [
    ['pink', 3],
    ['green', 3],
    ['multicolour', 1],
    ['paraiba blue', 1],
  ],
  [STONE_TYPE.opal]: [
    ['white', 2],
    ['black', 2],
    ['multicolour', 3],
  ],
};
export const GENERAL_COLOURS: readonly (readonly [string, number])[] = [
  ['blue', 3],
  ['green', 3],
  ['pink', 2],
  ['purple', 2],
  ['yellow', 2],
  ['orange', 1],
  ['red', 2],
  ['white', 1],
  ['brown', 1],
  ['grey', 1],
];
export const ORIGINS_OF: Readonly<Record<number, readonly (readonly [string, number])[]>> = {
  [STONE_TYPE.diamond]: [
    ['Botswana', 4],
    ['South Africa', 3],
    ['Russia', 3],
    ['Canada', 2],
    ['Australia', 1],
    ['BW', 1],
    ['', 8],
  ],
  [STONE_TYPE.ruby]: [
    ['Burma', 3],
    ['Mozambique', 4],
    ['Thailand', 2],
    ['莫桑比克', 1],
    ['', 2],
  ],
  [STONE_TYPE.sapphire]: [
    ['Ceylon', 3],
    ['Sri Lanka', 3],
    ['Madagascar', 3],
    ['Kashmir', 1],
    ['斯里蘭卡', 1],
    ['', 2],
  ],
  [STONE_TYPE.emerald]: [
    ['Colombia', 5],
    ['Zambia', 4],
    ['Brazil', 2],
    ['Kolombiya', 1],
    ['', 1],
  ],
  [STONE_TYPE.jade]: [
    ['Myanmar', 6],
    ['缅甸', 2],
    ['', 1],
  ],
  [STONE_TYPE.pearl]: [
    ['Japan', 3],
    ['French Polynesia', 2],
    ['Australia', 2],
    ['China', 4],
    ['', 2],
  ],
  [STONE_TYPE.tanzanite]: [['Tanzania', 6]],
};
export const STONE_TYPES_FINE: readonly (readonly [number, number])[] = [
  [STONE_TYPE.diamond, 40],
  [STONE_TYPE.labGrownDiamond, 12],
  [STONE_TYPE.ruby, 7],
  [STONE_TYPE.sapphire, 9],
  [STONE_TYPE.emerald, 7],
  [STONE_TYPE.pearl, 7],
  [STONE_TYPE.jade, 4],
  [STONE_TYPE.tanzanite, 2],
  [STONE_TYPE.tourmaline, 2],
  [STONE_TYPE.spinel, 1],
  [STONE_TYPE.opal, 1],
  [STONE_TYPE.aquamarine, 2],
  [STONE_TYPE.topaz, 1],
  [STONE_TYPE.garnet, 1],
  [STONE_TYPE.amethyst, 1],
  [STONE_TYPE.citrine, 1],
  [STONE_TYPE.peridot, 1],
  [STONE_TYPE.morganite, 1],
  [STONE_TYPE.alexandrite, 0.3],
  [STONE_TYPE.turquoise, 0.5],
  [STONE_TYPE.coral, 0.3],
  [STONE_TYPE.moissanite, 1.5],
  [STONE_TYPE.other, 1],
];
export const STONE_TYPES_FASHION: readonly (readonly [number, number])[] = [
  [STONE_TYPE.cubicZirconia, 10],
  [STONE_TYPE.pearl, 3],
  [STONE_TYPE.moissanite, 2],
  [STONE_TYPE.other, 2],
];
export const SHAPES: readonly (readonly [number, number])[] = [
  [STONE_SHAPE.round, 40],
  [STONE_SHAPE.oval, 12],
  [STONE_SHAPE.cushion, 8],
  [STONE_SHAPE.princess, 6],
  [STONE_SHAPE.emerald, 6],
  [STONE_SHAPE.pear, 6],
  [STONE_SHAPE.marquise, 3],
  [STONE_SHAPE.heart, 2],
  [STONE_SHAPE.radiant, 3],
  [STONE_SHAPE.asscher, 2],
  [STONE_SHAPE.baguette, 2],
  [STONE_SHAPE.trillion, 1],
  [STONE_SHAPE.other, 1],
];
export const LABS_DIAMOND: readonly (readonly [(typeof CERTIFICATE_LABS)[number] | null, number])[] = [
  ['GIA', 35],
  ['IGI', 25],
  ['HRD', 8],
  ['NGTC', 10],
  [null, 22],
];
export const LABS_COLOURED: readonly (readonly [(typeof CERTIFICATE_LABS)[number] | null, number])[] = [
  ['GRS', 8],
  ['SSEF', 4],
  ['Gübelin', 4],
  ['AGL', 4],
  ['GIC', 4],
  ['GIA', 8],
  ['NGTC', 6],
  ['other', 2],
  [null, 60],
];

export function treatmentOf(r: Rng, type: number): number | null {
  const T = {
    none: 41301,
    heated: 41302,
    filled: 41303,
    oiled: 41304,
    irradiated: 41305,
    diffused: 41306,
    dyed: 41307,
    bleached: 41308,
    hpht: 41310,
  };
  switch (type) {
    case STONE_TYPE.diamond:
      return pickW(r, [
        [T.none, 80],
        [T.hpht, 4],
        [T.filled, 3],
        [null, 13],
      ]);
    case STONE_TYPE.labGrownDiamond:
      return pickW(r, [
        [T.hpht, 40],
        [T.none, 30],
        [null, 30],
      ]);
    case STONE_TYPE.ruby:
    case STONE_TYPE.sapphire:
      return pickW(r, [
        [T.heated, 55],
        [T.none, 30],
        [T.filled, 5],
        [T.diffused, 3],
        [null, 7],
      ]);
    case STONE_TYPE.emerald:
      return pickW(r, [
        [T.oiled, 65],
        [T.none, 20],
        [null, 15],
      ]);
    case STONE_TYPE.jade:
      return pickW(r, [
        [T.none, 65],
        [T.bleached, 15],
        [T.dyed, 10],
        [null, 10],
      ]);
    case STONE_TYPE.pearl:
      return pickW(r, [
        [T.none, 40],
        [T.bleached, 30],
        [T.dyed, 10],
        [null, 20],
      ]);
    default:
      return pickW(r, [
        [T.none, 40],
        [T.heated, 20],
        [T.irradiated, 5],
        [null, 35],
      ]);
  }
}
