import type { I18nText, Locale } from './locale.ts';

/**
 * Countries and regions of the jewellery and gemstone trade, for country/region pickers (registration, company
 * and user addresses, fax country) and for showing stored country codes as names.
 *
 * - code is ISO 3166-1 alpha-2 (stored in the database in upper case); dialCode is the ITU calling code with "+".
 * - The list is sorted by English name (the order of the pickers in every language).
 * - Naming of Hong Kong, Macao and Taiwan: one style in all four languages, "<region>, China":
 *   en "Hong Kong, China" / "Macao, China" / "Taiwan, China"; zh-cn 中国香港 / 中国澳门 / 中国台湾;
 *   zh-tw 中國香港 / 中國澳門 / 中國台灣; tr "Hong Kong, Çin" / "Makao, Çin" / "Tayvan, Çin".
 * - zh-tw names are in traditional characters with the transliterations used in Taiwan (澳洲, 義大利, 紐西蘭,
 *   沙烏地阿拉伯, 坦尚尼亞...), zh-cn names are the mainland standard names (澳大利亚, 意大利, 新西兰...).
 * - The English name of TR is "Türkiye" (its UN name since 2022).
 */
export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: Required<I18nText>;
  /** International calling code, e.g. "+86". */
  dialCode: string;
}

/** [code, dialCode, en, zh-cn, zh-tw, tr] */
type Row = [string, string, string, string, string, string];

const ROWS: Row[] = [
  ['AF', '+93', 'Afghanistan', '阿富汗', '阿富汗', 'Afganistan'],
  ['AO', '+244', 'Angola', '安哥拉', '安哥拉', 'Angola'],
  ['AR', '+54', 'Argentina', '阿根廷', '阿根廷', 'Arjantin'],
  ['AM', '+374', 'Armenia', '亚美尼亚', '亞美尼亞', 'Ermenistan'],
  ['AU', '+61', 'Australia', '澳大利亚', '澳洲', 'Avustralya'],
  ['AT', '+43', 'Austria', '奥地利', '奧地利', 'Avusturya'],
  ['AZ', '+994', 'Azerbaijan', '阿塞拜疆', '亞塞拜然', 'Azerbaycan'],
  ['BH', '+973', 'Bahrain', '巴林', '巴林', 'Bahreyn'],
  ['BD', '+880', 'Bangladesh', '孟加拉国', '孟加拉', 'Bangladeş'],
  ['BE', '+32', 'Belgium', '比利时', '比利時', 'Belçika'],
  ['BO', '+591', 'Bolivia', '玻利维亚', '玻利維亞', 'Bolivya'],
  ['BW', '+267', 'Botswana', '博茨瓦纳', '波札那', 'Botsvana'],
  ['BR', '+55', 'Brazil', '巴西', '巴西', 'Brezilya'],
  ['BG', '+359', 'Bulgaria', '保加利亚', '保加利亞', 'Bulgaristan'],
  ['KH', '+855', 'Cambodia', '柬埔寨', '柬埔寨', 'Kamboçya'],
  ['CA', '+1', 'Canada', '加拿大', '加拿大', 'Kanada'],
  ['CL', '+56', 'Chile', '智利', '智利', 'Şili'],
  ['CN', '+86', 'China', '中国', '中國', 'Çin'],
  ['CO', '+57', 'Colombia', '哥伦比亚', '哥倫比亞', 'Kolombiya'],
  ['HR', '+385', 'Croatia', '克罗地亚', '克羅埃西亞', 'Hırvatistan'],
  ['CZ', '+420', 'Czechia', '捷克', '捷克', 'Çekya'],
  ['CD', '+243', 'Democratic Republic of the Congo', '刚果（金）', '剛果民主共和國', 'Kongo Demokratik Cumhuriyeti'],
  ['DK', '+45', 'Denmark', '丹麦', '丹麥', 'Danimarka'],
  ['DO', '+1', 'Dominican Republic', '多米尼加', '多明尼加', 'Dominik Cumhuriyeti'],
  ['EG', '+20', 'Egypt', '埃及', '埃及', 'Mısır'],
  ['ET', '+251', 'Ethiopia', '埃塞俄比亚', '衣索比亞', 'Etiyopya'],
  ['FI', '+358', 'Finland', '芬兰', '芬蘭', 'Finlandiya'],
  ['FR', '+33', 'France', '法国', '法國', 'Fransa'],
  ['PF', '+689', 'French Polynesia', '法属波利尼西亚', '法屬玻里尼西亞', 'Fransız Polinezyası'],
  ['GE', '+995', 'Georgia', '格鲁吉亚', '喬治亞', 'Gürcistan'],
  ['DE', '+49', 'Germany', '德国', '德國', 'Almanya'],
  ['GH', '+233', 'Ghana', '加纳', '迦納', 'Gana'],
  ['GR', '+30', 'Greece', '希腊', '希臘', 'Yunanistan'],
  ['HK', '+852', 'Hong Kong, China', '中国香港', '中國香港', 'Hong Kong, Çin'],
  ['HU', '+36', 'Hungary', '匈牙利', '匈牙利', 'Macaristan'],
  ['IN', '+91', 'India', '印度', '印度', 'Hindistan'],
  ['ID', '+62', 'Indonesia', '印度尼西亚', '印尼', 'Endonezya'],
  ['IR', '+98', 'Iran', '伊朗', '伊朗', 'İran'],
  ['IE', '+353', 'Ireland', '爱尔兰', '愛爾蘭', 'İrlanda'],
  ['IL', '+972', 'Israel', '以色列', '以色列', 'İsrail'],
  ['IT', '+39', 'Italy', '意大利', '義大利', 'İtalya'],
  ['JP', '+81', 'Japan', '日本', '日本', 'Japonya'],
  ['JO', '+962', 'Jordan', '约旦', '約旦', 'Ürdün'],
  ['KZ', '+7', 'Kazakhstan', '哈萨克斯坦', '哈薩克', 'Kazakistan'],
  ['KE', '+254', 'Kenya', '肯尼亚', '肯亞', 'Kenya'],
  ['KW', '+965', 'Kuwait', '科威特', '科威特', 'Kuveyt'],
  ['LA', '+856', 'Laos', '老挝', '寮國', 'Laos'],
  ['LB', '+961', 'Lebanon', '黎巴嫩', '黎巴嫩', 'Lübnan'],
  ['LT', '+370', 'Lithuania', '立陶宛', '立陶宛', 'Litvanya'],
  ['LU', '+352', 'Luxembourg', '卢森堡', '盧森堡', 'Lüksemburg'],
  ['MO', '+853', 'Macao, China', '中国澳门', '中國澳門', 'Makao, Çin'],
  ['MG', '+261', 'Madagascar', '马达加斯加', '馬達加斯加', 'Madagaskar'],
  ['MY', '+60', 'Malaysia', '马来西亚', '馬來西亞', 'Malezya'],
  ['MU', '+230', 'Mauritius', '毛里求斯', '模里西斯', 'Mauritius'],
  ['MX', '+52', 'Mexico', '墨西哥', '墨西哥', 'Meksika'],
  ['MC', '+377', 'Monaco', '摩纳哥', '摩納哥', 'Monako'],
  ['MN', '+976', 'Mongolia', '蒙古', '蒙古', 'Moğolistan'],
  ['MA', '+212', 'Morocco', '摩洛哥', '摩洛哥', 'Fas'],
  ['MZ', '+258', 'Mozambique', '莫桑比克', '莫三比克', 'Mozambik'],
  ['MM', '+95', 'Myanmar', '缅甸', '緬甸', 'Myanmar'],
  ['NA', '+264', 'Namibia', '纳米比亚', '納米比亞', 'Namibya'],
  ['NP', '+977', 'Nepal', '尼泊尔', '尼泊爾', 'Nepal'],
  ['NL', '+31', 'Netherlands', '荷兰', '荷蘭', 'Hollanda'],
  ['NZ', '+64', 'New Zealand', '新西兰', '紐西蘭', 'Yeni Zelanda'],
  ['NG', '+234', 'Nigeria', '尼日利亚', '奈及利亞', 'Nijerya'],
  ['NO', '+47', 'Norway', '挪威', '挪威', 'Norveç'],
  ['OM', '+968', 'Oman', '阿曼', '阿曼', 'Umman'],
  ['PK', '+92', 'Pakistan', '巴基斯坦', '巴基斯坦', 'Pakistan'],
  ['PA', '+507', 'Panama', '巴拿马', '巴拿馬', 'Panama'],
  ['PE', '+51', 'Peru', '秘鲁', '秘魯', 'Peru'],
  ['PH', '+63', 'Philippines', '菲律宾', '菲律賓', 'Filipinler'],
  ['PL', '+48', 'Poland', '波兰', '波蘭', 'Polonya'],
  ['PT', '+351', 'Portugal', '葡萄牙', '葡萄牙', 'Portekiz'],
  ['QA', '+974', 'Qatar', '卡塔尔', '卡達', 'Katar'],
  ['RO', '+40', 'Romania', '罗马尼亚', '羅馬尼亞', 'Romanya'],
  ['RU', '+7', 'Russia', '俄罗斯', '俄羅斯', 'Rusya'],
  ['SA', '+966', 'Saudi Arabia', '沙特阿拉伯', '沙烏地阿拉伯', 'Suudi Arabistan'],
  ['SL', '+232', 'Sierra Leone', '塞拉利昂', '獅子山', 'Sierra Leone'],
  ['SG', '+65', 'Singapore', '新加坡', '新加坡', 'Singapur'],
  ['ZA', '+27', 'South Africa', '南非', '南非', 'Güney Afrika'],
  ['KR', '+82', 'South Korea', '韩国', '韓國', 'Güney Kore'],
  ['ES', '+34', 'Spain', '西班牙', '西班牙', 'İspanya'],
  ['LK', '+94', 'Sri Lanka', '斯里兰卡', '斯里蘭卡', 'Sri Lanka'],
  ['SE', '+46', 'Sweden', '瑞典', '瑞典', 'İsveç'],
  ['CH', '+41', 'Switzerland', '瑞士', '瑞士', 'İsviçre'],
  ['TW', '+886', 'Taiwan, China', '中国台湾', '中國台灣', 'Tayvan, Çin'],
  ['TZ', '+255', 'Tanzania', '坦桑尼亚', '坦尚尼亞', 'Tanzanya'],
  ['TH', '+66', 'Thailand', '泰国', '泰國', 'Tayland'],
  ['TN', '+216', 'Tunisia', '突尼斯', '突尼西亞', 'Tunus'],
  ['TR', '+90', 'Türkiye', '土耳其', '土耳其', 'Türkiye'],
  ['UA', '+380', 'Ukraine', '乌克兰', '烏克蘭', 'Ukrayna'],
  ['AE', '+971', 'United Arab Emirates', '阿拉伯联合酋长国', '阿拉伯聯合大公國', 'Birleşik Arap Emirlikleri'],
  ['GB', '+44', 'United Kingdom', '英国', '英國', 'Birleşik Krallık'],
  ['US', '+1', 'United States', '美国', '美國', 'Amerika Birleşik Devletleri'],
  ['UY', '+598', 'Uruguay', '乌拉圭', '烏拉圭', 'Uruguay'],
  ['UZ', '+998', 'Uzbekistan', '乌兹别克斯坦', '烏茲別克', 'Özbekistan'],
  ['VN', '+84', 'Vietnam', '越南', '越南', 'Vietnam'],
  ['ZM', '+260', 'Zambia', '赞比亚', '尚比亞', 'Zambiya'],
  ['ZW', '+263', 'Zimbabwe', '津巴布韦', '辛巴威', 'Zimbabve'],
];

export const COUNTRIES: readonly Country[] = Object.freeze(
  ROWS.map(([code, dialCode, en, zhCn, zhTw, tr]): Country => ({
    code,
    dialCode,
    name: { en, 'zh-cn': zhCn, 'zh-tw': zhTw, tr },
  })),
);

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.code, c]));

/** The ISO codes of COUNTRIES (upper case), for validating a stored or submitted country. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(BY_CODE.keys());

/** The country with this ISO code (any case, surrounding spaces ignored), or undefined. */
export function findCountry(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  return BY_CODE.get(code.trim().toUpperCase());
}

/** The name of the country with this ISO code in `locale`; '' when the code is empty or unknown. */
export function countryName(code: string | null | undefined, locale: Locale): string {
  const country = findCountry(code);
  if (!country) return '';
  return country.name[locale] || country.name.en;
}
