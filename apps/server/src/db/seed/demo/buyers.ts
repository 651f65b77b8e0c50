// Demo buyer companies (with their one member each) and the organiser's own company.
import { CAT, EMPLOYEES, MAIN, MARKET, NATURE } from './dict-ids.ts';
import { logoUrl } from './images.ts';
import { daysBefore } from './prng.ts';
import type { CompanyDraft } from './companies.ts';

export interface BuyerPerson {
  email?: string;
  first: string;
  last: string;
  gender: 'male' | 'female';
  title: string;
  preferences: number[];
}

interface BuyerSpec {
  name: string;
  slug: string;
  country: string;
  city: string;
  nature: number;
  address: string;
  phone: string;
  profile: string;
  interests: number[];
  person: BuyerPerson;
}

const BUYERS: BuyerSpec[] = [
  {
    name: 'Northstar Jewellers',
    slug: 'northstar-jewellers',
    country: 'US',
    city: 'Minneapolis',
    nature: NATURE.retailer,
    address: '800 Nicollet Mall, Suite 410, Minneapolis, MN 55402',
    phone: '+1 612 555 0148',
    profile:
      'Northstar Jewellers is a family-owned chain of six bridal and fine jewellery stores in the Upper Midwest, buying diamonds, coloured gemstone jewellery and pearls for its own collections.',
    interests: [MAIN.jewellery, MAIN.diamonds, MAIN.pearls],
    person: {
      email: 'buyer@example.com',
      first: 'Bella',
      last: 'Morgan',
      gender: 'female',
      title: 'Head Buyer',
      preferences: [CAT.engagementRing, CAT.bridal, CAT.diamondJewellery, CAT.labGrownJewellery, CAT.pearlJewellery],
    },
  },
  {
    name: 'Maison Lumière Bijouterie',
    slug: 'maison-lumiere',
    country: 'FR',
    city: 'Paris',
    nature: NATURE.retailer,
    address: '14 Rue de la Paix, 75002 Paris',
    phone: '+33 1 42 61 00 27',
    profile: 'An independent Parisian jeweller with two boutiques, looking for coloured gemstones and small-series designer pieces.',
    interests: [MAIN.jewellery, MAIN.gemstones],
    person: {
      first: 'Camille',
      last: 'Durand',
      gender: 'female',
      title: 'Owner',
      preferences: [CAT.colouredGemstone, CAT.earring, CAT.pendant],
    },
  },
  {
    name: 'Harrow & Finch Jewellers',
    slug: 'harrow-finch',
    country: 'GB',
    city: 'London',
    nature: NATURE.retailer,
    address: '21 Hatton Garden, London EC1N 8BA',
    phone: '+44 20 7405 3381',
    profile: 'Hatton Garden jewellers making bespoke engagement rings and buying certified diamonds and lab-grown stones.',
    interests: [MAIN.diamonds, MAIN.labGrown],
    person: {
      first: 'Oliver',
      last: 'Hughes',
      gender: 'male',
      title: 'Purchasing Manager',
      preferences: [CAT.looseDiamond, CAT.labGrownDiamond, CAT.engagementRing],
    },
  },
  {
    name: 'Sakura Bridal Co.',
    slug: 'sakura-bridal',
    country: 'JP',
    city: 'Osaka',
    nature: NATURE.retailer,
    address: '2-5-9 Shinsaibashi-suji, Chuo-ku, Osaka 542-0085',
    phone: '+81 6 6251 7730',
    profile: 'A bridal jewellery retailer with eight stores in the Kansai region.',
    interests: [MAIN.jewellery, MAIN.diamonds],
    person: {
      first: 'Haruka',
      last: 'Mori',
      gender: 'female',
      title: 'Merchandising Manager',
      preferences: [CAT.bridal, CAT.engagementRing, CAT.platinum],
    },
  },
  {
    name: 'Harbourline Jewels',
    slug: 'harbourline-jewels',
    country: 'AU',
    city: 'Sydney',
    nature: NATURE.importer,
    address: 'Level 9, 60 Castlereagh Street, Sydney NSW 2000',
    phone: '+61 2 9221 4470',
    profile: 'Importer and wholesaler supplying about 120 independent jewellers in Australia and New Zealand.',
    interests: [MAIN.jewellery, MAIN.pearls, MAIN.fashion],
    person: {
      first: 'Ethan',
      last: 'Walsh',
      gender: 'male',
      title: 'Import Manager',
      preferences: [CAT.pearlJewellery, CAT.silverJewellery, CAT.fashionEarring],
    },
  },
  {
    name: 'Rhein Schmuck Handel GmbH',
    slug: 'rhein-schmuck',
    country: 'DE',
    city: 'Cologne',
    nature: NATURE.wholesaler,
    address: 'Hohe Straße 88, 50667 Köln',
    phone: '+49 221 2576 310',
    profile: 'Wholesaler of silver and gold jewellery for German department stores and jewellers.',
    interests: [MAIN.jewellery, MAIN.fashion],
    person: {
      first: 'Lena',
      last: 'Hoffmann',
      gender: 'female',
      title: 'Category Manager',
      preferences: [CAT.silverJewellery, CAT.goldJewellery, CAT.chain],
    },
  },
  {
    name: 'Maple Leaf Gem Imports',
    slug: 'maple-leaf-gems',
    country: 'CA',
    city: 'Toronto',
    nature: NATURE.importer,
    address: '255 Yonge Street, Suite 1200, Toronto, ON M5B 1N8',
    phone: '+1 416 555 0193',
    profile: 'Importer of loose coloured gemstones and diamonds for Canadian manufacturers.',
    interests: [MAIN.gemstones, MAIN.diamonds],
    person: {
      first: 'Noah',
      last: 'Tremblay',
      gender: 'male',
      title: 'Gemstone Buyer',
      preferences: [CAT.colouredGemstone, CAT.sapphire, CAT.looseDiamond],
    },
  },
  {
    name: 'Golden Lotus Jewelry Trading',
    slug: 'golden-lotus-trading',
    country: 'SG',
    city: 'Singapore',
    nature: NATURE.wholesaler,
    address: "101 Upper Cross Street, #03-12 People's Park Centre, Singapore 058357",
    phone: '+65 6535 2218',
    profile: 'Regional wholesaler of gold, jade and pearl jewellery serving South-East Asia.',
    interests: [MAIN.jewellery, MAIN.pearls, MAIN.preciousMetals],
    person: {
      first: 'Rachel',
      last: 'Tan',
      gender: 'female',
      title: 'Sourcing Director',
      preferences: [CAT.jade, CAT.goldJewellery, CAT.pearlJewellery],
    },
  },
  {
    name: 'Cape Diamond Boutique',
    slug: 'cape-diamond-boutique',
    country: 'ZA',
    city: 'Cape Town',
    nature: NATURE.retailer,
    address: 'Shop 7, V&A Waterfront, Cape Town 8001',
    phone: '+27 21 555 0172',
    profile: 'A tourist-district jewellery boutique selling diamonds, tanzanite and fine jewellery.',
    interests: [MAIN.diamonds, MAIN.gemstones],
    person: {
      first: 'Thabo',
      last: 'Nkosi',
      gender: 'male',
      title: 'Store Director',
      preferences: [CAT.tanzanite, CAT.diamondJewellery, CAT.pendant],
    },
  },
  {
    name: 'Atelier Noor Design Studio',
    slug: 'atelier-noor',
    country: 'AE',
    city: 'Abu Dhabi',
    nature: NATURE.designer,
    address: 'Office 1204, Al Maqam Tower, Al Maryah Island, Abu Dhabi',
    phone: '+971 2 555 0164',
    profile: 'An independent design studio creating high-jewellery commissions, sourcing unusual gemstones and pearls.',
    interests: [MAIN.gemstones, MAIN.pearls],
    person: {
      first: 'Layla',
      last: 'Haddad',
      gender: 'female',
      title: 'Creative Director',
      preferences: [CAT.colouredGemstone, CAT.pearls, CAT.spinel],
    },
  },
  {
    name: 'Joalheria Costa Verde',
    slug: 'costa-verde-joias',
    country: 'BR',
    city: 'São Paulo',
    nature: NATURE.retailer,
    address: 'Rua Oscar Freire 720, São Paulo - SP, 01426-000',
    phone: '+55 11 3062 4410',
    profile: 'A São Paulo jeweller with a growing online shop, buying lab-grown diamond jewellery and silver.',
    interests: [MAIN.labGrown, MAIN.fashion],
    person: {
      first: 'Rafael',
      last: 'Almeida',
      gender: 'male',
      title: 'E-commerce Buyer',
      preferences: [CAT.labGrownJewellery, CAT.silverJewellery, CAT.earring],
    },
  },
];

const MARKETS_BY_COUNTRY: Record<string, number> = {
  US: MARKET.northAmerica,
  CA: MARKET.northAmerica,
  FR: MARKET.europe,
  GB: MARKET.europe,
  DE: MARKET.europe,
  JP: MARKET.asia,
  SG: MARKET.asia,
  AE: MARKET.asia,
  AU: MARKET.australia,
  ZA: MARKET.africa,
  BR: MARKET.southAmerica,
};

/** The buyer companies, Northstar Jewellers first; `people` gives each one's member. */
export function buildBuyers(): { drafts: CompanyDraft[]; people: BuyerPerson[] } {
  const drafts = BUYERS.map((b, i): CompanyDraft => {
    const initials = b.name
      .split(/\s+/)
      .filter((w) => /^[A-Z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    return {
      slug: b.slug,
      style: 'us',
      speciality: null,
      skuPrefix: 'BUY',
      logo: { initials, colour: (i + 5) % 12 },
      row: {
        joinType: 'buyer',
        name: b.name,
        nameEn: b.name,
        profile: b.profile,
        profileEn: b.profile,
        address: b.address,
        addressEn: b.address,
        country: b.country,
        city: b.city,
        phone: b.phone,
        email: `info@${b.slug}.example`,
        website: `https://${b.slug}.example`,
        inBusinessSince: 1960 + ((i * 7) % 55),
        outlets: b.nature === NATURE.retailer ? 1 + (i % 6) : 0,
        employeeCount: EMPLOYEES[1 + (i % 3)],
        mainMarkets: [MARKETS_BY_COUNTRY[b.country] ?? MARKET.global],
        mainProducts: b.interests,
        businessNature: [b.nature],
        logo: logoUrl(initials, (i + 5) % 12),
        status: 'active',
        verificationStatus: 'verified',
        preferredCurrency: b.country === 'DE' || b.country === 'FR' ? 'EUR' : 'USD',
        visitCount: 40 + i * 13,
        createdAt: daysBefore(380 + i * 23),
        updatedAt: daysBefore(10 + i),
      },
    };
  });
  return { drafts, people: BUYERS.map((b) => b.person) };
}

/** The organiser's company: platform staff belong to it. It has no products, so it never shows as a supplier. */
export function buildOrganiser(): CompanyDraft {
  const profile =
    'GemBourse Organiser runs the GemBourse online exhibition platform and its trade events for the jewellery and gemstone industry.';
  return {
    slug: 'gembourse',
    style: 'hk',
    speciality: null,
    skuPrefix: 'GBO',
    logo: { initials: 'GB', colour: 7 },
    row: {
      joinType: 'seller',
      name: 'GemBourse Organiser',
      nameEn: 'GemBourse Organiser',
      profile,
      profileEn: profile,
      address: '1 Harbour Road, Wan Chai, Hong Kong',
      addressEn: '1 Harbour Road, Wan Chai, Hong Kong',
      country: 'HK',
      city: 'Hong Kong',
      phone: '+852 2555 0100',
      email: 'info@gembourse.example',
      website: 'https://gembourse.example',
      logo: logoUrl('GB', 7),
      status: 'active',
      verificationStatus: 'verified',
      createdAt: daysBefore(1200),
      updatedAt: daysBefore(30),
    },
  };
}
