// Static pages, subscription plans and home banners, in the four languages.
import type { banners, pages } from '../../schema/content.ts';
import type { plans } from '../../schema/billing.ts';
import { t4, type T4 } from './content-events.ts';
import { bannerUrl } from './images.ts';
import { daysBefore } from './prng.ts';

const p = (...paras: T4[]): T4 => {
  const out = {} as Record<keyof T4, string>;
  for (const k of Object.keys(paras[0]) as (keyof T4)[]) out[k] = paras.map((x) => `<p>${x[k]}</p>`).join('');
  return out as T4;
};

const PAGES: { slug: string; title: T4; body: T4 }[] = [
  { slug: 'about', title: t4('About GemBourse', '关于 GemBourse', '關於 GemBourse', 'GemBourse Hakkında'),
    body: p(t4('GemBourse is the online exhibition and B2B marketplace of the jewellery and gemstone trade, run by an events and media organiser.', 'GemBourse 是珠宝及宝石行业的线上展览及 B2B 交易平台，由一家展览及媒体主办机构营运。', 'GemBourse 是珠寶及寶石行業的線上展覽及 B2B 交易平台，由一家展覽及媒體主辦機構營運。', 'GemBourse, bir fuar ve medya organizatörü tarafından işletilen, mücevher ve değerli taş sektörünün çevrimiçi sergi ve B2B pazar yeridir.'),
      t4('Buyers find verified suppliers, products, events and industry news; suppliers present their showrooms all year round.', '买家可找到经验证的供应商、产品、活动及行业资讯；供应商全年展示其展厅。', '買家可找到經驗證的供應商、產品、活動及行業資訊；供應商全年展示其展廳。', 'Alıcılar doğrulanmış tedarikçileri, ürünleri, etkinlikleri ve sektör haberlerini bulur; tedarikçiler showroomlarını yıl boyunca sergiler.')) },
  { slug: 'support', title: t4('Support', '帮助中心', '幫助中心', 'Destek'),
    body: p(t4('Questions about your account, your showroom or an order enquiry? Our support team answers within one business day.', '对账户、展厅或订单查询有疑问？我们的支持团队会在一个工作日内回复。', '對帳戶、展廳或訂單查詢有疑問？我們的支援團隊會在一個工作天內回覆。', 'Hesabınız, showroomunuz veya bir sipariş talebi hakkında sorunuz mu var? Destek ekibimiz bir iş günü içinde yanıt verir.'),
      t4('E-mail support@gembourse.example or use the chat window after logging in.', '请发送电子邮件至 support@gembourse.example，或登录后使用聊天窗口。', '請發送電子郵件至 support@gembourse.example，或登入後使用聊天視窗。', 'support@gembourse.example adresine e-posta gönderin veya giriş yaptıktan sonra sohbet penceresini kullanın.')) },
  { slug: 'contact', title: t4('Contact us', '联系我们', '聯絡我們', 'Bize ulaşın'),
    body: p(t4('GemBourse Organiser, 1 Harbour Road, Wan Chai, Hong Kong. Telephone +852 2555 0100.', 'GemBourse Organiser，香港湾仔港湾道 1 号。电话 +852 2555 0100。', 'GemBourse Organiser，香港灣仔港灣道 1 號。電話 +852 2555 0100。', 'GemBourse Organiser, 1 Harbour Road, Wan Chai, Hong Kong. Telefon +852 2555 0100.'),
      t4('Exhibiting and advertising: sales@gembourse.example. Press: press@gembourse.example.', '参展及广告：sales@gembourse.example。媒体：press@gembourse.example。', '參展及廣告：sales@gembourse.example。傳媒：press@gembourse.example。', 'Katılım ve reklam: sales@gembourse.example. Basın: press@gembourse.example.')) },
  { slug: 'privacy', title: t4('Privacy policy', '隐私政策', '隱私權政策', 'Gizlilik politikası'),
    body: p(t4('We process the personal data you give us to run your account, connect you with other members and send the notifications you choose.', '我们处理您提供的个人资料，以管理您的账户、让您与其他会员联系，并发送您选择接收的通知。', '我們處理您提供的個人資料，以管理您的帳戶、讓您與其他會員聯繫，並發送您選擇接收的通知。', 'Verdiğiniz kişisel verileri hesabınızı yönetmek, sizi diğer üyelerle buluşturmak ve seçtiğiniz bildirimleri göndermek için işleriz.'),
      t4('Payment card numbers are handled by our payment provider; we keep only the card brand and last four digits. You can ask for a copy or the deletion of your data at any time.', '支付卡号由支付服务商处理，我们只保留卡品牌及最后四位数字。您可随时要求索取或删除您的资料。', '支付卡號由支付服務商處理，我們只保留卡品牌及最後四位數字。您可隨時要求索取或刪除您的資料。', 'Kart numaraları ödeme sağlayıcımız tarafından işlenir; yalnızca kart markasını ve son dört haneyi saklarız. Verilerinizin bir kopyasını veya silinmesini istediğiniz zaman talep edebilirsiniz.')) },
  { slug: 'consent', title: t4('Consent to contact and data sharing', '联系及资料共享同意书', '聯絡及資料共享同意書', 'İletişim ve veri paylaşımı onayı'),
    body: p(t4('By registering you agree that suppliers you contact, and suppliers whose products you save, may see your name, company and business details.', '注册即表示您同意，您联系的供应商以及您收藏其产品的供应商可查看您的姓名、公司及业务资料。', '註冊即表示您同意，您聯絡的供應商以及您收藏其產品的供應商可查看您的姓名、公司及業務資料。', 'Kayıt olarak, iletişime geçtiğiniz ve ürünlerini kaydettiğiniz tedarikçilerin adınızı, şirketinizi ve iş bilgilerinizi görebileceğini kabul edersiniz.'),
      t4('You can withdraw this consent and change your e-mail preferences in your account settings.', '您可在账户设置中撤回此同意并更改电子邮件偏好。', '您可在帳戶設定中撤回此同意並更改電子郵件偏好。', 'Bu onayı geri çekebilir ve e-posta tercihlerinizi hesap ayarlarından değiştirebilirsiniz.')) },
  { slug: 'terms', title: t4('Terms of use', '使用条款', '使用條款', 'Kullanım koşulları'),
    body: p(t4('GemBourse connects trade buyers and suppliers; contracts for goods are made directly between them.', 'GemBourse 连接贸易买家与供应商；货品合同由双方直接订立。', 'GemBourse 連接貿易買家與供應商；貨品合約由雙方直接訂立。', 'GemBourse ticari alıcılarla tedarikçileri buluşturur; mal sözleşmeleri doğrudan taraflar arasında yapılır.'),
      t4('Visitor registration: if no written confirmation is received within 14 days of registration, confirmation of these terms is deemed to have been given.', '访客注册：如在注册后 14 天内未收到书面确认，即视为已确认本条款。', '訪客註冊：如在註冊後 14 天內未收到書面確認，即視為已確認本條款。', 'Ziyaretçi kaydı: kayıttan itibaren 14 gün içinde yazılı onay gelmezse, bu koşulların onaylandığı kabul edilir.'),
      t4('Members must give accurate company information and must not publish misleading product descriptions, prices or certificates.', '会员须提供准确的公司资料，不得发布误导性的产品描述、价格或证书。', '會員須提供準確的公司資料，不得發佈誤導性的產品描述、價格或證書。', 'Üyeler doğru şirket bilgisi vermeli ve yanıltıcı ürün açıklaması, fiyat veya sertifika yayımlamamalıdır.')) },
];

export function buildPages(): (typeof pages.$inferInsert)[] {
  return PAGES.map((pg) => ({ slug: pg.slug, title: pg.title, bodyHtml: pg.body, createdAt: daysBefore(300), updatedAt: daysBefore(20) }));
}

export function buildPlans(): (typeof plans.$inferInsert)[] {
  return [
    { code: 'free', name: t4('Free', '免费版', '免費版', 'Ücretsiz'), price: 0, currency: 'USD', cycle: 'monthly', active: 1 },
    { code: 'pro-monthly', name: t4('Pro (monthly)', '专业版（月付）', '專業版（月付）', 'Pro (aylık)'), price: 49, currency: 'USD', cycle: 'monthly', active: 1 },
    { code: 'pro-yearly', name: t4('Pro (yearly)', '专业版（年付）', '專業版（年付）', 'Pro (yıllık)'), price: 490, currency: 'USD', cycle: 'yearly', active: 1 },
  ];
}

type BannerRow = typeof banners.$inferInsert;
export function buildBanners(): BannerRow[] {
  const list: [BannerRow['slot'], T4, string][] = [
    ['home_carousel', t4('GemBourse Online Jewellery Fair — Spring 2027: register now', 'GemBourse 线上珠宝展 2027 春季：立即登记', 'GemBourse 線上珠寶展 2027 春季：立即登記', 'GemBourse Çevrimiçi Mücevher Fuarı 2027 İlkbahar: hemen kaydolun'), '/home/event'],
    ['home_carousel', t4('Certified coloured gemstones from source', '源头直供的附证书彩色宝石', '源頭直供的附證書彩色寶石', 'Kaynağından sertifikalı renkli taşlar'), '/home/product?keyword=sapphire'],
    ['home_carousel', t4('Lab-grown diamonds: meet verified suppliers', '培育钻石：认识经验证的供应商', '培育鑽石：認識經驗證的供應商', 'Laboratuvar elmasları: doğrulanmış tedarikçilerle tanışın'), '/home/suppliers?keyword=lab-grown'],
    ['middle_showroom', t4('Aurora Gems & Jewellery: the new bridal collection', 'Aurora Gems & Jewellery：全新婚嫁系列', 'Aurora Gems & Jewellery：全新婚嫁系列', 'Aurora Gems & Jewellery: yeni gelin koleksiyonu'), '/home/suppliers?keyword=aurora'],
    ['recommended_news', t4('Industry news and trend reports', '行业资讯与趋势报告', '行業資訊與趨勢報告', 'Sektör haberleri ve trend raporları'), '/home/index#news'],
    ['wholesale_top', t4('Ready to ship: products available immediately', '现货速发：可即时供货的产品', '現貨速發：可即時供貨的產品', 'Gönderime hazır: hemen teslim edilebilen ürünler'), '/home/product?immediate=1'],
    ['wholesale_bottom', t4('Post a buying lead and get quotes from suppliers', '发布采购需求，获取供应商报价', '發佈採購需求，獲取供應商報價', 'Alım talebi yayınlayın, tedarikçilerden teklif alın'), '/home/leads'],
  ];
  return list.map(([slot, title, link], i) => ({ slot, title, image: bannerUrl(i), link, sort: slot === 'home_carousel' ? i : 0, active: true, createdAt: daysBefore(60 - i), updatedAt: daysBefore(10) }));
}
