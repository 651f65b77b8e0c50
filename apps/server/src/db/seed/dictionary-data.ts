import type { DictSeedEntry } from '@gembourse/contracts/dictionary';
import { JEWELLERY_DICTIONARY } from './dictionary-jewellery.ts';

/**
 * The complete lookup dictionary of SPEC §3, seeded into an empty database, with every label in the four
 * languages of GemBourse (en, zh-cn, zh-tw, tr).
 *
 * Ids (dataValue) are the SPEC's exact ids wherever the SPEC gives them; the others are designed by us:
 * - category_group: 37601-37607 (the SPEC names the groups but gives no ids).
 * - product_category: every id of 30733-30779, 35758-35820 and 37553-37554 (112 in all); parentValue is the
 *   category group. 37553/37554 are the lab-grown diamond categories, next to main product 37552.
 * - main_products: the SPEC lists 16 products for 17 ids. Mapping, in the SPEC's order:
 *     30716 jewellery, 30717 gemstones, 30718 diamonds, 30719 pearls, 30720 accessories,
 *     30721 packaging and display, 30722 tools/technology, 30723 fashion jewellery, 30724 services,
 *     30725 fossils, 30726 minerals, 30729 watches, 30730 decoration, 30731 alloys,
 *     30732 precious metals (added by us so that every id is used), 30800 synthetics,
 *     37552 lab-grown diamonds.
 * - employee_count (38001-38006), price_band (38101-38106, wholesale, US dollars) and company_type (38201-38208,
 *   legal form) are not in the SPEC.
 * - Countries are not dictionary entries: see COUNTRIES in @gembourse/contracts/countries.
 *
 * Translation conventions: zh-cn uses mainland trade terms (培育钻石, 铂金, 欧泊, 激光); zh-tw uses
 * traditional characters with Taiwan/Hong Kong trade terms (培育鑽石, 鉑金, 蛋白石, 丹泉石, 雷射, 軟體);
 * tr uses Turkish jewellery-trade terms: "pırlanta" for cut diamonds in jewellery, "elmas" for diamonds as a
 * material, "bileklik" for bracelets and "bilezik" for bangles, "bijuteri" for fashion jewellery,
 * "takı aparatları" for findings, "montür" for mountings, "mıhlama" for stone setting.
 *
 * The order of this array is the display order (sort) within each dictCode.
 */

type L = DictSeedEntry['labels'];
const l = (en: string, zhCn: string, zhTw: string, tr: string): L => ({ en, 'zh-cn': zhCn, 'zh-tw': zhTw, tr });

/** Category group ids (designed by us, the SPEC gives none). */
export const CATEGORY_GROUP = {
  finishedJewellery: 37601,
  materials: 37602,
  packagingDisplay: 37603,
  tools: 37604,
  accessories: 37605,
  services: 37606,
  fashionJewellery: 37607,
} as const;

const G = CATEGORY_GROUP;

const CATEGORY_GROUPS: DictSeedEntry[] = [
  { dictCode: 'category_group', dataValue: G.finishedJewellery, labels: l('Finished jewellery', '成品珠宝', '成品珠寶', 'Mamul mücevher') },
  { dictCode: 'category_group', dataValue: G.materials, labels: l('Materials', '珠宝原料', '珠寶原料', 'Hammaddeler') },
  {
    dictCode: 'category_group',
    dataValue: G.packagingDisplay,
    labels: l('Packaging and display', '包装与展示', '包裝與展示', 'Ambalaj ve teşhir'),
  },
  { dictCode: 'category_group', dataValue: G.tools, labels: l('Tools', '工具与设备', '工具與設備', 'Alet ve ekipmanlar') },
  { dictCode: 'category_group', dataValue: G.accessories, labels: l('Accessories', '配件', '配件', 'Aksesuarlar') },
  { dictCode: 'category_group', dataValue: G.services, labels: l('Services', '服务', '服務', 'Hizmetler') },
  { dictCode: 'category_group', dataValue: G.fashionJewellery, labels: l('Fashion jewellery', '时尚饰品', '時尚飾品', 'Bijuteri') },
];

/** [id, group, en, zh-cn, zh-tw, tr] */
type Cat = [number, number, string, string, string, string];

export const CATEGORY_ROWS: Cat[] = [
  // 30733-30758: finished jewellery
  [30733, G.finishedJewellery, 'Rings', '戒指', '戒指', 'Yüzükler'],
  [30734, G.finishedJewellery, 'Engagement rings', '订婚戒指', '訂婚戒指', 'Nişan yüzükleri'],
  [30735, G.finishedJewellery, 'Wedding bands', '结婚戒指', '結婚戒指', 'Alyanslar'],
  [30736, G.finishedJewellery, 'Bracelets', '手链', '手鍊', 'Bileklikler'],
  [30737, G.finishedJewellery, 'Bangles', '手镯', '手鐲', 'Bilezikler'],
  [30738, G.finishedJewellery, 'Earrings', '耳环', '耳環', 'Küpeler'],
  [30739, G.finishedJewellery, 'Hoop earrings', '圈形耳环', '圈形耳環', 'Halka küpeler'],
  [30740, G.finishedJewellery, 'Pendants', '吊坠', '吊墜', 'Kolye uçları'],
  [30741, G.finishedJewellery, 'Necklaces', '项链', '項鍊', 'Kolyeler'],
  [30742, G.finishedJewellery, 'Chains', '链条', '鍊條', 'Zincirler'],
  [30743, G.finishedJewellery, 'Brooches', '胸针', '胸針', 'Broşlar'],
  [30744, G.finishedJewellery, 'Anklets', '脚链', '腳鍊', 'Halhallar'],
  [30745, G.finishedJewellery, 'Cufflinks', '袖扣', '袖扣', 'Kol düğmeleri'],
  [30746, G.finishedJewellery, 'Tiaras and crowns', '冠冕与头饰', '冠冕與頭飾', 'Taçlar'],
  [30747, G.finishedJewellery, 'Charms', '串饰', '串飾', "Charm'lar"],
  [30748, G.finishedJewellery, 'Personalised jewellery', '个性定制首饰', '個人化訂製首飾', 'Kişiye özel takılar'],
  [30749, G.finishedJewellery, "Men's jewellery", '男士首饰', '男士首飾', 'Erkek takıları'],
  [30750, G.finishedJewellery, "Children's jewellery", '儿童首饰', '兒童首飾', 'Çocuk takıları'],
  [30751, G.finishedJewellery, 'Jewellery sets', '首饰套装', '首飾套裝', 'Takı setleri'],
  [30752, G.finishedJewellery, 'Bridal jewellery', '婚嫁首饰', '婚嫁首飾', 'Gelin takıları'],
  [30753, G.finishedJewellery, 'Diamond jewellery', '钻石首饰', '鑽石首飾', 'Pırlanta mücevherler'],
  [30754, G.finishedJewellery, 'Gold jewellery', '黄金首饰', '黃金首飾', 'Altın takılar'],
  [30755, G.finishedJewellery, 'Silver jewellery', '银饰', '銀飾', 'Gümüş takılar'],
  [30756, G.finishedJewellery, 'Pearl jewellery', '珍珠首饰', '珍珠首飾', 'İnci takılar'],
  [30757, G.finishedJewellery, 'Gemstone jewellery', '彩色宝石首饰', '彩色寶石首飾', 'Renkli taşlı mücevherler'],
  [30758, G.finishedJewellery, 'Antique and vintage jewellery', '古董及复古首饰', '古董及復古首飾', 'Antika ve vintage mücevherler'],
  // 30759-30779: materials (diamonds, coloured stones, pearls, organics)
  [30759, G.materials, 'Natural diamonds', '天然钻石', '天然鑽石', 'Doğal elmaslar'],
  [30760, G.materials, 'Loose diamonds', '裸钻', '裸鑽', 'Montürsüz pırlantalar'],
  [30761, G.materials, 'Coloured diamonds', '彩色钻石', '彩色鑽石', 'Renkli elmaslar'],
  [30762, G.materials, 'Melee diamonds', '小钻（碎钻）', '小鑽（碎鑽）', 'Melee (küçük) pırlantalar'],
  [30763, G.materials, 'Rough diamonds', '钻石原石', '鑽石原石', 'Ham elmaslar'],
  [30764, G.materials, 'Emeralds', '祖母绿', '祖母綠', 'Zümrütler'],
  [30765, G.materials, 'Rubies', '红宝石', '紅寶石', 'Yakutlar'],
  [30766, G.materials, 'Sapphires', '蓝宝石', '藍寶石', 'Safirler'],
  [30767, G.materials, 'Coloured gemstones', '彩色宝石', '彩色寶石', 'Renkli değerli taşlar'],
  [30768, G.materials, 'Semi-precious stones', '半宝石', '半寶石', 'Yarı değerli taşlar'],
  [30769, G.materials, 'Jade', '翡翠与玉石', '翡翠與玉石', 'Yeşim (jad)'],
  [30770, G.materials, 'Opals', '欧泊', '蛋白石', 'Opaller'],
  [30771, G.materials, 'Tanzanite', '坦桑石', '丹泉石', 'Tanzanit'],
  [30772, G.materials, 'Tourmaline', '碧玺', '碧璽', 'Turmalin'],
  [30773, G.materials, 'Pearls', '珍珠', '珍珠', 'İnciler'],
  [30774, G.materials, 'Cultured pearls', '养殖珍珠', '養殖珍珠', 'Kültür incileri'],
  [30775, G.materials, 'Freshwater pearls', '淡水珍珠', '淡水珍珠', 'Tatlı su incileri'],
  [30776, G.materials, 'South Sea pearls', '南洋珍珠', '南洋珍珠', 'Güney Denizi incileri'],
  [30777, G.materials, 'Tahitian pearls', '大溪地黑珍珠', '大溪地黑珍珠', 'Tahiti incileri'],
  [30778, G.materials, 'Akoya pearls', 'Akoya海水珍珠', 'Akoya海水珍珠', 'Akoya incileri'],
  [30779, G.materials, 'Amber', '琥珀', '琥珀', 'Kehribar'],
  // 35758-35778: materials (organics, precious metals, other stones)
  [35758, G.materials, 'Coral', '珊瑚', '珊瑚', 'Mercan'],
  [35759, G.materials, 'Gold', '黄金', '黃金', 'Altın'],
  [35760, G.materials, 'Silver', '白银', '白銀', 'Gümüş'],
  [35761, G.materials, 'Platinum', '铂金', '鉑金', 'Platin'],
  [35762, G.materials, 'Palladium', '钯金', '鈀金', 'Paladyum'],
  [35763, G.materials, 'Precious metal alloys', '贵金属合金', '貴金屬合金', 'Değerli metal alaşımları'],
  [35764, G.materials, 'Gold bullion', '金条', '金條', 'Külçe altın'],
  [35765, G.materials, 'Rough gemstones', '宝石原石', '寶石原石', 'Ham değerli taşlar'],
  [35766, G.materials, 'Quartz and crystals', '石英与水晶', '石英與水晶', 'Kuvars ve kristaller'],
  [35767, G.materials, 'Turquoise', '绿松石', '綠松石', 'Turkuaz'],
  [35768, G.materials, 'Lapis lazuli', '青金石', '青金石', 'Lapis lazuli'],
  [35769, G.materials, 'Spinel', '尖晶石', '尖晶石', 'Spinel'],
  [35770, G.materials, 'Aquamarine', '海蓝宝', '海藍寶', 'Akuamarin'],
  [35771, G.materials, 'Garnet', '石榴石', '石榴石', 'Garnet'],
  [35772, G.materials, 'Alexandrite', '亚历山大变石', '亞歷山大變色石', 'Aleksandrit'],
  [35773, G.materials, 'Fossils', '化石', '化石', 'Fosiller'],
  [35774, G.materials, 'Mineral specimens', '矿物标本', '礦物標本', 'Mineral örnekleri'],
  [35775, G.materials, 'Synthetic and imitation stones', '合成及仿制宝石', '合成及仿製寶石', 'Sentetik ve imitasyon taşlar'],
  [35776, G.materials, 'Cubic zirconia', '立方氧化锆', '立方氧化鋯', 'Kübik zirkonya (zirkon taş)'],
  [35777, G.materials, 'Moissanite', '莫桑石', '莫桑石', 'Moissanit'],
  [35778, G.materials, 'Gemstone beads', '宝石珠串', '寶石珠串', 'Doğal taş boncuklar'],
  // 35779-35788: accessories (jewellery components, watches)
  [35779, G.accessories, 'Jewellery findings', '首饰配件', '首飾配件', 'Takı aparatları'],
  [35780, G.accessories, 'Gold findings', '黄金配件', '黃金配件', 'Altın takı aparatları'],
  [35781, G.accessories, 'Silver findings', '银配件', '銀配件', 'Gümüş takı aparatları'],
  [35782, G.accessories, 'Mountings and settings', '空托与镶口', '空托與鑲口', 'Montürler'],
  [35783, G.accessories, 'Clasps', '扣头', '扣頭', 'Kilitler'],
  [35784, G.accessories, 'Earring backs and posts', '耳堵与耳针', '耳堵與耳針', 'Küpe arkalıkları ve iğneleri'],
  [35785, G.accessories, 'Chain by the metre', '散链（按米计）', '散鍊（按米計）', 'Metrelik zincirler'],
  [35786, G.accessories, 'Watches', '手表', '手錶', 'Saatler'],
  [35787, G.accessories, 'Watch straps and parts', '表带及配件', '錶帶及配件', 'Saat kayışları ve parçaları'],
  [35788, G.accessories, 'Decorative objects', '工艺摆件', '工藝擺件', 'Dekoratif objeler'],
  // 35789-35795: packaging and display
  [35789, G.packagingDisplay, 'Jewellery boxes', '首饰盒', '首飾盒', 'Mücevher kutuları'],
  [35790, G.packagingDisplay, 'Packaging', '包装材料', '包裝材料', 'Ambalaj malzemeleri'],
  [35791, G.packagingDisplay, 'Gift bags and pouches', '礼品袋与首饰袋', '禮品袋與首飾袋', 'Hediye çantaları ve keseler'],
  [35792, G.packagingDisplay, 'Display stands', '首饰展示架', '首飾展示架', 'Teşhir standları'],
  [35793, G.packagingDisplay, 'Showcases and display cabinets', '展示柜', '展示櫃', 'Vitrinler ve teşhir dolapları'],
  [35794, G.packagingDisplay, 'Tags and labels', '吊牌与标签', '吊牌與標籤', 'Etiketler'],
  [35795, G.packagingDisplay, 'Shop fitting and lighting', '店铺装修与照明', '店鋪裝修與照明', 'Mağaza dekorasyonu ve aydınlatma'],
  // 35796-35805: tools and technology
  [35796, G.tools, "Jeweller's tools", '首饰工具', '首飾工具', 'Kuyumcu aletleri'],
  [35797, G.tools, 'Polishing machines', '抛光机', '拋光機', 'Polisaj makineleri'],
  [35798, G.tools, 'Laser welders', '激光焊接机', '雷射焊接機', 'Lazer kaynak makineleri'],
  [35799, G.tools, 'Laser engraving and cutting machines', '激光雕刻与切割机', '雷射雕刻與切割機', 'Lazer markalama ve kesim makineleri'],
  [35800, G.tools, 'CAD/CAM software', 'CAD/CAM 设计软件', 'CAD/CAM 設計軟體', 'CAD/CAM yazılımları'],
  [35801, G.tools, '3D printers', '3D打印机', '3D列印機', '3D yazıcılar'],
  [35802, G.tools, 'Casting equipment', '铸造设备', '鑄造設備', 'Döküm ekipmanları'],
  [35803, G.tools, 'Gem testing instruments', '宝石检测仪器', '寶石檢測儀器', 'Gemolojik test cihazları'],
  [35804, G.tools, 'Diamond cutting and polishing equipment', '钻石切磨设备', '鑽石切磨設備', 'Elmas kesim ve parlatma ekipmanları'],
  [35805, G.tools, 'Plating equipment', '电镀设备', '電鍍設備', 'Kaplama ekipmanları'],
  // 35806-35813: services
  [35806, G.services, 'Grading and certification', '分级与鉴定证书', '分級與鑑定證書', 'Derecelendirme ve sertifikasyon'],
  [35807, G.services, 'Appraisal', '珠宝评估', '珠寶估價', 'Ekspertiz ve değerleme'],
  [35808, G.services, 'Insurance', '珠宝保险', '珠寶保險', 'Sigorta'],
  [35809, G.services, 'Logistics and secure transport', '物流与押运', '物流與押運', 'Lojistik ve değerli kargo taşımacılığı'],
  [35810, G.services, 'Jewellery design', '首饰设计', '首飾設計', 'Takı tasarımı'],
  [35811, G.services, 'OEM manufacturing', '代工生产（OEM）', '代工生產（OEM）', 'Fason üretim (OEM)'],
  [35812, G.services, 'Stone setting', '镶嵌服务', '鑲嵌服務', 'Taş mıhlama'],
  [35813, G.services, 'Education and training', '教育与培训', '教育與培訓', 'Eğitim ve kurslar'],
  // 35814-35820: fashion jewellery
  [35814, G.fashionJewellery, 'Fashion earrings', '时尚耳饰', '時尚耳飾', 'Bijuteri küpeler'],
  [35815, G.fashionJewellery, 'Fashion necklaces', '时尚项链', '時尚項鍊', 'Bijuteri kolyeler'],
  [35816, G.fashionJewellery, 'Fashion bracelets', '时尚手链', '時尚手鍊', 'Bijuteri bileklikler'],
  [35817, G.fashionJewellery, 'Fashion rings', '时尚戒指', '時尚戒指', 'Bijuteri yüzükler'],
  [35818, G.fashionJewellery, 'Stainless steel jewellery', '不锈钢饰品', '不鏽鋼飾品', 'Çelik takılar'],
  [35819, G.fashionJewellery, 'Brass and alloy jewellery', '铜及合金饰品', '銅及合金飾品', 'Pirinç ve alaşım takılar'],
  [35820, G.fashionJewellery, 'Hair accessories', '发饰', '髮飾', 'Saç aksesuarları'],
  // 37553-37554: lab-grown diamonds
  [37553, G.materials, 'Lab-grown diamonds', '培育钻石', '培育鑽石', 'Laboratuvarda üretilmiş elmaslar'],
  [
    37554,
    G.finishedJewellery,
    'Lab-grown diamond jewellery',
    '培育钻石首饰',
    '培育鑽石首飾',
    'Laboratuvarda üretilmiş pırlanta mücevherler',
  ],
];

const PRODUCT_CATEGORIES: DictSeedEntry[] = CATEGORY_ROWS.map(([dataValue, parentValue, en, zhCn, zhTw, tr]) => ({
  dictCode: 'product_category',
  dataValue,
  labels: l(en, zhCn, zhTw, tr),
  parentValue,
}));

export const DICTIONARY_SEED: DictSeedEntry[] = [
  ...CATEGORY_GROUPS,
  ...PRODUCT_CATEGORIES,

  { dictCode: 'salutation', dataValue: 30702, labels: l('Mr', '先生', '先生', 'Bay') },
  { dictCode: 'salutation', dataValue: 30703, labels: l('Miss', '小姐', '小姐', 'Bayan') },
  { dictCode: 'salutation', dataValue: 30704, labels: l('Ms', '女士', '女士', 'Hanım') },

  {
    dictCode: 'business_nature',
    dataValue: 30705,
    labels: l('Stone blank supplier', '宝石毛坯供应商', '寶石毛胚供應商', 'Ham taş tedarikçisi'),
  },
  { dictCode: 'business_nature', dataValue: 30706, labels: l('Exporter', '出口商', '出口商', 'İhracatçı') },
  { dictCode: 'business_nature', dataValue: 30707, labels: l('Importer', '进口商', '進口商', 'İthalatçı') },
  { dictCode: 'business_nature', dataValue: 30708, labels: l('Retailer', '零售商', '零售商', 'Perakendeci') },
  { dictCode: 'business_nature', dataValue: 30709, labels: l('Wholesaler', '批发商', '批發商', 'Toptancı') },
  {
    dictCode: 'business_nature',
    dataValue: 30710,
    labels: l('Manufacturer/supplier', '制造商/供应商', '製造商/供應商', 'Üretici/tedarikçi'),
  },
  { dictCode: 'business_nature', dataValue: 30711, labels: l('Distributor', '分销商', '經銷商', 'Distribütör') },
  { dictCode: 'business_nature', dataValue: 30712, labels: l('Designer', '设计师', '設計師', 'Tasarımcı') },
  { dictCode: 'business_nature', dataValue: 30713, labels: l('Industry association', '行业协会', '行業協會', 'Sektör derneği') },
  {
    dictCode: 'business_nature',
    dataValue: 30714,
    labels: l('Gemstone institute/academy', '宝石学院/研究机构', '寶石學院/研究機構', 'Gemoloji enstitüsü/akademisi'),
  },
  { dictCode: 'business_nature', dataValue: 30715, labels: l('Collector', '收藏家', '收藏家', 'Koleksiyoncu') },

  { dictCode: 'main_products', dataValue: 30716, labels: l('Jewellery', '珠宝首饰', '珠寶首飾', 'Mücevher') },
  { dictCode: 'main_products', dataValue: 30717, labels: l('Gemstones', '宝石', '寶石', 'Değerli taşlar') },
  { dictCode: 'main_products', dataValue: 30718, labels: l('Diamonds', '钻石', '鑽石', 'Elmas ve pırlanta') },
  { dictCode: 'main_products', dataValue: 30719, labels: l('Pearls', '珍珠', '珍珠', 'İnci') },
  { dictCode: 'main_products', dataValue: 30720, labels: l('Accessories', '配件', '配件', 'Aksesuarlar') },
  { dictCode: 'main_products', dataValue: 30721, labels: l('Packaging and display', '包装与展示', '包裝與展示', 'Ambalaj ve teşhir') },
  { dictCode: 'main_products', dataValue: 30722, labels: l('Tools and technology', '工具与技术', '工具與技術', 'Alet ve teknoloji') },
  { dictCode: 'main_products', dataValue: 30723, labels: l('Fashion jewellery', '时尚饰品', '時尚飾品', 'Bijuteri') },
  { dictCode: 'main_products', dataValue: 30724, labels: l('Services', '服务', '服務', 'Hizmetler') },
  { dictCode: 'main_products', dataValue: 30725, labels: l('Fossils', '化石', '化石', 'Fosiller') },
  { dictCode: 'main_products', dataValue: 30726, labels: l('Minerals', '矿物', '礦物', 'Mineraller') },
  { dictCode: 'main_products', dataValue: 30729, labels: l('Watches', '钟表', '鐘錶', 'Saatler') },
  { dictCode: 'main_products', dataValue: 30730, labels: l('Decoration', '装饰品', '裝飾品', 'Dekorasyon') },
  { dictCode: 'main_products', dataValue: 30731, labels: l('Alloys', '合金', '合金', 'Alaşımlar') },
  { dictCode: 'main_products', dataValue: 30732, labels: l('Precious metals', '贵金属', '貴金屬', 'Değerli metaller') },
  { dictCode: 'main_products', dataValue: 30800, labels: l('Synthetics', '合成宝石', '合成寶石', 'Sentetik taşlar') },
  {
    dictCode: 'main_products',
    dataValue: 37552,
    labels: l('Lab-grown diamonds', '培育钻石', '培育鑽石', 'Laboratuvarda üretilmiş elmaslar'),
  },

  { dictCode: 'main_markets', dataValue: 30789, labels: l('Asia', '亚洲', '亞洲', 'Asya') },
  { dictCode: 'main_markets', dataValue: 30790, labels: l('Africa', '非洲', '非洲', 'Afrika') },
  { dictCode: 'main_markets', dataValue: 30791, labels: l('Australia', '澳大利亚', '澳洲', 'Avustralya') },
  { dictCode: 'main_markets', dataValue: 30792, labels: l('Europe', '欧洲', '歐洲', 'Avrupa') },
  { dictCode: 'main_markets', dataValue: 30793, labels: l('North America', '北美洲', '北美洲', 'Kuzey Amerika') },
  { dictCode: 'main_markets', dataValue: 30794, labels: l('South America', '南美洲', '南美洲', 'Güney Amerika') },
  { dictCode: 'main_markets', dataValue: 30795, labels: l('Global', '全球', '全球', 'Küresel') },

  { dictCode: 'newsletter_language', dataValue: 30796, labels: l('English', '英语', '英語', 'İngilizce') },
  { dictCode: 'newsletter_language', dataValue: 30797, labels: l('Simplified Chinese', '简体中文', '簡體中文', 'Basitleştirilmiş Çince') },

  { dictCode: 'newsletter_type', dataValue: 29753, labels: l('Products and trends', '产品与潮流', '產品與潮流', 'Ürünler ve trendler') },
  { dictCode: 'newsletter_type', dataValue: 29754, labels: l('Industry news', '行业新闻', '行業新聞', 'Sektör haberleri') },
  {
    dictCode: 'newsletter_type',
    dataValue: 29755,
    labels: l('Physical exhibition news', '实体展会资讯', '實體展覽資訊', 'Fiziksel fuar haberleri'),
  },
  {
    dictCode: 'newsletter_type',
    dataValue: 29756,
    labels: l('Online exhibition news', '线上展会资讯', '線上展覽資訊', 'Çevrimiçi fuar haberleri'),
  },
  {
    dictCode: 'newsletter_type',
    dataValue: 29757,
    labels: l('Webinar invitations', '网络研讨会邀请', '網路研討會邀請', 'Web semineri davetleri'),
  },

  { dictCode: 'designer_question', dataValue: 30548, labels: l('Yes', '是', '是', 'Evet') },
  { dictCode: 'designer_question', dataValue: 30549, labels: l('No', '否', '否', 'Hayır') },

  // Designed by us (not in the SPEC): number of employees.
  { dictCode: 'employee_count', dataValue: 38001, labels: l('1–10', '1–10人', '1–10人', '1–10') },
  { dictCode: 'employee_count', dataValue: 38002, labels: l('11–50', '11–50人', '11–50人', '11–50') },
  { dictCode: 'employee_count', dataValue: 38003, labels: l('51–200', '51–200人', '51–200人', '51–200') },
  { dictCode: 'employee_count', dataValue: 38004, labels: l('201–500', '201–500人', '201–500人', '201–500') },
  { dictCode: 'employee_count', dataValue: 38005, labels: l('501–1,000', '501–1,000人', '501–1,000人', '501–1.000') },
  { dictCode: 'employee_count', dataValue: 38006, labels: l('Over 1,000', '1,000人以上', '1,000人以上', "1.000'den fazla") },

  // Designed by us (not in the SPEC): wholesale price bands in US dollars. The 1,500 boundary is the SPEC's
  // light-jewellery grade (up to US$1,500 retail).
  { dictCode: 'price_band', dataValue: 38101, labels: l('Under US$100', '100美元以下', '100美元以下', '100 ABD dolarının altında') },
  { dictCode: 'price_band', dataValue: 38102, labels: l('US$100–500', '100–500美元', '100–500美元', '100–500 ABD doları') },
  { dictCode: 'price_band', dataValue: 38103, labels: l('US$500–1,500', '500–1,500美元', '500–1,500美元', '500–1.500 ABD doları') },
  { dictCode: 'price_band', dataValue: 38104, labels: l('US$1,500–5,000', '1,500–5,000美元', '1,500–5,000美元', '1.500–5.000 ABD doları') },
  {
    dictCode: 'price_band',
    dataValue: 38105,
    labels: l('US$5,000–20,000', '5,000–20,000美元', '5,000–20,000美元', '5.000–20.000 ABD doları'),
  },
  {
    dictCode: 'price_band',
    dataValue: 38106,
    labels: l('Over US$20,000', '20,000美元以上', '20,000美元以上', '20.000 ABD dolarının üzerinde'),
  },

  // Designed by us (the SPEC names "company type" among the business facts but gives no options): legal form.
  { dictCode: 'company_type', dataValue: 38201, labels: l('Sole proprietorship', '个人独资企业', '獨資企業', 'Şahıs şirketi') },
  { dictCode: 'company_type', dataValue: 38202, labels: l('Partnership', '合伙企业', '合夥企業', 'Ortaklık') },
  { dictCode: 'company_type', dataValue: 38203, labels: l('Private limited company', '有限责任公司', '有限公司', 'Limited şirket') },
  { dictCode: 'company_type', dataValue: 38204, labels: l('Public limited company', '股份有限公司', '股份有限公司', 'Anonim şirket') },
  { dictCode: 'company_type', dataValue: 38205, labels: l('State-owned enterprise', '国有企业', '國營企業', 'Kamu iktisadi teşebbüsü') },
  { dictCode: 'company_type', dataValue: 38206, labels: l('Cooperative', '合作社', '合作社', 'Kooperatif') },
  { dictCode: 'company_type', dataValue: 38207, labels: l('Association or institute', '协会或机构', '協會或機構', 'Dernek veya enstitü') },
  { dictCode: 'company_type', dataValue: 38208, labels: l('Other', '其他', '其他', 'Diğer') },

  // Designed by us (issue 10 item 3): metal, stone type, stone shape, treatment; values 41xxx from contracts jewellery.ts.
  ...JEWELLERY_DICTIONARY,
];
