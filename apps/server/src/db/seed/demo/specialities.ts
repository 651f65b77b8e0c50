// What each kind of supplier makes: dictionary facts, product families, profile sentences and name words.
import { MAIN, NATURE } from './dict-ids.ts';
import * as J from './families-jewellery.ts';
import * as T from './families-trade.ts';
import type { Speciality } from './regions.ts';

export interface SpecialityDef {
  /** Name words: English choices, then [traditional, simplified] Chinese, then local-language words. */
  en: readonly string[];
  zh: readonly [string, string];
  local: Partial<Record<'tr' | 'it' | 'de' | 'br', string>>;
  mainProducts: readonly number[];
  natures: readonly (readonly [number, number])[];
  families: readonly (readonly [J.Family, number, string])[];
  segment: readonly ('high' | 'mid' | 'low')[];
  priceBand: readonly [number, number];
  /** What the firm does, in English / traditional / simplified Chinese, for the profile sentences. */
  what: readonly [string, string, string];
  detail: readonly [string, string, string];
  /** Products a company of this kind gets compared with others (packaging and tool makers list fewer items). */
  weight: number;
}

const natures = (main: number) =>
  [
    [main, 6],
    [NATURE.wholesaler, 2],
    [NATURE.exporter, 2],
    [NATURE.distributor, 1],
    [NATURE.designer, 1],
  ] as const;

export const SPECIALITIES: Record<Speciality, SpecialityDef> = {
  fine: {
    en: ['Jewellery', 'Fine Jewellery', 'Jewels'],
    zh: ['珠寶', '珠宝'],
    local: { tr: 'Mücevherat', it: 'Gioielli', de: 'Schmuck', br: 'Joias' },
    mainProducts: [MAIN.jewellery, MAIN.diamonds, MAIN.gemstones],
    natures: natures(NATURE.manufacturer),
    families: [
      [J.ring, 3, 'RG'],
      [J.earrings, 2, 'ER'],
      [J.pendant, 2, 'PD'],
      [J.bracelet, 1.5, 'BR'],
      [T.colouredGem, 0.4, 'GM'],
    ],
    segment: ['high', 'mid'],
    priceBand: [300, 30000],
    weight: 1.2,
    what: ['fine jewellery in gold and platinum', '金及鉑金高級珠寶', '金及铂金高级珠宝'],
    detail: [
      'Our in-house design team releases new bridal and fashion-forward collections every season, and our CAD, casting and setting are all done under one roof.',
      '我們的設計團隊每季推出新的婚嫁及時尚系列，由電腦繪圖、鑄造到鑲嵌均在自家工廠完成。',
      '我们的设计团队每季推出新的婚嫁及时尚系列，由电脑绘图、铸造到镶嵌均在自家工厂完成。',
    ],
  },
  diamonds: {
    en: ['Diamonds', 'Diamond Works', 'Diamond Traders'],
    zh: ['鑽石', '钻石'],
    local: { tr: 'Pırlanta', it: 'Diamanti', de: 'Diamanten', br: 'Diamantes' },
    mainProducts: [MAIN.diamonds, MAIN.jewellery],
    natures: [
      [NATURE.manufacturer, 3],
      [NATURE.wholesaler, 4],
      [NATURE.exporter, 3],
      [NATURE.stoneBlank, 1],
    ],
    families: [
      [J.diamond, 6, 'DI'],
      [J.ring, 1, 'RG'],
      [J.earrings, 0.6, 'ER'],
      [J.bracelet, 0.5, 'BR'],
    ],
    segment: ['high'],
    priceBand: [500, 250000],
    weight: 1.1,
    what: ['natural polished diamonds', '天然拋光鑽石', '天然抛光钻石'],
    detail: [
      'We cut and polish in our own factory and keep a large inventory of GIA- and HRD-graded stones, from melee to large solitaires.',
      '我們擁有自家切磨工廠，長期備有大量GIA及HRD證書鑽石，由碎鑽到大克拉單石一應俱全。',
      '我们拥有自家切磨工厂，长期备有大量GIA及HRD证书钻石，由碎钻到大克拉单石一应俱全。',
    ],
  },
  labgrown: {
    en: ['Lab Diamonds', 'Lab-Grown Diamonds', 'Created Diamonds'],
    zh: ['培育鑽石', '培育钻石'],
    local: { tr: 'Laboratuvar Pırlanta', it: 'Diamanti Sintetici', de: 'Laborgezüchtete Diamanten', br: 'Diamantes Cultivados' },
    mainProducts: [MAIN.labGrown, MAIN.synthetics, MAIN.jewellery],
    natures: natures(NATURE.manufacturer),
    families: [
      [J.labGrown, 6, 'LG'],
      [J.ring, 0.3, 'RG'],
    ],
    segment: ['mid', 'low'],
    priceBand: [80, 20000],
    weight: 1.1,
    what: ['lab-grown diamonds and lab-grown diamond jewellery', '培育鑽石及培育鑽石首飾', '培育钻石及培育钻石首饰'],
    detail: [
      'Our CVD and HPHT partners grow the rough, which we cut, certify with IGI and set into ready-to-sell jewellery.',
      '我們與CVD及HPHT生長廠合作，自行切磨、送IGI檢測，並鑲嵌成可即售的首飾。',
      '我们与CVD及HPHT生长厂合作，自行切磨、送IGI检测，并镶嵌成可即售的首饰。',
    ],
  },
  colour: {
    en: ['Gems', 'Gemstones', 'Gem Traders'],
    zh: ['寶石', '宝石'],
    local: { tr: 'Değerli Taşlar', it: 'Pietre Preziose', de: 'Edelsteine', br: 'Gemas' },
    mainProducts: [MAIN.gemstones, MAIN.jewellery],
    natures: [
      [NATURE.wholesaler, 4],
      [NATURE.exporter, 4],
      [NATURE.stoneBlank, 2],
      [NATURE.manufacturer, 2],
    ],
    families: [
      [T.colouredGem, 5, 'GM'],
      [T.beads, 0.6, 'BD'],
      [J.ring, 0.6, 'RG'],
      [J.pendant, 0.4, 'PD'],
    ],
    segment: ['high', 'mid'],
    priceBand: [50, 80000],
    weight: 1.1,
    what: ['natural coloured gemstones', '天然彩色寶石', '天然彩色宝石'],
    detail: [
      'We buy rough at source and cut it in our own workshop, and we specialise in matched pairs, calibrated melee and certified collector stones.',
      '我們於產地採購原石並在自家工場切磨，專營配對寶石、標準尺寸碎石及附證書的收藏級寶石。',
      '我们于产地采购原石并在自家工场切磨，专营配对宝石、标准尺寸碎石及附证书的收藏级宝石。',
    ],
  },
  pearls: {
    en: ['Pearls', 'Pearl', 'Pearl Farms'],
    zh: ['珍珠', '珍珠'],
    local: { tr: 'İnci', it: 'Perle', de: 'Perlen', br: 'Pérolas' },
    mainProducts: [MAIN.pearls, MAIN.jewellery],
    natures: natures(NATURE.manufacturer),
    families: [[J.pearl, 6, 'PL']],
    segment: ['mid', 'high'],
    priceBand: [30, 40000],
    weight: 1,
    what: ['cultured pearls and pearl jewellery', '養殖珍珠及珍珠首飾', '养殖珍珠及珍珠首饰'],
    detail: [
      'We work directly with pearl farms, sort every harvest by size, shape and lustre, and string and knot our own strands.',
      '我們直接與珍珠養殖場合作，每批收成按尺寸、形狀及光澤分級，並自行串珠打結。',
      '我们直接与珍珠养殖场合作，每批收成按尺寸、形状及光泽分级，并自行串珠打结。',
    ],
  },
  silver: {
    en: ['Silver', 'Silver Jewelry', 'Accessories'],
    zh: ['銀飾', '银饰'],
    local: { tr: 'Gümüş', it: 'Argenteria', de: 'Silberschmuck', br: 'Prata' },
    mainProducts: [MAIN.fashion, MAIN.jewellery, MAIN.accessories],
    natures: natures(NATURE.manufacturer),
    families: [[T.silver, 6, 'SV']],
    segment: ['low', 'mid'],
    priceBand: [2, 300],
    weight: 1.3,
    what: ['sterling silver and fashion jewellery', '925純銀及時尚首飾', '925纯银及时尚首饰'],
    detail: [
      'We run fast repeat production for fashion brands and online retailers, with nickel-free plating and private-label packaging.',
      '我們為時尚品牌及網店提供快速翻單生產，電鍍無鎳，並可提供自有品牌包裝。',
      '我们为时尚品牌及网店提供快速翻单生产，电镀无镍，并可提供自有品牌包装。',
    ],
  },
  gold: {
    en: ['Gold', 'Gold Jewellery', 'Chains'],
    zh: ['金飾', '金饰'],
    local: { tr: 'Kuyumculuk', it: 'Oreficeria', de: 'Goldschmiede', br: 'Ouro' },
    mainProducts: [MAIN.jewellery, MAIN.preciousMetals],
    natures: [
      [NATURE.manufacturer, 5],
      [NATURE.wholesaler, 3],
      [NATURE.exporter, 2],
    ],
    families: [
      [T.gold, 5, 'AU'],
      [J.ring, 0.4, 'RG'],
    ],
    segment: ['mid', 'high'],
    priceBand: [200, 20000],
    weight: 1,
    what: ['gold chains and gold jewellery sold by weight', '按重量計價的金鏈及黃金首飾', '按重量计价的金链及黄金首饰'],
    detail: [
      'Our chain-making machines and skilled goldsmiths produce hallmarked 14K to 22K jewellery, priced transparently by weight.',
      '我們以鏈機及資深金匠生產14K至22K有印記的首飾，按重量透明計價。',
      '我们以链机及资深金匠生产14K至22K有印记的首饰，按重量透明计价。',
    ],
  },
  jade: {
    en: ['Jade', 'Jadeite'],
    zh: ['翡翠', '翡翠'],
    local: {},
    mainProducts: [MAIN.gemstones, MAIN.jewellery],
    natures: natures(NATURE.manufacturer),
    families: [[T.jade, 5, 'JD']],
    segment: ['high', 'mid'],
    priceBand: [60, 60000],
    weight: 1,
    what: ['natural jadeite and nephrite jewellery', '天然翡翠及軟玉首飾', '天然翡翠及软玉首饰'],
    detail: [
      'Every piece is natural Type A jade, carved by our own masters and sold with an independent identification report.',
      '所有貨品均為天然A貨翡翠，由自家師傅雕刻，並附獨立鑑定證書。',
      '所有货品均为天然A货翡翠，由自家师傅雕刻，并附独立鉴定证书。',
    ],
  },
  packaging: {
    en: ['Packaging', 'Display', 'Packaging & Display'],
    zh: ['包裝', '包装'],
    local: { tr: 'Ambalaj', it: 'Packaging', de: 'Verpackung', br: 'Embalagens' },
    mainProducts: [MAIN.packaging, MAIN.accessories],
    natures: [
      [NATURE.manufacturer, 6],
      [NATURE.exporter, 2],
    ],
    families: [[T.packaging, 1, 'PK']],
    segment: ['low', 'mid'],
    priceBand: [0.5, 900],
    weight: 0.6,
    what: ['jewellery packaging and display', '珠寶包裝及陳列用品', '珠宝包装及陈列用品'],
    detail: [
      'We make boxes, pouches, busts and showcases to the brand guidelines of jewellers worldwide, with logo printing from small runs.',
      '我們按全球珠寶商的品牌規範生產首飾盒、絨袋、頸模及展示櫃，小批量亦可印製標誌。',
      '我们按全球珠宝商的品牌规范生产首饰盒、绒袋、颈模及展示柜，小批量亦可印制标志。',
    ],
  },
  tools: {
    en: ['Jewelry Equipment', 'Jewellery Tools', 'Instruments'],
    zh: ['珠寶設備', '珠宝设备'],
    local: { tr: 'Kuyum Makine', it: 'Macchine Orafe', de: 'Werkzeuge', br: 'Equipamentos' },
    mainProducts: [MAIN.tools, MAIN.services],
    natures: [
      [NATURE.manufacturer, 4],
      [NATURE.distributor, 3],
    ],
    families: [[T.tools, 1, 'TL']],
    segment: ['mid'],
    priceBand: [10, 15000],
    weight: 0.5,
    what: ['jewellery-making machines and gem-testing instruments', '首飾生產設備及寶石檢測儀器', '首饰生产设备及宝石检测仪器'],
    detail: [
      "We supply casting, laser and polishing equipment together with gem-testing instruments, and train our customers' technicians on site or online.",
      '我們供應鑄造、激光及拋光設備與寶石檢測儀器，並為客戶技術人員提供現場或網上培訓。',
      '我们供应铸造、激光及抛光设备与宝石检测仪器，并为客户技术人员提供现场或网上培训。',
    ],
  },
  minerals: {
    en: ['Minerals', 'Crystals'],
    zh: ['礦物', '矿物'],
    local: { it: 'Minerali', de: 'Mineralien', br: 'Minerais' },
    mainProducts: [MAIN.minerals, MAIN.fossils, MAIN.gemstones, MAIN.decoration],
    natures: [
      [NATURE.wholesaler, 4],
      [NATURE.exporter, 4],
      [NATURE.collector, 1],
    ],
    families: [
      [T.minerals, 3, 'MN'],
      [T.beads, 2, 'BD'],
    ],
    segment: ['mid', 'low'],
    priceBand: [2, 5000],
    weight: 0.8,
    what: ['mineral specimens, rough and beads', '礦物標本、原石及珠子', '矿物标本、原石及珠子'],
    detail: [
      'We source specimens and rough directly from mines and cooperatives, and export cleaned, weighed and photographed lots.',
      '我們直接向礦場及合作社採購標本及原石，清洗、稱重及拍照後出口。',
      '我们直接向矿场及合作社采购标本及原石，清洗、称重及拍照后出口。',
    ],
  },
};
