import type { DictSeedEntry } from '@gembourse/contracts/dictionary';
import { METAL, STONE_SHAPE, STONE_TREATMENT, STONE_TYPE, type JewelleryDictCode } from '@gembourse/contracts/jewellery';

/**
 * The jewellery dictionaries (issue 10 item 3): metal, stone type, stone shape and treatment, labelled in the four
 * languages. The values are the contract's (contracts jewellery.ts), looked up by key, never retyped: a key missing
 * here or added there is a type error. Spread into DICTIONARY_SEED (dictionary-data.ts), so reference-seed.ts upserts
 * them into new and existing databases alike on start.
 *
 * Terms: zh-cn mainland trade usage (铂金, 培育钻石, 坦桑石, 碧玺, 欧泊, 莫桑石, 立方氧化锆); zh-tw Taiwan/Hong Kong usage in
 * traditional characters (鉑金, 培育鑽石, 丹泉石, 碧璽, 蛋白石, 莫桑石, 方晶鋯石); tr Turkish trade usage ("pırlanta" is a cut
 * diamond in jewellery, "elmas" the stone as a material; "ısıl işlem" heat treatment).
 */

type L = DictSeedEntry['labels'];
const l = (en: string, zhCn: string, zhTw: string, tr: string): L => ({ en, 'zh-cn': zhCn, 'zh-tw': zhTw, tr });

const METAL_LABELS: Record<keyof typeof METAL, L> = {
  gold: l('Gold', '黄金', '黃金', 'Altın'),
  silver: l('Silver', '白银', '白銀', 'Gümüş'),
  platinum: l('Platinum', '铂金', '鉑金', 'Platin'),
  palladium: l('Palladium', '钯金', '鈀金', 'Paladyum'),
  other: l('Other metal', '其他金属', '其他金屬', 'Diğer metal'),
};

const STONE_TYPE_LABELS: Record<keyof typeof STONE_TYPE, L> = {
  diamond: l('Diamond', '钻石', '鑽石', 'Elmas'),
  labGrownDiamond: l('Lab-grown diamond', '培育钻石', '培育鑽石', 'Laboratuvar elması'),
  ruby: l('Ruby', '红宝石', '紅寶石', 'Yakut'),
  sapphire: l('Sapphire', '蓝宝石', '藍寶石', 'Safir'),
  emerald: l('Emerald', '祖母绿', '祖母綠', 'Zümrüt'),
  pearl: l('Pearl', '珍珠', '珍珠', 'İnci'),
  jade: l('Jade', '翡翠/玉', '翡翠/玉', 'Yeşim'),
  tanzanite: l('Tanzanite', '坦桑石', '丹泉石', 'Tanzanit'),
  tourmaline: l('Tourmaline', '碧玺', '碧璽', 'Turmalin'),
  spinel: l('Spinel', '尖晶石', '尖晶石', 'Spinel'),
  opal: l('Opal', '欧泊', '蛋白石', 'Opal'),
  aquamarine: l('Aquamarine', '海蓝宝', '海藍寶', 'Akuamarin'),
  topaz: l('Topaz', '托帕石', '拓帕石', 'Topaz'),
  garnet: l('Garnet', '石榴石', '石榴石', 'Grena'),
  amethyst: l('Amethyst', '紫水晶', '紫水晶', 'Ametist'),
  citrine: l('Citrine', '黄水晶', '黃水晶', 'Sitrin'),
  peridot: l('Peridot', '橄榄石', '橄欖石', 'Peridot'),
  morganite: l('Morganite', '摩根石', '摩根石', 'Morganit'),
  alexandrite: l('Alexandrite', '亚历山大变石', '亞歷山大變色石', 'Aleksandrit'),
  turquoise: l('Turquoise', '绿松石', '綠松石', 'Turkuaz'),
  coral: l('Coral', '珊瑚', '珊瑚', 'Mercan'),
  moissanite: l('Moissanite', '莫桑石', '莫桑石', 'Moissanit'),
  cubicZirconia: l('Cubic zirconia', '立方氧化锆', '方晶鋯石', 'Zirkon taşı'),
  other: l('Other stone', '其他宝石', '其他寶石', 'Diğer taş'),
};

const STONE_SHAPE_LABELS: Record<keyof typeof STONE_SHAPE, L> = {
  round: l('Round', '圆形', '圓形', 'Yuvarlak'),
  oval: l('Oval', '椭圆形', '橢圓形', 'Oval'),
  cushion: l('Cushion', '垫形', '枕形', 'Yastık'),
  princess: l('Princess', '公主方形', '公主方形', 'Prenses'),
  emerald: l('Emerald cut', '祖母绿形', '祖母綠形', 'Zümrüt kesim'),
  pear: l('Pear', '梨形', '梨形', 'Damla'),
  marquise: l('Marquise', '马眼形', '馬眼形', 'Markiz'),
  heart: l('Heart', '心形', '心形', 'Kalp'),
  radiant: l('Radiant', '雷地恩形', '雷地恩形', 'Radyant'),
  asscher: l('Asscher', '阿斯切形', '阿斯切形', 'Asscher'),
  baguette: l('Baguette', '长阶梯形', '長階梯形', 'Baget'),
  trillion: l('Trillion', '三角形', '三角形', 'Trilyon'),
  cabochon: l('Cabochon', '素面（蛋面）', '素面（蛋面）', 'Kabaşon'),
  bead: l('Bead', '圆珠', '圓珠', 'Boncuk'),
  baroque: l('Baroque', '异形（巴洛克）', '異形（巴洛克）', 'Barok'),
  other: l('Other shape', '其他形状', '其他形狀', 'Diğer şekil'),
};

const STONE_TREATMENT_LABELS: Record<keyof typeof STONE_TREATMENT, L> = {
  none: l('None (untreated)', '无处理', '無處理', 'İşlemsiz'),
  heated: l('Heated', '加热', '加熱', 'Isıl işlem görmüş'),
  filled: l('Fracture filled', '充填', '充填', 'Dolgulu'),
  oiled: l('Oiled', '浸油', '浸油', 'Yağlanmış'),
  irradiated: l('Irradiated', '辐照', '輻照', 'Işınlanmış'),
  diffused: l('Diffused', '扩散', '擴散', 'Difüzyonlu'),
  dyed: l('Dyed', '染色', '染色', 'Boyanmış'),
  bleached: l('Bleached', '漂白', '漂白', 'Ağartılmış'),
  coated: l('Coated', '覆膜', '覆膜', 'Kaplamalı'),
  hpht: l('HPHT treated', '高温高压处理', '高溫高壓處理', 'HPHT işlemli'),
  other: l('Other treatment', '其他处理', '其他處理', 'Diğer işlem'),
};

/** One code's entries in the contract's order (the display order). */
function entries<K extends string>(dictCode: JewelleryDictCode, values: Record<K, number>, labels: Record<K, L>): DictSeedEntry[] {
  return (Object.keys(values) as K[]).map((key) => ({ dictCode, dataValue: values[key], labels: labels[key] }));
}

export const JEWELLERY_DICTIONARY: DictSeedEntry[] = [
  ...entries('metal', METAL, METAL_LABELS),
  ...entries('stone_type', STONE_TYPE, STONE_TYPE_LABELS),
  ...entries('stone_shape', STONE_SHAPE, STONE_SHAPE_LABELS),
  ...entries('stone_treatment', STONE_TREATMENT, STONE_TREATMENT_LABELS),
];
