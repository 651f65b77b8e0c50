// Demo supplier companies: names, places, profiles and trade facts, built in memory before insertion.
import type { companies } from '../../schema/companies.ts';
import { COMPANY_TYPE, EMPLOYEES, MARKET, NATURE } from './dict-ids.ts';
import { companyCoverUrl, eventCoverUrl, initialsOf, logoUrl } from './images.ts';
import { SUFFIXES, WORDS, ZH_WORDS, type NameStyle } from './names.ts';
import { createRng, daysBefore, slugify, type Rng, type SeedCurrency } from './prng.ts';
import { CITIES, CITY_ORDER, CITY_WEIGHTS, cityByKey, type City, type Speciality } from './regions.ts';
import { SPECIALITIES } from './specialities.ts';

export type CompanyRow = typeof companies.$inferInsert;

/** A company before insertion, with what later steps need to know about it. */
export interface CompanyDraft {
  row: CompanyRow;
  slug: string;
  style: NameStyle;
  speciality: Speciality | null;
  skuPrefix: string;
  logo: { initials: string; colour: number };
}

const COUNTRY_NAMES: Record<string, string> = {
  HK: 'Hong Kong',
  CN: 'China',
  TW: 'Taiwan',
  TH: 'Thailand',
  IN: 'India',
  LK: 'Sri Lanka',
  TR: 'Türkiye',
  IT: 'Italy',
  BE: 'Belgium',
  IL: 'Israel',
  US: 'the United States',
  AE: 'the United Arab Emirates',
  JP: 'Japan',
  DE: 'Germany',
  AU: 'Australia',
  BR: 'Brazil',
};
const NATURE_WORDS: Record<number, readonly [string, string, string]> = {
  [NATURE.manufacturer]: ['manufacturer', '製造商', '制造商'],
  [NATURE.wholesaler]: ['wholesaler', '批發商', '批发商'],
  [NATURE.exporter]: ['exporter', '出口商', '出口商'],
  [NATURE.distributor]: ['distributor', '分銷商', '分销商'],
  [NATURE.designer]: ['designer and maker', '設計及製造商', '设计及制造商'],
  [NATURE.stoneBlank]: ['cutter and supplier', '切磨及供應商', '切磨及供应商'],
  [NATURE.collector]: ['dealer', '經銷商', '经销商'],
};
const CLOSING: readonly (readonly [string, string, string])[] = [
  [
    'We export to buyers on several continents and welcome OEM and private-label orders.',
    '我們的產品遠銷各大洲，歡迎OEM及自有品牌訂單。',
    '我们的产品远销各大洲，欢迎OEM及自有品牌订单。',
  ],
  [
    'Trade buyers are welcome at our showroom by appointment, and we ship worldwide with insured couriers.',
    '歡迎貿易買家預約參觀陳列室，我們以保險速遞運送至世界各地。',
    '欢迎贸易买家预约参观陈列室，我们以保险速递运送至世界各地。',
  ],
  [
    'We exhibit at the major trade fairs every year and answer enquiries within one business day.',
    '我們每年參與各大展會，並於一個工作天內回覆查詢。',
    '我们每年参与各大展会，并于一个工作日内回复查询。',
  ],
  [
    'Quality control, certification and packaging are handled in-house, so repeat orders match the approved samples.',
    '品質控制、證書及包裝均由公司內部處理，確保翻單與確認樣板一致。',
    '品质控制、证书及包装均由公司内部处理，确保翻单与确认样板一致。',
  ],
];
const GLOBAL_MEMBERSHIPS = [
  'CIBJO',
  'Responsible Jewellery Council',
  'International Colored Gemstone Association (ICA)',
  'World Jewellery Confederation Education Foundation',
];
const PARTNERS = [
  'GIA',
  'IGI',
  'HRD Antwerp',
  'GRS GemResearch Swisslab',
  'SSEF',
  'Gübelin Gem Lab',
  'NGTC',
  'Malca-Amit',
  "Brink's Global Services",
  'Ferrari Group',
];
const LEGAL = new Set([
  'ltd',
  'co',
  'company',
  'limited',
  'inc',
  'llc',
  'llp',
  'pvt',
  'srl',
  's',
  'r',
  'l',
  'p',
  'a',
  'spa',
  'bv',
  'nv',
  'gmbh',
  'sti',
  'pty',
  'dmcc',
  'part',
  'ltda',
  'exports',
]);

export const companySlug = (nameEn: string) =>
  slugify(nameEn)
    .split('-')
    .filter((t) => !LEGAL.has(t))
    .join('-');
const fillDigits = (r: Rng, pattern: string) => pattern.replace(/#/g, () => String(r.int(0, 9)));
const fillAddress = (r: Rng, t: string) =>
  t.replace('{n}', String(r.int(1, 188))).replace('{u}', r.pick(['A', 'B', 'C', 'D', 'E', String(r.int(2, 28))]));

interface Naming {
  name: string;
  nameEn: string;
  alternateName: string | null;
  brand: string;
}

function nameCompany(r: Rng, city: City, spec: Speciality): Naming {
  const s = SPECIALITIES[spec];
  const specEn = r.pick(s.en);
  if (city.style === 'hk' || city.style === 'cn' || city.style === 'tw') {
    const [en, hant, hans] = r.pick(ZH_WORDS);
    if (city.style === 'cn')
      return {
        nameEn: `${city.city} ${en} ${specEn} Co., Ltd.`,
        name: `${city.cityZh![1]}市${hans}${s.zh[1]}有限公司`,
        alternateName: r.chance(0.3) ? `${en} ${specEn}` : null,
        brand: en,
      };
    if (city.style === 'tw')
      return {
        nameEn: `${en} ${specEn} Co., Ltd.`,
        name: `${hant}${s.zh[0]}股份有限公司`,
        alternateName: r.chance(0.3) ? `${en} ${specEn}` : null,
        brand: en,
      };
    const [suffix, zhSuffix] = r.pick([
      ['Ltd.', '有限公司'],
      ['Company Limited', '有限公司'],
      ['International Ltd.', '國際有限公司'],
      ['Manufacturing Ltd.', '製品廠有限公司'],
    ] as const);
    return {
      nameEn: `${en} ${specEn} ${suffix}`,
      name: `${hant}${s.zh[0]}${zhSuffix}`,
      alternateName: r.chance(0.3) ? `${en} ${specEn}` : null,
      brand: en,
    };
  }
  const word = r.pick(WORDS[city.style]);
  const local = s.local[city.style as 'tr' | 'it' | 'de' | 'br'];
  const nameEn = `${word} ${local ?? specEn} ${r.pick(SUFFIXES[city.style])}`;
  return { nameEn, name: nameEn, alternateName: local ? `${word} ${specEn}` : r.chance(0.25) ? `${word} ${specEn}` : null, brand: word };
}

function profiles(r: Rng, n: Naming, city: City, spec: Speciality, nature: number, year: number): { profile: string; profileEn: string } {
  const s = SPECIALITIES[spec];
  const where = city.city === COUNTRY_NAMES[city.country] ? city.city : `${city.city}, ${COUNTRY_NAMES[city.country]}`;
  const [nEn, nHant, nHans] = NATURE_WORDS[nature] ?? NATURE_WORDS[NATURE.manufacturer];
  const closing = r.pick(CLOSING);
  const article = /^[aeiou]/.test(nEn) ? 'an' : 'a';
  const profileEn = `${n.nameEn} is ${article} ${nEn} of ${s.what[0]} based in ${where}, founded in ${year}. ${s.detail[0]} ${closing[0]}`;
  if (!city.cityZh) return { profile: profileEn, profileEn };
  const hans = city.style === 'cn';
  const zh = hans
    ? `${n.name}成立于${year}年，是位于${city.cityZh[1]}的${s.what[2]}${nHans}。${s.detail[2]}${closing[2]}`
    : `${n.name}成立於${year}年，是位於${city.cityZh[0]}的${s.what[1]}${nHant}。${s.detail[1]}${closing[1]}`;
  return { profile: zh, profileEn };
}

/** The first seller: the company of supplier@example.com and staff@example.com. */
const AURORA = {
  name: '極光寶石珠寶有限公司',
  nameEn: 'Aurora Gems & Jewellery Ltd.',
  alternateName: 'Aurora Gems',
  brand: 'Aurora',
} as const;

/** City of the i-th seller: each city once in CITY_ORDER, then the city furthest below its weighted share. */
function pickCity(i: number, counts: Map<string, number>): City {
  let key = CITY_ORDER[i];
  if (i >= CITY_ORDER.length) {
    const total = CITIES.reduce((s, c) => s + (CITY_WEIGHTS[c.key] ?? 1), 0);
    let best = -Infinity;
    for (const c of CITIES) {
      const deficit = ((CITY_WEIGHTS[c.key] ?? 1) / total) * (i + 1) - (counts.get(c.key) ?? 0);
      if (deficit > best) [best, key] = [deficit, c.key];
    }
  }
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return cityByKey(key);
}

/** `n` seller companies; the first is always Aurora Gems & Jewellery Ltd. in Hong Kong. */
export function buildSellers(n: number): CompanyDraft[] {
  const r = createRng('sellers');
  const out: CompanyDraft[] = [];
  const names = new Set<string>();
  const brands = new Set<string>();
  const slugs = new Set<string>();
  const cityCounts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const city = pickCity(i, cityCounts);
    const spec: Speciality = i === 0 ? 'fine' : r.weighted(city.specialities);
    let naming: Naming = AURORA;
    for (let t = 0; i > 0 && t < 40; t++) {
      naming = nameCompany(r, city, spec);
      if (!names.has(naming.nameEn) && !names.has(naming.name) && (t >= 30 || !brands.has(`${city.style}:${naming.brand}`))) break;
    }
    brands.add(`${city.style}:${naming.brand}`);
    if (names.has(naming.nameEn)) naming = { ...naming, nameEn: `${naming.nameEn} (${i})`, name: `${naming.name} (${i})` };
    names.add(naming.nameEn).add(naming.name);
    let slug = i === 0 ? 'aurora-gems' : companySlug(naming.nameEn);
    if (slugs.has(slug)) slug = `${slug}-${i}`;
    slugs.add(slug);
    const s = SPECIALITIES[spec];
    const nature = i === 0 ? NATURE.manufacturer : r.weighted(s.natures);
    const natures = r.chance(0.4)
      ? [nature, r.pick([NATURE.wholesaler, NATURE.exporter, NATURE.designer].filter((x) => x !== nature))]
      : [nature];
    const year = i === 0 ? 1998 : Math.min(2020, 1950 + Math.floor(r.next() ** 0.7 * 71));
    const { profile, profileEn } =
      i === 0
        ? {
            profile: `${AURORA.name}於1998年在香港紅磡成立，是一家設計及製造高級珠寶的廠商，專營鑽石及彩色寶石首飾。我們的設計團隊每季推出新的婚嫁及時尚系列，由電腦繪圖、鑄造到鑲嵌均在自家工廠完成。歡迎貿易買家預約參觀陳列室。`,
            profileEn:
              'Aurora Gems & Jewellery Ltd. was founded in Hung Hom, Hong Kong, in 1998 and designs and manufactures fine jewellery set with diamonds and coloured gemstones. Our in-house design team releases new bridal and fashion-forward collections every season, and CAD, casting and setting are all done under one roof. Trade buyers are welcome at our showroom by appointment.',
          }
        : profiles(r, naming, city, spec, nature, year);
    const address = r.pick(city.addresses);
    const [addrEn, addrZh] =
      i === 0 ? (cityByKey('hk').addresses[0] as readonly [string, string]) : typeof address === 'string' ? [address, address] : address;
    const unitSeed = r.int(0, 1_000_000);
    const addrRng = createRng(unitSeed);
    const addressEn = fillAddress(addrRng, addrEn);
    const addressLocal = fillAddress(createRng(unitSeed), addrZh);
    const [code, pattern] = city.phone;
    const currency: SeedCurrency = r.chance(0.85) ? city.currency : city.currency === 'USD' ? 'EUR' : 'USD';
    const markets = r.chance(0.2)
      ? [MARKET.global]
      : [
          ...new Set([
            city.home,
            ...r.sample(
              [MARKET.asia, MARKET.europe, MARKET.northAmerica, MARKET.africa, MARKET.australia, MARKET.southAmerica],
              r.int(1, 3),
            ),
          ]),
        ];
    const verification =
      i === 0
        ? 'verified'
        : r.weighted([
            ['verified', 85],
            ['pending', 10],
            ['unverified', 5],
          ] as const);
    const low = s.priceBand[0] * r.float(1, 2.5);
    const initials = i === 0 ? 'AG' : initialsOf(naming.brand + ' ' + s.en[0]);
    out.push({
      slug,
      style: city.style,
      speciality: spec,
      logo: { initials, colour: i % 12 },
      skuPrefix: (
        slugify(naming.brand)
          .replace(/[^a-z]/g, '')
          .slice(0, 3) || 'GBX'
      )
        .toUpperCase()
        .padEnd(3, 'X'),
      row: {
        joinType: 'seller',
        name: naming.name,
        nameEn: naming.nameEn,
        alternateName: naming.alternateName,
        profile,
        profileEn,
        address: addressLocal,
        addressEn,
        country: city.country,
        city: city.city,
        phone: `${code} ${fillDigits(r, pattern)}`,
        faxCountry: r.chance(0.35) ? code : null,
        faxArea: null,
        faxNumber: null,
        email: `info@${slug}.example`,
        website: `https://${slug}.example`,
        inBusinessSince: year,
        outlets: i === 0 ? 2 : r.chance(0.6) ? r.int(1, 12) : 0,
        employeeCount:
          EMPLOYEES[
            i === 0
              ? 3
              : r.weighted([
                  [0, 2],
                  [1, 4],
                  [2, 3],
                  [3, 2],
                  [4, 1],
                  [5, 0.5],
                ] as const)
          ],
        priceLow: Math.round(low * 100) / 100,
        priceHigh: Math.round(s.priceBand[1] * r.float(0.3, 1)),
        mainMarkets: markets,
        mainProducts: i === 0 ? [...s.mainProducts] : s.mainProducts.slice(0, r.int(1, s.mainProducts.length)),
        businessNature: natures,
        boothNumber:
          i === 0
            ? 'HALL 3 - B12'
            : r.chance(0.4)
              ? `HALL ${r.int(1, 5)} - ${r.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G'])}${r.int(1, 40)}`
              : null,
        logo: logoUrl(initials, i % 12),
        cover: companyCoverUrl(i, Math.max(4, Math.ceil(n / 2))),
        brochures:
          i === 0 || r.chance(0.35)
            ? [{ name: `${naming.alternateName ?? naming.nameEn} Catalogue 2026`, url: `https://${slug}.example/catalogue-2026.pdf` }]
            : [],
        mediaPhotos: r.sample([0, 1, 2, 3, 4, 5, 6, 7], i === 0 ? 3 : r.int(1, 3)).map((k) => eventCoverUrl(k)),
        memberships: [
          ...r.sample(city.memberships, r.int(1, 2)),
          ...(i === 0 ? ['Responsible Jewellery Council'] : r.chance(0.35) ? [r.pick(GLOBAL_MEMBERSHIPS)] : []),
        ],
        partners: r.sample(PARTNERS, r.int(0, 3)),
        links:
          r.chance(0.5) || i === 0
            ? [
                { name: 'Online catalogue', url: `https://${slug}.example/catalogue` },
                { name: 'Certificates', url: `https://${slug}.example/certificates` },
              ]
            : [],
        status: 'active',
        verificationStatus: verification,
        productPrivacy: r.chance(0.85) ? 'everyone' : 'community',
        contactPrivacy: r.chance(0.8) ? 'community' : 'everyone',
        qaEnabled: r.chance(0.85),
        qaAnonymous: r.chance(0.3),
        preferredCurrency: currency,
        segment: r.pick(s.segment),
        showroomSort: i + 1,
        visitCount: i === 0 ? 18250 : Math.round(60 + r.next() ** 2 * 9000),
        createdAt: daysBefore(r.int(400, 1100)),
        updatedAt: daysBefore(r.int(1, 60)),
      },
    });
  }
  // The demo supplier (Aurora Gems) shows its contact persons to connected members only, so a buyer's contact
  // request opens something the demo can see. Set after the draw, so the other suppliers' data does not shift.
  if (out[0]) out[0].row.contactPrivacy = 'contacts';
  // Its showroom is for members (issue 28 item 2): its products "as the showroom" are members-only, while the one
  // whose own visibility is Public (showcase.ts) is seen by guests too. Set after the draw, as above.
  if (out[0]) out[0].row.productPrivacy = 'community';
  // The legal form, drawn from its own stream for the same reason: most trade companies are limited companies,
  // small designers and cutters often sole proprietors or partnerships.
  const forms = createRng('company-types');
  out.forEach((c, i) => {
    const small = c.row.businessNature?.some((v) => v === NATURE.designer || v === NATURE.stoneBlank || v === NATURE.collector);
    c.row.companyType =
      i === 0
        ? COMPANY_TYPE.privateLimited
        : forms.weighted([
            [COMPANY_TYPE.privateLimited, 10],
            [COMPANY_TYPE.soleProprietorship, small ? 4 : 1],
            [COMPANY_TYPE.partnership, small ? 2 : 1],
            [COMPANY_TYPE.publicLimited, 1],
            [COMPANY_TYPE.cooperative, 0.3],
            [COMPANY_TYPE.stateOwned, 0.2],
          ] as const);
  });
  // The fax number follows the phone's area so that both look alike.
  for (const c of out) if (c.row.faxCountry) c.row.faxNumber = String(c.row.phone).split(' ').slice(1).join(' ').replace(/\d$/, '9');
  return out;
}
