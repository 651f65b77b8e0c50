// Demo industry news in the four languages; the category is a newsletter type (29753-29757).
import type { news } from '../../schema/content.ts';
import { t4, type T4 } from './content-events.ts';
import { NEWS_TYPE } from './dict-ids.ts';
import { eventCoverUrl } from './images.ts';
import { daysBefore } from './prng.ts';

interface NewsSpec {
  category: number;
  days: number;
  title: T4;
  summary: T4;
  body: T4;
}

const NEWS: NewsSpec[] = [
  {
    category: NEWS_TYPE.trends,
    days: 4,
    title: t4(
      'Coloured gemstones take centre stage in 2027 bridal collections',
      '彩色宝石成为 2027 年婚嫁系列焦点',
      '彩色寶石成為 2027 年婚嫁系列焦點',
      'Renkli taşlar 2027 gelin koleksiyonlarında ön planda',
    ),
    summary: t4(
      'Sapphire and spinel engagement rings are the fastest-growing orders on GemBourse this autumn.',
      '蓝宝石和尖晶石订婚戒指是今年秋季 GemBourse 上增长最快的订单。',
      '藍寶石和尖晶石訂婚戒指是今年秋季 GemBourse 上增長最快的訂單。',
      "Safir ve spinel tektaş yüzükler bu sonbahar GemBourse'ta en hızlı büyüyen siparişler.",
    ),
    body: t4(
      'Retailers report that couples ask for colour and personal meaning; suppliers respond with halo and three-stone designs built around certified centre stones.',
      '零售商表示，新人追求色彩与个人意义；供应商则以附证书主石为核心，推出群镶及三石设计。',
      '零售商表示，新人追求色彩與個人意義；供應商則以附證書主石為核心，推出群鑲及三石設計。',
      'Perakendeciler çiftlerin renk ve kişisel anlam aradığını söylüyor; tedarikçiler sertifikalı merkez taşlı halo ve üç taşlı tasarımlarla yanıt veriyor.',
    ),
  },
  {
    category: NEWS_TYPE.trends,
    days: 11,
    title: t4(
      'Pearls return: layered strands and baroque shapes lead spring orders',
      '珍珠回归：多层项链与巴洛克珍珠领跑春季订单',
      '珍珠回歸：多層項鏈與巴洛克珍珠領跑春季訂單',
      'İnciler geri döndü: katmanlı diziler ve barok formlar ilkbahar siparişlerinde önde',
    ),
    summary: t4(
      'Freshwater baroque and golden South Sea pearls are in demand from fashion and fine jewellery buyers alike.',
      '时尚及高级珠宝买家都对淡水巴洛克珍珠和金色南洋珍珠需求殷切。',
      '時尚及高級珠寶買家都對淡水巴洛克珍珠和金色南洋珍珠需求殷切。',
      'Tatlı su barok ve altın Güney Denizi incilerine hem moda hem de mücevher alıcılarından talep var.',
    ),
    body: t4(
      'Zhuji and Kobe suppliers say buyers are mixing sizes and colours and ordering ready-strung strands in smaller quantities.',
      '诸暨和神户的供应商表示，买家混搭不同尺寸和颜色，并以较小数量订购已串好的珠链。',
      '諸暨和神戶的供應商表示，買家混搭不同尺寸和顏色，並以較小數量訂購已串好的珠鏈。',
      "Zhuji ve Kobe'deki tedarikçiler, alıcıların boyut ve renkleri karıştırdığını ve hazır dizileri daha küçük miktarlarda sipariş ettiğini söylüyor.",
    ),
  },
  {
    category: NEWS_TYPE.industry,
    days: 6,
    title: t4(
      'Lab-grown diamond prices stabilise as retailers separate the two categories',
      '零售商区分两大类别，培育钻石价格趋于稳定',
      '零售商區分兩大類別，培育鑽石價格趨於穩定',
      'Perakendeciler iki kategoriyi ayırırken laboratuvar elmas fiyatları dengeleniyor',
    ),
    summary: t4(
      'Clear disclosure and separate displays are helping both natural and lab-grown diamonds find their markets.',
      '清晰披露和分区陈列，正帮助天然钻石与培育钻石各自找到市场。',
      '清晰披露和分區陳列，正幫助天然鑽石與培育鑽石各自找到市場。',
      'Açık bilgilendirme ve ayrı teşhir, hem doğal hem laboratuvar elmaslarının pazar bulmasına yardımcı oluyor.',
    ),
    body: t4(
      'Suppliers in Surat and Shenzhen report steadier prices for 1-3ct stones and growing demand for finished lab-grown jewellery.',
      '苏拉特和深圳的供应商表示，1 至 3 克拉裸石价格较为平稳，培育钻石成品首饰需求持续增长。',
      '蘇拉特和深圳的供應商表示，1 至 3 克拉裸石價格較為平穩，培育鑽石成品首飾需求持續增長。',
      "Surat ve Shenzhen'deki tedarikçiler 1-3 karat taşlarda daha istikrarlı fiyatlar ve bitmiş laboratuvar elmas mücevherlerine artan talep bildiriyor.",
    ),
  },
  {
    category: NEWS_TYPE.industry,
    days: 15,
    title: t4(
      'Gold at record highs: how manufacturers are adapting their pricing',
      '金价创新高：制造商如何调整定价',
      '金價創新高：製造商如何調整定價',
      'Altın rekor seviyede: üreticiler fiyatlandırmayı nasıl uyarlıyor',
    ),
    summary: t4(
      'Lighter designs, hollow chains and daily metal-linked quotes are becoming standard.',
      '更轻巧的设计、空心链及每日与金价挂钩的报价正成为常态。',
      '更輕巧的設計、空心鏈及每日與金價掛鈎的報價正成為常態。',
      'Daha hafif tasarımlar, içi boş zincirler ve günlük metal bazlı teklifler standart hâline geliyor.',
    ),
    body: t4(
      'Makers in Istanbul, Arezzo and Dubai quote by weight plus a making charge and hold prices for shorter periods.',
      '伊斯坦布尔、阿雷佐和迪拜的制造商按重量加工费报价，并缩短报价有效期。',
      '伊斯坦堡、阿雷佐和杜拜的製造商按重量加工費報價，並縮短報價有效期。',
      "İstanbul, Arezzo ve Dubai'deki üreticiler gram artı işçilik üzerinden fiyat veriyor ve fiyatları daha kısa süre sabit tutuyor.",
    ),
  },
  {
    category: NEWS_TYPE.industry,
    days: 24,
    title: t4(
      'Traceability: what new disclosure guidelines mean for suppliers',
      '溯源：新的披露指引对供应商意味着什么',
      '溯源：新的披露指引對供應商意味著甚麼',
      'İzlenebilirlik: yeni açıklama yönergeleri tedarikçiler için ne anlama geliyor',
    ),
    summary: t4(
      'Buyers increasingly ask for origin reports, treatment disclosure and chain-of-custody documents.',
      '买家越来越多要求提供产地报告、处理披露及监管链文件。',
      '買家越來越多要求提供產地報告、處理披露及監管鏈文件。',
      'Alıcılar giderek daha fazla köken raporu, işlem açıklaması ve gözetim zinciri belgesi istiyor.',
    ),
    body: t4(
      'GemBourse product pages now show certificates as resources, so suppliers can attach reports to each stone.',
      'GemBourse 产品页面现可将证书作为资料附件，供应商可为每颗宝石附上报告。',
      'GemBourse 產品頁面現可將證書作為資料附件，供應商可為每顆寶石附上報告。',
      'GemBourse ürün sayfaları artık sertifikaları kaynak olarak gösteriyor; tedarikçiler her taşa rapor ekleyebiliyor.',
    ),
  },
  {
    category: NEWS_TYPE.physicalFair,
    days: 38,
    title: t4(
      'Hong Kong September fair closes with strong buyer attendance',
      '香港九月珠宝展圆满闭幕，买家踊跃',
      '香港九月珠寶展圓滿閉幕，買家踴躍',
      'Hong Kong Eylül fuarı güçlü alıcı katılımıyla kapandı',
    ),
    summary: t4(
      'Exhibitors reported busy booths for loose diamonds, coloured stones and pearls.',
      '参展商表示，裸钻、彩色宝石及珍珠展位人流畅旺。',
      '參展商表示，裸鑽、彩色寶石及珍珠展位人流暢旺。',
      'Katılımcılar pırlanta, renkli taş ve inci stantlarının yoğun olduğunu bildirdi.',
    ),
    body: t4(
      "Many follow-up meetings continue online: visit the suppliers' showrooms on GemBourse to pick up where you left off.",
      '许多后续洽谈转到线上进行：欢迎到 GemBourse 供应商展厅继续洽谈。',
      '許多後續洽談轉到線上進行：歡迎到 GemBourse 供應商展廳繼續洽談。',
      "Pek çok takip görüşmesi çevrimiçi sürüyor: kaldığınız yerden devam etmek için GemBourse'taki showroomları ziyaret edin.",
    ),
  },
  {
    category: NEWS_TYPE.physicalFair,
    days: 20,
    title: t4(
      'Istanbul Jewelry Show reports growing demand from the Middle East and Africa',
      '伊斯坦布尔珠宝展：中东及非洲需求上升',
      '伊斯坦堡珠寶展：中東及非洲需求上升',
      "İstanbul Jewelry Show: Orta Doğu ve Afrika'dan talep artıyor",
    ),
    summary: t4(
      'Gold chains and bridal sets priced by weight were the most requested items.',
      '按重量计价的金链和婚嫁套装最受欢迎。',
      '按重量計價的金鏈和婚嫁套裝最受歡迎。',
      'En çok talep gören ürünler gram fiyatlı altın zincirler ve gelin setleri oldu.',
    ),
    body: t4(
      'Several exhibitors now list their collections on GemBourse with prices in USD and EUR.',
      '多家参展商已在 GemBourse 上架其系列，并以美元和欧元标价。',
      '多家參展商已在 GemBourse 上架其系列，並以美元和歐元標價。',
      "Birçok katılımcı koleksiyonlarını artık GemBourse'ta USD ve EUR fiyatlarıyla listeliyor.",
    ),
  },
  {
    category: NEWS_TYPE.onlineFair,
    days: 2,
    title: t4(
      'Registration opens for the GemBourse Online Jewellery Fair — Spring 2027',
      'GemBourse 线上珠宝展 2027 春季开放登记',
      'GemBourse 線上珠寶展 2027 春季開放登記',
      'GemBourse Çevrimiçi Mücevher Fuarı 2027 İlkbahar için kayıtlar açıldı',
    ),
    summary: t4(
      'Buyers can register free of charge and book meetings with exhibitors from January.',
      '买家可免费登记，并由一月起与参展商预约洽谈。',
      '買家可免費登記，並由一月起與參展商預約洽談。',
      'Alıcılar ücretsiz kayıt olabilir ve ocak ayından itibaren katılımcılarla görüşme planlayabilir.',
    ),
    body: t4(
      'Suppliers can prepare launch collections now and choose whether they are exclusive to the fair.',
      '供应商现可准备新品系列，并选择是否为展会独家发布。',
      '供應商現可準備新品系列，並選擇是否為展會獨家發佈。',
      'Tedarikçiler lansman koleksiyonlarını şimdiden hazırlayabilir ve fuara özel olup olmayacağını seçebilir.',
    ),
  },
  {
    category: NEWS_TYPE.onlineFair,
    days: 8,
    title: t4(
      'Coloured Gemstone Week: 1,200 video meetings in five days',
      '彩色宝石周：五天内举行 1,200 场视频洽谈',
      '彩色寶石週：五天內舉行 1,200 場視訊洽談',
      'Renkli Taş Haftası: beş günde 1.200 görüntülü görüşme',
    ),
    summary: t4(
      'The autumn online event connected gem dealers from source countries with jewellers on four continents.',
      '秋季线上活动连接了原产国宝石商与四大洲的珠宝商。',
      '秋季線上活動連接了原產國寶石商與四大洲的珠寶商。',
      'Sonbahar çevrimiçi etkinliği kaynak ülkelerdeki taş tüccarlarını dört kıtadaki kuyumcularla buluşturdu.',
    ),
    body: t4(
      'Unheated sapphires, spinel and Paraíba tourmaline drew the most enquiries.',
      '无烧蓝宝石、尖晶石及帕拉伊巴碧玺最受查询。',
      '無燒藍寶石、尖晶石及帕拉伊巴碧璽最受查詢。',
      'En çok talep ısıl işlemsiz safir, spinel ve Paraíba turmalin için geldi.',
    ),
  },
  {
    category: NEWS_TYPE.webinar,
    days: 3,
    title: t4(
      'Webinar invitation: grading lab-grown diamonds',
      '网络研讨会邀请：培育钻石分级',
      '網路研討會邀請：培育鑽石分級',
      'Web semineri daveti: laboratuvar elmaslarının derecelendirilmesi',
    ),
    summary: t4(
      'Join our gemmologist on 12 November for a practical guide to lab-grown diamond reports.',
      '11 月 12 日与我们的宝石学家一同了解培育钻石证书实务。',
      '11 月 12 日與我們的寶石學家一同了解培育鑽石證書實務。',
      "12 Kasım'da laboratuvar elması raporlarına dair pratik bir rehber için gemoloğumuza katılın.",
    ),
    body: t4(
      'Registration is free for members; questions can be sent in advance.',
      '会员可免费报名，并可预先提交问题。',
      '會員可免費報名，並可預先提交問題。',
      'Kayıt üyeler için ücretsizdir; sorular önceden gönderilebilir.',
    ),
  },
  {
    category: NEWS_TYPE.webinar,
    days: 1,
    title: t4(
      'Webinar invitation: responsible sourcing and traceability',
      '网络研讨会邀请：负责任采购与溯源',
      '網路研討會邀請：負責任採購與溯源',
      'Web semineri daveti: sorumlu tedarik ve izlenebilirlik',
    ),
    summary: t4(
      'On 3 December, experts explain the documents buyers will ask for in 2027.',
      '12 月 3 日，专家将讲解 2027 年买家会要求的文件。',
      '12 月 3 日，專家將講解 2027 年買家會要求的文件。',
      "3 Aralık'ta uzmanlar, alıcıların 2027'de isteyeceği belgeleri anlatıyor.",
    ),
    body: t4(
      'The session is recorded and will be available to members afterwards.',
      '研讨会将会录像，会后供会员观看。',
      '研討會將會錄影，會後供會員觀看。',
      'Oturum kaydedilecek ve daha sonra üyelerin erişimine açılacak.',
    ),
  },
  {
    category: NEWS_TYPE.trends,
    days: 30,
    title: t4(
      "Men's jewellery: signet rings and chains drive wholesale growth",
      '男士首饰：印章戒指与项链带动批发增长',
      '男士首飾：印章戒指與項鏈帶動批發增長',
      'Erkek mücevheri: mühür yüzükler ve zincirler toptan büyümeyi sürüklüyor',
    ),
    summary: t4(
      'Stainless steel and sterling silver lines are selling through fastest in online retail.',
      '不锈钢及纯银系列在网上零售中销售最快。',
      '不鏽鋼及純銀系列在網上零售中銷售最快。',
      'Çevrimiçi perakendede en hızlı satan ürünler paslanmaz çelik ve gümüş seriler.',
    ),
    body: t4(
      'Suppliers offer private-label packaging and low minimums to help retailers test the category.',
      '供应商提供自有品牌包装及低起订量，协助零售商试销此类产品。',
      '供應商提供自有品牌包裝及低起訂量，協助零售商試銷此類產品。',
      'Tedarikçiler, perakendecilerin kategoriyi denemesi için özel etiketli ambalaj ve düşük minimum sipariş sunuyor.',
    ),
  },
];

export type NewsRow = typeof news.$inferInsert;

export function buildNews(): NewsRow[] {
  return NEWS.map((n, i) => {
    const body = {} as Record<keyof T4, string>;
    for (const k of Object.keys(n.title) as (keyof T4)[]) body[k] = `<p>${n.summary[k]}</p><p>${n.body[k]}</p>`;
    const at = daysBefore(n.days + 0.3);
    return {
      category: n.category,
      title: n.title,
      summary: n.summary,
      bodyHtml: body as T4,
      cover: eventCoverUrl(i + 3),
      publishedAt: at,
      published: true,
      createdAt: at,
      updatedAt: at,
    };
  });
}
