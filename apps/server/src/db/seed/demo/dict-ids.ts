// Dictionary values (SPEC §3) the demo data refers to, by meaning, in one place. They follow
// ../dictionary-data.ts (DICTIONARY_SEED); a scratch check confirmed every id below exists there.

/** business_nature (SPEC §3, 30705-30715): the matching policy's names for them. */
export { BUSINESS_NATURES as NATURE } from '../../../modules/company/matching-policy.ts';

/** main_products (SPEC §3): the matching policy's names for them. */
export { MAIN_PRODUCTS as MAIN } from '../../../modules/company/matching-policy.ts';

/** main_markets (SPEC §3, 30789-30795). */
export const MARKET = {
  asia: 30789,
  africa: 30790,
  australia: 30791,
  europe: 30792,
  northAmerica: 30793,
  southAmerica: 30794,
  global: 30795,
} as const;

/** newsletter_type (SPEC §3, 29753-29757): also the news categories. */
export const NEWS_TYPE = { trends: 29753, industry: 29754, physicalFair: 29755, onlineFair: 29756, webinar: 29757 } as const;

/** salutation (SPEC §3): the contract's constant, which the e-mails' greeting reads too. */
export { SALUTATION } from '@gembourse/contracts/dictionary';

/** employee_count, designed by us (ARCHITECTURE §9): 1-10, 11-50, 51-200, 201-500, 501-1000, over 1000. */
export const EMPLOYEES = [38001, 38002, 38003, 38004, 38005, 38006] as const;

/** company_type, designed by us (the legal form): 38201-38208. */
export const COMPANY_TYPE = {
  soleProprietorship: 38201,
  partnership: 38202,
  privateLimited: 38203,
  publicLimited: 38204,
  stateOwned: 38205,
  cooperative: 38206,
  association: 38207,
  other: 38208,
} as const;

/** product_category leaves used by the demo products, as defined in ../dictionary-data.ts. */
export const CAT = {
  // finished jewellery (30733-30758)
  ring: 30733,
  engagementRing: 30734,
  weddingBand: 30735,
  bracelet: 30736,
  bangle: 30737,
  earring: 30738,
  hoopEarring: 30739,
  pendant: 30740,
  necklace: 30741,
  chain: 30742,
  brooch: 30743,
  mens: 30749,
  jewellerySet: 30751,
  bridal: 30752,
  diamondJewellery: 30753,
  goldJewellery: 30754,
  silverJewellery: 30755,
  pearlJewellery: 30756,
  gemstoneJewellery: 30757,
  // materials (30759-30779, 35758-35778)
  naturalDiamond: 30759,
  looseDiamond: 30760,
  colouredDiamond: 30761,
  meleeDiamond: 30762,
  emerald: 30764,
  ruby: 30765,
  sapphire: 30766,
  colouredGemstone: 30767,
  semiPrecious: 30768,
  jade: 30769,
  opal: 30770,
  tanzanite: 30771,
  tourmaline: 30772,
  pearls: 30773,
  freshwater: 30775,
  southSea: 30776,
  tahitian: 30777,
  akoya: 30778,
  platinum: 35761,
  roughGemstone: 35765,
  quartz: 35766,
  turquoise: 35767,
  lapis: 35768,
  spinel: 35769,
  aquamarine: 35770,
  garnet: 35771,
  fossils: 35773,
  minerals: 35774,
  beads: 35778,
  // accessories, packaging and display, tools
  mountings: 35782,
  jewelleryBox: 35789,
  pouch: 35791,
  displayStand: 35792,
  showcase: 35793,
  shopFitting: 35795,
  jewellersTools: 35796,
  polishing: 35797,
  laser: 35798,
  casting: 35802,
  gemTesting: 35803,
  // fashion jewellery (35814-35820)
  fashionEarring: 35814,
  fashionNecklace: 35815,
  fashionBracelet: 35816,
  fashionRing: 35817,
  stainless: 35818,
  brass: 35819,
  // lab-grown
  labGrownDiamond: 37553,
  labGrownJewellery: 37554,
} as const;
