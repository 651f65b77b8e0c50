// The words the catalogue generator builds product names and descriptions from, in the four languages GemBourse
// speaks (English, simplified and traditional Chinese, Turkish with its dotted and dotless i, ş and ğ), so that the
// benchmark's keywords meet text the way a buyer's would: a Chinese keyword in either script, a Turkish one with İ/ı.
import { METAL, STONE_SHAPE, STONE_TYPE } from '@gembourse/contracts/jewellery';

export const LANGS = ['en', 'zhCn', 'zhTw', 'tr'] as const;
export type Lang = (typeof LANGS)[number];
type Words = Readonly<Record<Lang, string>>;
const w = (en: string, zhCn: string, zhTw: string, tr: string): Words => ({ en, zhCn, zhTw, tr });

/** The language a supplier writes its product texts in, by its country (English beside it now and then). */
export function langOfCountry(country: string | null | undefined): Lang {
  if (country === 'CN') return 'zhCn';
  if (country === 'HK' || country === 'TW' || country === 'MO') return 'zhTw';
  if (country === 'TR') return 'tr';
  return 'en';
}

/** Metal colours of gold, and the other metals. */
export const GOLD_COLOURS: readonly Words[] = [
  w('Yellow Gold', '黄金', '黃金', 'Sarı Altın'),
  w('White Gold', '白金', '白金', 'Beyaz Altın'),
  w('Rose Gold', '玫瑰金', '玫瑰金', 'Roze Altın'),
];
export const METAL_WORDS: Readonly<Record<number, Words>> = {
  [METAL.silver]: w('Sterling Silver', '纯银', '純銀', 'Gümüş'),
  [METAL.platinum]: w('Platinum', '铂金', '鉑金', 'Platin'),
  [METAL.palladium]: w('Palladium', '钯金', '鈀金', 'Paladyum'),
  [METAL.other]: w('Brass', '黄铜', '黃銅', 'Pirinç'),
};

export const STONE_WORDS: Readonly<Record<number, Words>> = {
  [STONE_TYPE.diamond]: w('Diamond', '钻石', '鑽石', 'Pırlanta'),
  [STONE_TYPE.labGrownDiamond]: w('Lab-grown Diamond', '培育钻石', '培育鑽石', 'Laboratuvar Elması'),
  [STONE_TYPE.ruby]: w('Ruby', '红宝石', '紅寶石', 'Yakut'),
  [STONE_TYPE.sapphire]: w('Sapphire', '蓝宝石', '藍寶石', 'Safir'),
  [STONE_TYPE.emerald]: w('Emerald', '祖母绿', '祖母綠', 'Zümrüt'),
  [STONE_TYPE.pearl]: w('Pearl', '珍珠', '珍珠', 'İnci'),
  [STONE_TYPE.jade]: w('Jadeite', '翡翠', '翡翠', 'Yeşim'),
  [STONE_TYPE.tanzanite]: w('Tanzanite', '坦桑石', '坦桑石', 'Tanzanit'),
  [STONE_TYPE.tourmaline]: w('Tourmaline', '碧玺', '碧璽', 'Turmalin'),
  [STONE_TYPE.spinel]: w('Spinel', '尖晶石', '尖晶石', 'Spinel'),
  [STONE_TYPE.opal]: w('Opal', '欧泊', '歐泊', 'Opal'),
  [STONE_TYPE.aquamarine]: w('Aquamarine', '海蓝宝', '海藍寶', 'Akuamarin'),
  [STONE_TYPE.topaz]: w('Topaz', '托帕石', '托帕石', 'Topaz'),
  [STONE_TYPE.garnet]: w('Garnet', '石榴石', '石榴石', 'Lal Taşı'),
  [STONE_TYPE.amethyst]: w('Amethyst', '紫水晶', '紫水晶', 'Ametist'),
  [STONE_TYPE.citrine]: w('Citrine', '黄水晶', '黃水晶', 'Sitrin'),
  [STONE_TYPE.peridot]: w('Peridot', '橄榄石', '橄欖石', 'Peridot'),
  [STONE_TYPE.morganite]: w('Morganite', '摩根石', '摩根石', 'Morganit'),
  [STONE_TYPE.alexandrite]: w('Alexandrite', '亚历山大变石', '亞歷山大變石', 'Aleksandrit'),
  [STONE_TYPE.turquoise]: w('Turquoise', '绿松石', '綠松石', 'Turkuaz'),
  [STONE_TYPE.coral]: w('Coral', '珊瑚', '珊瑚', 'Mercan'),
  [STONE_TYPE.moissanite]: w('Moissanite', '莫桑石', '莫桑石', 'Moissanit'),
  [STONE_TYPE.cubicZirconia]: w('Cubic Zirconia', '立方氧化锆', '立方氧化鋯', 'Zirkon'),
  [STONE_TYPE.other]: w('Gemstone', '宝石', '寶石', 'Değerli Taş'),
};

export const SHAPE_WORDS: Readonly<Record<number, Words>> = {
  [STONE_SHAPE.round]: w('Round', '圆形', '圓形', 'Yuvarlak'),
  [STONE_SHAPE.oval]: w('Oval', '椭圆形', '橢圓形', 'Oval'),
  [STONE_SHAPE.cushion]: w('Cushion', '枕形', '枕形', 'Yastık'),
  [STONE_SHAPE.princess]: w('Princess', '公主方', '公主方', 'Prenses'),
  [STONE_SHAPE.emerald]: w('Emerald-cut', '祖母绿形', '祖母綠形', 'Zümrüt Kesim'),
  [STONE_SHAPE.pear]: w('Pear', '梨形', '梨形', 'Damla'),
  [STONE_SHAPE.marquise]: w('Marquise', '马眼形', '馬眼形', 'Markiz'),
  [STONE_SHAPE.heart]: w('Heart', '心形', '心形', 'Kalp'),
  [STONE_SHAPE.radiant]: w('Radiant', '雷地恩形', '雷地恩形', 'Radyant'),
  [STONE_SHAPE.asscher]: w('Asscher', '阿斯切形', '阿斯切形', 'Asscher'),
  [STONE_SHAPE.baguette]: w('Baguette', '梯方形', '梯方形', 'Baget'),
  [STONE_SHAPE.trillion]: w('Trillion', '三角形', '三角形', 'Üçgen'),
  [STONE_SHAPE.cabochon]: w('Cabochon', '素面', '素面', 'Kabaşon'),
  [STONE_SHAPE.bead]: w('Bead', '圆珠', '圓珠', 'Boncuk'),
  [STONE_SHAPE.baroque]: w('Baroque', '巴洛克', '巴洛克', 'Barok'),
  [STONE_SHAPE.other]: w('Fancy', '异形', '異形', 'Fantezi'),
};

/** Style words that make names of one supplier differ (and give the benchmark a common and a rare keyword). */
export const STYLES: readonly Words[] = [
  w('Classic', '经典', '經典', 'Klasik'),
  w('Halo', '光环', '光環', 'Hale'),
  w('Vintage', '复古', '復古', 'Vintage'),
  w('Minimalist', '简约', '簡約', 'Minimalist'),
  w('Floral', '花卉', '花卉', 'Çiçekli'),
  w('Twisted', '扭纹', '扭紋', 'Burgulu'),
  w('Solitaire', '单钻', '單鑽', 'Tek Taş'),
  w('Eternity', '永恒', '永恆', 'Sonsuzluk'),
  w('Art Deco', '装饰艺术', '裝飾藝術', 'Art Deco'),
  w('Bridal', '婚嫁', '婚嫁', 'Gelin'),
  w('Signet', '印章', '印章', 'Mühür'),
  w('Cluster', '群镶', '群鑲', 'Küme'),
];
/** One style word in about 1 of 20,000 products: the "rare keyword" of the benchmark. */
export const RARE_STYLE = w('Tourbillon', '陀飞轮', '陀飛輪', 'Türbiyon');

/** Text a description is built from: each language's sentences around the product's own words. */
export function description(
  lang: Lang,
  p: {
    category: string;
    metal: string | null;
    stone: string | null;
    shape: string | null;
    carat: string | null;
    city: string;
    lab: string | null;
  },
): string {
  const metal = p.metal ?? '';
  switch (lang) {
    case 'zhCn':
      return (
        `${metal}${p.category}` +
        (p.stone ? `，镶嵌${p.carat ? `${p.carat}克拉` : ''}${p.shape ?? ''}${p.stone}` : '') +
        `。${p.city}自家工厂设计制造，做工精细，${p.lab ? `附${p.lab}证书，` : ''}欢迎批发及贴牌订购。`
      );
    case 'zhTw':
      return (
        `${metal}${p.category}` +
        (p.stone ? `，鑲嵌${p.carat ? `${p.carat}克拉` : ''}${p.shape ?? ''}${p.stone}` : '') +
        `。${p.city}自家工廠設計製造，做工精細，${p.lab ? `附${p.lab}證書，` : ''}歡迎批發及貼牌訂購。`
      );
    case 'tr':
      return (
        `${metal} ${p.category}`.trim() +
        (p.stone ? `, ${p.carat ? `${p.carat.replace('.', ',')} ct ` : ''}${p.shape ?? ''} ${p.stone} taşlı` : '') +
        `. ${p.city} atölyemizde İnce işçilikle üretilmiştir; ışıltılı, şık ve hafif ağırlıkta.` +
        (p.lab ? ` ${p.lab} sertifikalı.` : '') +
        ' Toptan ve özel marka siparişlerinizi bekliyoruz.'
      );
    default:
      return (
        `${metal} ${p.category}`.trim() +
        (p.stone ? ` set with a ${p.carat ? `${p.carat} ct ` : ''}${p.shape ?? ''} ${p.stone}`.replace(/  +/g, ' ') : '') +
        `. Designed and made in our own workshop in ${p.city}, finished and checked by hand.` +
        (p.lab ? ` Comes with a ${p.lab} report.` : '') +
        ' Wholesale and private-label orders welcome.'
      );
  }
}
