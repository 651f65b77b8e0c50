// Demo events in the four languages: online fairs, physical trade fairs and webinars around the reference date.
import type { I18nText } from '@gembourse/contracts/locale';
import type { events } from '../../schema/content.ts';
import { eventCoverUrl } from './images.ts';
import { daysBefore, utc } from './prng.ts';

export type T4 = Required<I18nText>;
/** A text in en, zh-cn, zh-tw and tr. */
export const t4 = (en: string, zhCn: string, zhTw: string, tr: string): T4 => ({ en, 'zh-cn': zhCn, 'zh-tw': zhTw, tr });

const LOCALE_TAGS = { en: 'en-GB', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', tr: 'tr-TR' } as const;
/** "Dates: ..." in each language, formatted per locale (UTC). */
function dateLine(start: Date, end: Date, webinar: boolean): T4 {
  const out = {} as Record<keyof T4, string>;
  const label = {
    en: webinar ? 'Date and time (UTC)' : 'Dates',
    'zh-cn': webinar ? '日期及时间（UTC）' : '日期',
    'zh-tw': webinar ? '日期及時間（UTC）' : '日期',
    tr: webinar ? 'Tarih ve saat (UTC)' : 'Tarihler',
  };
  for (const [k, tag] of Object.entries(LOCALE_TAGS) as [keyof T4, string][]) {
    const day = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
    const time = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });
    const text = webinar ? `${day.format(start)} ${time.format(start)}–${time.format(end)}` : day.formatRange(start, end);
    out[k] = `${label[k]}${k.startsWith('zh') ? '：' : ': '}${text}`;
  }
  return out as T4;
}

interface EventSpec {
  kind: 'physical' | 'online' | 'webinar';
  title: T4;
  summary: T4;
  detail: T4;
  location: string;
  start: Date;
  end: Date;
}

const EVENTS: EventSpec[] = [
  {
    kind: 'online',
    start: utc(2027, 3, 2, 1),
    end: utc(2027, 3, 6, 15),
    location: 'Online — GemBourse',
    title: t4(
      'GemBourse Online Jewellery Fair — Spring 2027',
      'GemBourse 线上珠宝展 — 2027 春季',
      'GemBourse 線上珠寶展 — 2027 春季',
      'GemBourse Çevrimiçi Mücevher Fuarı — 2027 İlkbahar',
    ),
    summary: t4(
      'Five days of live showrooms, product launches and one-to-one video meetings with suppliers from more than 20 countries.',
      '为期五天的线上展厅、新品发布，以及与来自 20 多个国家供应商的一对一视频洽谈。',
      '為期五天的線上展廳、新品發佈，以及與來自 20 多個國家供應商的一對一視訊洽談。',
      "20'den fazla ülkeden tedarikçilerle beş gün boyunca canlı showroomlar, ürün lansmanları ve birebir görüntülü görüşmeler.",
    ),
    detail: t4(
      'Exhibitors publish launch collections for the fair; buyers can book meetings in advance and send enquiries directly from each product.',
      '参展商将为展会发布新品系列；买家可提前预约洽谈，并直接在产品页面发送查询。',
      '參展商將為展會發佈新品系列；買家可提前預約洽談，並直接在產品頁面發送查詢。',
      'Katılımcılar fuar için lansman koleksiyonlarını yayımlar; alıcılar görüşmeleri önceden planlayabilir ve her üründen doğrudan talep gönderebilir.',
    ),
  },
  {
    kind: 'physical',
    start: utc(2026, 9, 16, 2),
    end: utc(2026, 9, 22, 10),
    location: 'Hong Kong Convention and Exhibition Centre & AsiaWorld-Expo, Hong Kong',
    title: t4(
      'Hong Kong Jewellery & Gem Fair — September 2026',
      '香港珠宝首饰展览会 — 2026年9月',
      '香港珠寶首飾展覽會 — 2026年9月',
      'Hong Kong Mücevher ve Değerli Taş Fuarı — Eylül 2026',
    ),
    summary: t4(
      "Asia's largest jewellery trade fair, with loose stones and pearls at AsiaWorld-Expo and finished jewellery in Wan Chai.",
      '亚洲最大的珠宝贸易展，散石及珍珠在亚洲国际博览馆展出，成品首饰在湾仔展出。',
      '亞洲最大的珠寶貿易展，散石及珍珠在亞洲國際博覽館展出，成品首飾在灣仔展出。',
      "Asya'nın en büyük mücevher ticaret fuarı: taşlar ve inciler AsiaWorld-Expo'da, bitmiş mücevherler Wan Chai'de.",
    ),
    detail: t4(
      'Many GemBourse suppliers exhibited; their booth numbers are shown on their company profiles.',
      '多家 GemBourse 供应商参展，其展位号码列于公司简介中。',
      '多家 GemBourse 供應商參展，其展位號碼列於公司簡介中。',
      'Birçok GemBourse tedarikçisi fuara katıldı; stant numaraları şirket profillerinde yer alıyor.',
    ),
  },
  {
    kind: 'physical',
    start: utc(2026, 10, 8, 7),
    end: utc(2026, 10, 11, 15),
    location: 'Istanbul Expo Center (İFM), Yeşilköy, Istanbul',
    title: t4(
      'Istanbul Jewelry Show — October 2026',
      '伊斯坦布尔珠宝展 — 2026年10月',
      '伊斯坦堡珠寶展 — 2026年10月',
      'İstanbul Jewelry Show — Ekim 2026',
    ),
    summary: t4(
      'The meeting point for gold and silver jewellery between Europe, the Middle East and Africa.',
      '连接欧洲、中东和非洲的金银首饰交流平台。',
      '連接歐洲、中東和非洲的金銀首飾交流平台。',
      'Avrupa, Orta Doğu ve Afrika arasında altın ve gümüş mücevherin buluşma noktası.',
    ),
    detail: t4(
      'Turkish manufacturers presented new chain, bridal and filigree collections priced by weight.',
      '土耳其制造商展出了按重量计价的全新金链、婚嫁及花丝系列。',
      '土耳其製造商展出了按重量計價的全新金鏈、婚嫁及花絲系列。',
      'Türk üreticiler gram fiyatlı yeni zincir, gelin ve telkari koleksiyonlarını sundu.',
    ),
  },
  {
    kind: 'webinar',
    start: utc(2026, 11, 12, 14),
    end: utc(2026, 11, 12, 15),
    location: 'Online webinar',
    title: t4(
      'Grading Lab-Grown Diamonds: What Buyers Need to Know',
      '培育钻石分级：买家须知',
      '培育鑽石分級：買家須知',
      'Laboratuvar Elmaslarının Derecelendirilmesi: Alıcıların Bilmesi Gerekenler',
    ),
    summary: t4(
      'How laboratories grade CVD and HPHT diamonds, what the reports say and how to disclose them to consumers.',
      '实验室如何为 CVD 与 HPHT 钻石分级、证书包含哪些信息，以及如何向消费者披露。',
      '實驗室如何為 CVD 與 HPHT 鑽石分級、證書包含哪些資訊，以及如何向消費者披露。',
      'Laboratuvarların CVD ve HPHT elmasları nasıl derecelendirdiği, raporların ne söylediği ve tüketiciye nasıl açıklanacağı.',
    ),
    detail: t4(
      'A gemmologist walks through real reports and answers questions live; a recording is sent to everyone who registers.',
      '宝石学家将逐一讲解真实证书并现场答问；所有报名者都会收到录像。',
      '寶石學家將逐一講解真實證書並現場答問；所有報名者都會收到錄影。',
      'Bir gemolog gerçek raporları açıklayıp soruları canlı yanıtlıyor; kayıt olan herkese kayıt gönderilir.',
    ),
  },
  {
    kind: 'webinar',
    start: utc(2026, 10, 15, 9),
    end: utc(2026, 10, 15, 10),
    location: 'Online webinar',
    title: t4(
      'Pearl Quality Factors: Akoya, South Sea and Tahitian',
      '珍珠品质要素：Akoya、南洋与大溪地珍珠',
      '珍珠品質要素：Akoya、南洋與大溪地珍珠',
      'İnci Kalite Faktörleri: Akoya, Güney Denizi ve Tahiti',
    ),
    summary: t4(
      'Lustre, surface, shape, colour and nacre: how to compare pearls from different origins.',
      '光泽、表面、形状、颜色与珠层：如何比较不同产地的珍珠。',
      '光澤、表面、形狀、顏色與珠層：如何比較不同產地的珍珠。',
      'Parlaklık, yüzey, şekil, renk ve sedef: farklı kökenlerden incileri karşılaştırma.',
    ),
    detail: t4(
      'Pearl farmers from Japan and Australia joined the session with side-by-side examples.',
      '来自日本和澳洲的珍珠养殖者以实物对比参与分享。',
      '來自日本和澳洲的珍珠養殖者以實物對比參與分享。',
      "Japonya ve Avustralya'dan inci üreticileri yan yana örneklerle oturuma katıldı.",
    ),
  },
  {
    kind: 'online',
    start: utc(2026, 10, 19, 1),
    end: utc(2026, 10, 23, 15),
    location: 'Online — GemBourse',
    title: t4(
      'GemBourse Coloured Gemstone Week — Autumn 2026',
      'GemBourse 彩色宝石周 — 2026 秋季',
      'GemBourse 彩色寶石週 — 2026 秋季',
      'GemBourse Renkli Taş Haftası — 2026 Sonbahar',
    ),
    summary: t4(
      'A week dedicated to rubies, sapphires, emeralds and rare collector stones, with certified goods from source countries.',
      '一周专注于红宝石、蓝宝石、祖母绿及稀有收藏级宝石，货源来自原产国并附证书。',
      '一週專注於紅寶石、藍寶石、祖母綠及稀有收藏級寶石，貨源來自原產國並附證書。',
      'Yakut, safir, zümrüt ve nadir koleksiyon taşlarına ayrılmış bir hafta; kaynak ülkelerden sertifikalı ürünler.',
    ),
    detail: t4(
      'Suppliers from Sri Lanka, Thailand, India and Germany presented matched pairs and calibrated parcels.',
      '来自斯里兰卡、泰国、印度和德国的供应商展示了配对宝石和标准尺寸配石。',
      '來自斯里蘭卡、泰國、印度和德國的供應商展示了配對寶石和標準尺寸配石。',
      "Sri Lanka, Tayland, Hindistan ve Almanya'dan tedarikçiler eşleşmiş çiftler ve kalibre partiler sundu.",
    ),
  },
  {
    kind: 'physical',
    start: utc(2027, 2, 23, 3),
    end: utc(2027, 2, 27, 11),
    location: 'Queen Sirikit National Convention Center, Bangkok',
    title: t4(
      'Bangkok Gems & Jewelry Fair — February 2027',
      '曼谷珠宝首饰展 — 2027年2月',
      '曼谷珠寶首飾展 — 2027年2月',
      'Bangkok Değerli Taş ve Mücevher Fuarı — Şubat 2027',
    ),
    summary: t4(
      "Thailand's trade fair for coloured stones, silver jewellery and gem-cutting services.",
      '泰国的彩色宝石、银饰及宝石切磨服务贸易展。',
      '泰國的彩色寶石、銀飾及寶石切磨服務貿易展。',
      "Tayland'ın renkli taşlar, gümüş mücevher ve taş kesim hizmetleri ticaret fuarı.",
    ),
    detail: t4(
      'Buyers can arrange meetings with GemBourse suppliers from Bangkok and Chanthaburi before the fair.',
      '买家可在展前与来自曼谷和尖竹汶的 GemBourse 供应商预约会面。',
      '買家可在展前與來自曼谷和尖竹汶的 GemBourse 供應商預約會面。',
      "Alıcılar fuar öncesinde Bangkok ve Chanthaburi'deki GemBourse tedarikçileriyle görüşme ayarlayabilir.",
    ),
  },
  {
    kind: 'webinar',
    start: utc(2026, 12, 3, 13),
    end: utc(2026, 12, 3, 14),
    location: 'Online webinar',
    title: t4(
      'Responsible Sourcing and Traceability in 2027',
      '2027年的负责任采购与溯源',
      '2027年的負責任採購與溯源',
      "2027'de Sorumlu Tedarik ve İzlenebilirlik",
    ),
    summary: t4(
      'What chain-of-custody, origin reports and due-diligence rules mean for suppliers and retailers next year.',
      '监管链、产地报告与尽职调查规定明年对供应商和零售商意味着什么。',
      '監管鏈、產地報告與盡職調查規定明年對供應商和零售商意味著甚麼。',
      'Gözetim zinciri, köken raporları ve durum tespiti kurallarının gelecek yıl tedarikçiler ve perakendeciler için anlamı.',
    ),
    detail: t4(
      'With speakers from a certification body, a refiner and a retail chain.',
      '讲者来自认证机构、精炼厂及零售连锁店。',
      '講者來自認證機構、精煉廠及零售連鎖店。',
      'Konuşmacılar bir sertifikasyon kuruluşundan, bir rafineriden ve bir perakende zincirinden.',
    ),
  },
];

export type EventRow = typeof events.$inferInsert;

/** The eight events; index 0 is the Spring 2027 online fair (collections link to it). */
export function buildEvents(): EventRow[] {
  return EVENTS.map((e, i) => {
    const dates = dateLine(e.start, e.end, e.kind === 'webinar');
    const body = {} as Record<keyof T4, string>;
    for (const k of Object.keys(e.title) as (keyof T4)[])
      body[k] = `<p>${e.summary[k]}</p><p>${e.detail[k]}</p><ul><li>${dates[k]}</li><li>${e.location.replace(/&/g, '&amp;')}</li></ul>`;
    return {
      kind: e.kind,
      title: e.title,
      summary: e.summary,
      bodyHtml: body as T4,
      location: e.location,
      cover: eventCoverUrl(i),
      startsAt: e.start,
      endsAt: e.end,
      published: true,
      createdAt: daysBefore(120 - i * 9),
      updatedAt: daysBefore(30 - i * 2),
    };
  });
}
