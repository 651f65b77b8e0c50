// Trading cities of the demo suppliers: where they are, how their names, addresses and phones look, and what they sell.
import type { NameStyle } from './names.ts';
import type { SeedCurrency } from './prng.ts';
import { MARKET } from './dict-ids.ts';

export type Speciality = 'fine' | 'diamonds' | 'labgrown' | 'colour' | 'pearls' | 'silver' | 'gold' | 'jade' | 'packaging' | 'tools' | 'minerals';

export interface City {
  key: string;
  country: string;
  city: string;
  /** City name in Chinese [traditional, simplified] for Chinese-named firms. */
  cityZh?: readonly [string, string];
  style: NameStyle;
  currency: SeedCurrency;
  /** Phone: calling code and a pattern where # is a digit. */
  phone: readonly [string, string];
  /** Address templates ({n} number, {u} unit); Chinese-named firms have [English, Chinese] pairs. */
  addresses: readonly (string | readonly [string, string])[];
  specialities: readonly (readonly [Speciality, number])[];
  memberships: readonly string[];
  home: number;
}

const HK_MEMBERS = ['Hong Kong Jewellery & Jade Manufacturers Association', 'Diamond Federation of Hong Kong, China', 'Hong Kong Jewelry Manufacturers\' Association'];
const CN_MEMBERS = ['Gems & Jewelry Trade Association of China', 'Shenzhen Gold & Jewelry Association'];

export const CITIES: readonly City[] = [
  { key: 'hk', country: 'HK', city: 'Hong Kong', cityZh: ['香港', '香港'], style: 'hk', currency: 'USD', phone: ['+852', '2### ####'], home: MARKET.asia,
    addresses: [['Unit {u}, 12/F, Summit Building, {n} Man Yue Street, Hung Hom, Kowloon', '九龍紅磡民裕街{n}號海濱大廈12樓{u}室'],
      ['Flat {u}, 8/F, Kaiser Estate Phase 2, {n} Man Lok Street, Hung Hom, Kowloon', '九龍紅磡民樂街{n}號凱旋工商中心第二期8樓{u}室'],
      ['Room {u}, 15/F, Harbour Centre, {n} Granville Road, Tsim Sha Tsui, Kowloon', '九龍尖沙咀加連威老道{n}號海港中心15樓{u}室'],
      ['Unit {u}, 6/F, Hung Hom Commercial Centre, {n} Ma Tau Wai Road, Hung Hom, Kowloon', '九龍紅磡馬頭圍道{n}號紅磡商業中心6樓{u}室']],
    specialities: [['fine', 4], ['diamonds', 1.5], ['pearls', 1], ['jade', 2], ['packaging', 0.7], ['labgrown', 0.8]], memberships: HK_MEMBERS },
  { key: 'sz', country: 'CN', city: 'Shenzhen', cityZh: ['深圳', '深圳'], style: 'cn', currency: 'CNY', phone: ['+86', '755 8### ####'], home: MARKET.asia,
    addresses: [['{u}/F, Shuibei Jewellery Building, No. {n} Shuibei 2nd Road, Luohu District, Shenzhen, Guangdong', '广东省深圳市罗湖区水贝二路{n}号水贝珠宝大厦{u}楼'],
      ['Room {u}, Jinlong Plaza, No. {n} Beili North Road, Luohu District, Shenzhen, Guangdong', '广东省深圳市罗湖区贝丽北路{n}号金龙大厦{u}室'],
      ['Building {u}, Gold & Jewelry Industrial Park, No. {n} Tianbei 4th Road, Luohu District, Shenzhen', '广东省深圳市罗湖区田贝四路{n}号黄金珠宝产业园{u}栋']],
    specialities: [['fine', 2], ['labgrown', 2], ['silver', 1], ['packaging', 1], ['tools', 1]], memberships: CN_MEMBERS },
  { key: 'gz', country: 'CN', city: 'Guangzhou', cityZh: ['廣州', '广州'], style: 'cn', currency: 'CNY', phone: ['+86', '20 3### ####'], home: MARKET.asia,
    addresses: [['No. {n} Shiqiao Road, Panyu District, Guangzhou, Guangdong', '广东省广州市番禺区市桥路{n}号'],
      ['Shop {u}, Hualin Jade Street, No. {n} Changshou Road West, Liwan District, Guangzhou', '广东省广州市荔湾区长寿西路{n}号华林玉器街{u}铺']],
    specialities: [['silver', 2], ['jade', 1], ['colour', 1], ['packaging', 1], ['fine', 1]], memberships: ['Guangzhou Jewelry Industry Association', ...CN_MEMBERS.slice(0, 1)] },
  { key: 'zj', country: 'CN', city: 'Zhuji', cityZh: ['諸暨', '诸暨'], style: 'cn', currency: 'CNY', phone: ['+86', '575 8### ####'], home: MARKET.asia,
    addresses: [['No. {n} Pearl Avenue, Shanxiahu Town, Zhuji, Zhejiang', '浙江省诸暨市山下湖镇珍珠大道{n}号'],
      ['Hall {u}, Huaguo Pearl Market, Shanxiahu Town, Zhuji, Zhejiang', '浙江省诸暨市山下湖镇华东国际珠宝城{u}号馆']],
    specialities: [['pearls', 1]], memberships: ['Zhuji Pearl Industry Association', CN_MEMBERS[0]] },
  { key: 'zz', country: 'CN', city: 'Zhengzhou', cityZh: ['鄭州', '郑州'], style: 'cn', currency: 'CNY', phone: ['+86', '371 6### ####'], home: MARKET.asia,
    addresses: [['No. {n} Kexue Avenue, High-tech Zone, Zhengzhou, Henan', '河南省郑州市高新区科学大道{n}号']],
    specialities: [['labgrown', 1]], memberships: [CN_MEMBERS[0]] },
  { key: 'tp', country: 'TW', city: 'Taipei', cityZh: ['台北', '台北'], style: 'tw', currency: 'USD', phone: ['+886', '2 2### ####'], home: MARKET.asia,
    addresses: [['{u}F., No. {n}, Sec. 1, Zhongshan N. Rd., Zhongshan Dist., Taipei', '台北市中山區中山北路一段{n}號{u}樓'],
      ['{u}F., No. {n}, Sec. 4, Ren\'ai Rd., Da\'an Dist., Taipei', '台北市大安區仁愛路四段{n}號{u}樓']],
    specialities: [['jade', 1], ['fine', 1], ['tools', 0.6], ['colour', 0.6]], memberships: ['Taiwan Jewelry Industry Association'] },
  { key: 'bkk', country: 'TH', city: 'Bangkok', style: 'th', currency: 'USD', phone: ['+66', '2 2## ####'], home: MARKET.asia,
    addresses: ['{n} Jewelry Trade Center, Silom Road, Bang Rak, Bangkok 10500', '{n} Mahesak Road, Suriyawong, Bang Rak, Bangkok 10500', '{n}/{u} Charoen Krung Road, Bang Rak, Bangkok 10500'],
    specialities: [['colour', 2], ['silver', 2], ['fine', 1]], memberships: ['Thai Gem and Jewelry Traders Association'] },
  { key: 'cti', country: 'TH', city: 'Chanthaburi', style: 'th', currency: 'USD', phone: ['+66', '39 3## ###'], home: MARKET.asia,
    addresses: ['{n} Si Chan Road, Talat, Mueang Chanthaburi 22000', '{n}/{u} Trok Kachang, Gem Market, Chanthaburi 22000'],
    specialities: [['colour', 1]], memberships: ['Thai Gem and Jewelry Traders Association', 'Chanthaburi Gem & Jewelry Association'] },
  { key: 'jai', country: 'IN', city: 'Jaipur', style: 'in', currency: 'USD', phone: ['+91', '141 2## ####'], home: MARKET.asia,
    addresses: ['{n} Johari Bazaar, Jaipur, Rajasthan 302003', '{n} Gopalji Ka Rasta, Jaipur, Rajasthan 302003', 'Plot {n}, Sitapura Industrial Area, Jaipur 302022'],
    specialities: [['colour', 2], ['silver', 1], ['fine', 1]], memberships: ['Gem & Jewellery Export Promotion Council (GJEPC)', 'Jaipur Jewellers Association'] },
  { key: 'sur', country: 'IN', city: 'Surat', style: 'in', currency: 'USD', phone: ['+91', '261 2## ####'], home: MARKET.asia,
    addresses: ['Office {u}, Surat Diamond Bourse, Khajod, Surat, Gujarat 395007', '{n} Varachha Road, Surat, Gujarat 395006', '{n} Mahidharpura, Surat, Gujarat 395003'],
    specialities: [['diamonds', 1], ['labgrown', 2]], memberships: ['Gem & Jewellery Export Promotion Council (GJEPC)', 'Surat Diamond Association'] },
  { key: 'bom', country: 'IN', city: 'Mumbai', style: 'in', currency: 'USD', phone: ['+91', '22 2### ####'], home: MARKET.asia,
    addresses: ['Office {u}, Bharat Diamond Bourse, Bandra Kurla Complex, Mumbai 400051', '{n} Zaveri Bazaar, Mumbai 400002', 'Unit {u}, SEEPZ, Andheri East, Mumbai 400096'],
    specialities: [['diamonds', 1], ['fine', 2], ['gold', 1]], memberships: ['Gem & Jewellery Export Promotion Council (GJEPC)', 'Bharat Diamond Bourse'] },
  { key: 'cmb', country: 'LK', city: 'Colombo', style: 'lk', currency: 'USD', phone: ['+94', '11 2## ####'], home: MARKET.asia,
    addresses: ['{n} Sea Street, Colombo 11', '{n} Galle Road, Colombo 03'], specialities: [['colour', 1]], memberships: ['Sri Lanka Gem & Jewellery Association'] },
  { key: 'rtp', country: 'LK', city: 'Ratnapura', style: 'lk', currency: 'USD', phone: ['+94', '45 2## ####'], home: MARKET.asia,
    addresses: ['{n} Main Street, Ratnapura 70000'], specialities: [['colour', 1]], memberships: ['Sri Lanka Gem & Jewellery Association'] },
  { key: 'ist', country: 'TR', city: 'Istanbul', style: 'tr', currency: 'USD', phone: ['+90', '212 5## ## ##'], home: MARKET.europe,
    addresses: ['Kalpakçılar Caddesi No: {n}, Kapalıçarşı, Fatih, İstanbul 34126', 'Nuruosmaniye Caddesi No: {n}, Fatih, İstanbul 34120', 'Kuyumcukent, Blok {u} No: {n}, Yenibosna, Bahçelievler, İstanbul 34196'],
    specialities: [['gold', 2], ['silver', 2], ['fine', 0.5]], memberships: ['Istanbul Chamber of Jewellers', 'Jewellery Exporters\' Association of Türkiye'] },
  { key: 'vic', country: 'IT', city: 'Vicenza', style: 'it', currency: 'EUR', phone: ['+39', '0444 ######'], home: MARKET.europe,
    addresses: ['Viale dell\'Oreficeria {n}, 36100 Vicenza VI', 'Via dell\'Industria {n}, 36100 Vicenza VI'],
    specialities: [['gold', 1], ['fine', 1], ['tools', 0.6]], memberships: ['Confindustria Federorafi'] },
  { key: 'arz', country: 'IT', city: 'Arezzo', style: 'it', currency: 'EUR', phone: ['+39', '0575 ######'], home: MARKET.europe,
    addresses: ['Via Fiorentina {n}, 52100 Arezzo AR', 'Via Leone Leoni {n}, 52100 Arezzo AR'], specialities: [['gold', 1]], memberships: ['Confindustria Federorafi'] },
  { key: 'vlz', country: 'IT', city: 'Valenza', style: 'it', currency: 'EUR', phone: ['+39', '0131 ######'], home: MARKET.europe,
    addresses: ['Viale della Repubblica {n}, 15048 Valenza AL', 'Via Tortona {n}, 15048 Valenza AL'], specialities: [['fine', 1]], memberships: ['Confindustria Federorafi', 'AOV Service Valenza'] },
  { key: 'anr', country: 'BE', city: 'Antwerp', style: 'be', currency: 'EUR', phone: ['+32', '3 2## ## ##'], home: MARKET.europe,
    addresses: ['Hoveniersstraat {n}, bus {u}, 2018 Antwerpen', 'Pelikaanstraat {n}, 2018 Antwerpen', 'Schupstraat {n}, 2018 Antwerpen'],
    specialities: [['diamonds', 1]], memberships: ['Antwerp World Diamond Centre', 'Antwerpsche Diamantkring'] },
  { key: 'rmg', country: 'IL', city: 'Ramat Gan', style: 'il', currency: 'USD', phone: ['+972', '3 57# ####'], home: MARKET.global,
    addresses: ['Israel Diamond Exchange, Office {u}, {n} Jabotinsky Road, Ramat Gan 5252004', '{n} Bezalel Street, Ramat Gan 5252129'],
    specialities: [['diamonds', 1]], memberships: ['Israel Diamond Exchange'] },
  { key: 'nyc', country: 'US', city: 'New York', style: 'us', currency: 'USD', phone: ['+1', '212 ### ####'], home: MARKET.northAmerica,
    addresses: ['{n} West 47th Street, Suite {u}, New York, NY 10036', '{n} Fifth Avenue, Suite {u}, New York, NY 10036'],
    specialities: [['diamonds', 1], ['fine', 1], ['labgrown', 0.5]], memberships: ['Jewelers of America', 'Diamond Dealers Club'] },
  { key: 'lax', country: 'US', city: 'Los Angeles', style: 'us', currency: 'USD', phone: ['+1', '213 ### ####'], home: MARKET.northAmerica,
    addresses: ['{n} South Hill Street, Suite {u}, Los Angeles, CA 90013', '{n} West 6th Street, Suite {u}, Los Angeles, CA 90014'],
    specialities: [['fine', 1], ['labgrown', 1]], memberships: ['Jewelers of America', 'American Gem Trade Association (AGTA)'] },
  { key: 'dxb', country: 'AE', city: 'Dubai', style: 'ae', currency: 'USD', phone: ['+971', '4 ### ####'], home: MARKET.global,
    addresses: ['Shop {u}, Gold Souk, Deira, Dubai', 'Office {u}, Almas Tower, Jumeirah Lakes Towers, Dubai'],
    specialities: [['gold', 2], ['diamonds', 1]], memberships: ['Dubai Gold & Jewellery Group', 'Dubai Diamond Exchange'] },
  { key: 'ukb', country: 'JP', city: 'Kobe', style: 'jp', currency: 'USD', phone: ['+81', '78 ### ####'], home: MARKET.asia,
    addresses: ['{n}-3 Higashimachi, Chuo-ku, Kobe 650-0031', '3-{n} Kano-cho, Chuo-ku, Kobe 650-0001'], specialities: [['pearls', 1]], memberships: ['Japan Pearl Exporters\' Association'] },
  { key: 'tyo', country: 'JP', city: 'Tokyo', style: 'jp', currency: 'USD', phone: ['+81', '3 #### ####'], home: MARKET.asia,
    addresses: ['5-{n}-2 Ueno, Taito-ku, Tokyo 110-0005'], specialities: [['fine', 1], ['pearls', 0.5]], memberships: ['Japan Jewellery Association'] },
  { key: 'ido', country: 'DE', city: 'Idar-Oberstein', style: 'de', currency: 'EUR', phone: ['+49', '6781 ####'], home: MARKET.europe,
    addresses: ['Hauptstraße {n}, 55743 Idar-Oberstein', 'Mainzer Straße {n}, 55743 Idar-Oberstein'], specialities: [['colour', 1], ['minerals', 1]], memberships: ['Bundesverband der Edelstein- und Diamantindustrie'] },
  { key: 'pfo', country: 'DE', city: 'Pforzheim', style: 'de', currency: 'EUR', phone: ['+49', '7231 #####'], home: MARKET.europe,
    addresses: ['Östliche Karl-Friedrich-Straße {n}, 75175 Pforzheim'], specialities: [['tools', 1], ['fine', 0.5]], memberships: ['Bundesverband Schmuck und Uhren'] },
  { key: 'bme', country: 'AU', city: 'Broome', style: 'au', currency: 'USD', phone: ['+61', '8 91## ####'], home: MARKET.australia,
    addresses: ['{n} Dampier Terrace, Broome WA 6725'], specialities: [['pearls', 1]], memberships: ['Pearl Producers Association'] },
  { key: 'tfo', country: 'BR', city: 'Teófilo Otoni', style: 'br', currency: 'USD', phone: ['+55', '33 3### ####'], home: MARKET.southAmerica,
    addresses: ['Rua Epaminondas Otoni {n}, Teófilo Otoni - MG, 39800-000'], specialities: [['colour', 1], ['minerals', 1]], memberships: ['Instituto Brasileiro de Gemas e Metais Preciosos (IBGM)'] },
];

/** The order cities are first used in, so that even a small seed spans many countries. */
export const CITY_ORDER = ['hk', 'sz', 'bkk', 'jai', 'anr', 'ist', 'vic', 'zj', 'nyc', 'cmb', 'tp', 'sur', 'gz', 'dxb', 'ukb', 'arz', 'rmg', 'cti', 'bom', 'ido', 'lax', 'vlz', 'zz', 'tyo', 'rtp', 'bme', 'pfo', 'tfo'];
/** After every city has one supplier, further suppliers are drawn with these weights. */
export const CITY_WEIGHTS: Record<string, number> = {
  hk: 7, sz: 5, gz: 3, zj: 2, zz: 1, tp: 2, bkk: 4, cti: 1, jai: 3, sur: 2, bom: 3, cmb: 1, rtp: 1, ist: 3, vic: 2, arz: 1, vlz: 1,
  anr: 2, rmg: 1, nyc: 2, lax: 1, dxb: 2, ukb: 1, tyo: 1, ido: 1, pfo: 0.5, bme: 0.5, tfo: 0.5,
};
export const cityByKey = (key: string) => CITIES.find((c) => c.key === key)!;
