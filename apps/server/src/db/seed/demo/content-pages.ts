// Demo static pages (support, contact) and home banners, in the four languages. The legal
// pages and About are reference data (../pages-data.ts): every installation needs them.
import type { banners, pages } from '../../schema/content.ts';
import { t4, type T4 } from './content-events.ts';
import { catalogueHref, directoryHref } from '@gembourse/contracts/search-links';
import { bannerUrl } from './images.ts';
import { daysBefore } from './prng.ts';

const p = (...paras: T4[]): T4 => {
  const out = {} as Record<keyof T4, string>;
  for (const k of Object.keys(paras[0]) as (keyof T4)[]) out[k] = paras.map((x) => `<p>${x[k]}</p>`).join('');
  return out as T4;
};

const PAGES: { slug: string; title: T4; body: T4 }[] = [
  {
    slug: 'support',
    title: t4('Support', '帮助中心', '幫助中心', 'Destek'),
    body: p(
      t4(
        'Questions about your account, your showroom or an order enquiry? Our support team answers within one business day.',
        '对账户、展厅或订单查询有疑问？我们的支持团队会在一个工作日内回复。',
        '對帳戶、展廳或訂單查詢有疑問？我們的支援團隊會在一個工作天內回覆。',
        'Hesabınız, showroomunuz veya bir sipariş talebi hakkında sorunuz mu var? Destek ekibimiz bir iş günü içinde yanıt verir.',
      ),
      t4(
        'E-mail support@gembourse.example or use the chat window after logging in.',
        '请发送电子邮件至 support@gembourse.example，或登录后使用聊天窗口。',
        '請發送電子郵件至 support@gembourse.example，或登入後使用聊天視窗。',
        'support@gembourse.example adresine e-posta gönderin veya giriş yaptıktan sonra sohbet penceresini kullanın.',
      ),
    ),
  },
  {
    slug: 'contact',
    title: t4('Contact us', '联系我们', '聯絡我們', 'Bize ulaşın'),
    body: p(
      t4(
        'GemBourse Organiser, 1 Harbour Road, Wan Chai, Hong Kong. Telephone +852 2555 0100.',
        'GemBourse Organiser，香港湾仔港湾道 1 号。电话 +852 2555 0100。',
        'GemBourse Organiser，香港灣仔港灣道 1 號。電話 +852 2555 0100。',
        'GemBourse Organiser, 1 Harbour Road, Wan Chai, Hong Kong. Telefon +852 2555 0100.',
      ),
      t4(
        'Exhibiting and advertising: sales@gembourse.example. Press: press@gembourse.example.',
        '参展及广告：sales@gembourse.example。媒体：press@gembourse.example。',
        '參展及廣告：sales@gembourse.example。傳媒：press@gembourse.example。',
        'Katılım ve reklam: sales@gembourse.example. Basın: press@gembourse.example.',
      ),
    ),
  },
];

export function buildPages(): (typeof pages.$inferInsert)[] {
  return PAGES.map((pg) => ({ slug: pg.slug, title: pg.title, bodyHtml: pg.body, createdAt: daysBefore(300), updatedAt: daysBefore(20) }));
}

type BannerRow = typeof banners.$inferInsert;
export function buildBanners(): BannerRow[] {
  const list: [BannerRow['slot'], T4, string][] = [
    [
      'home_carousel',
      t4(
        'GemBourse Online Jewellery Fair — Spring 2027: register now',
        'GemBourse 线上珠宝展 2027 春季：立即登记',
        'GemBourse 線上珠寶展 2027 春季：立即登記',
        'GemBourse Çevrimiçi Mücevher Fuarı 2027 İlkbahar: hemen kaydolun',
      ),
      '/home/event',
    ],
    [
      'home_carousel',
      t4(
        'Certified coloured gemstones from source',
        '源头直供的附证书彩色宝石',
        '源頭直供的附證書彩色寶石',
        'Kaynağından sertifikalı renkli taşlar',
      ),
      catalogueHref({ q: 'sapphire' }),
    ],
    [
      'home_carousel',
      t4(
        'Lab-grown diamonds: meet verified suppliers',
        '培育钻石：认识经验证的供应商',
        '培育鑽石：認識經驗證的供應商',
        'Laboratuvar elmasları: doğrulanmış tedarikçilerle tanışın',
      ),
      directoryHref('lab-grown'),
    ],
    [
      'middle_showroom',
      t4(
        'Aurora Gems & Jewellery: the new bridal collection',
        'Aurora Gems & Jewellery：全新婚嫁系列',
        'Aurora Gems & Jewellery：全新婚嫁系列',
        'Aurora Gems & Jewellery: yeni gelin koleksiyonu',
      ),
      directoryHref('aurora'),
    ],
    [
      'recommended_news',
      t4('Industry news and trend reports', '行业资讯与趋势报告', '行業資訊與趨勢報告', 'Sektör haberleri ve trend raporları'),
      '/home/index#news',
    ],
    [
      'wholesale_top',
      t4(
        'Ready to ship: products available immediately',
        '现货速发：可即时供货的产品',
        '現貨速發：可即時供貨的產品',
        'Gönderime hazır: hemen teslim edilebilen ürünler',
      ),
      catalogueHref({ immediate: true }),
    ],
    [
      'wholesale_bottom',
      t4(
        'Post a buying lead and get quotes from suppliers',
        '发布采购需求，获取供应商报价',
        '發佈採購需求，獲取供應商報價',
        'Alım talebi yayınlayın, tedarikçilerden teklif alın',
      ),
      '/home/leads',
    ],
  ];
  return list.map(([slot, title, link], i) => ({
    slot,
    title,
    image: bannerUrl(i),
    link,
    sort: slot === 'home_carousel' ? i : 0,
    active: true,
    createdAt: daysBefore(60 - i),
    updatedAt: daysBefore(10),
  }));
}
