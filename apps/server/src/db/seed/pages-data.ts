/**
 * The texts every installation must serve (SPEC §2 "Privacy and consent texts"): the About page, the terms of use with
 * the 14-day visitor confirmation rule of SPEC §4, the privacy policy and the consent the registration form links to.
 * Support and contact pages are operator-specific and stay demo data.
 */
import type { I18nText } from '@gembourse/contracts/locale';

type T4 = Required<I18nText>;
const t4 = (en: string, zhCn: string, zhTw: string, tr: string): T4 => ({ en, 'zh-cn': zhCn, 'zh-tw': zhTw, tr });

export interface PageSeed {
  slug: string;
  title: T4;
  bodyHtml: T4;
}

/** Paragraphs joined into one HTML body per language. */
function paras(...list: T4[]): T4 {
  const out = {} as T4;
  for (const k of Object.keys(list[0]) as (keyof T4)[]) out[k] = list.map((x) => `<p>${x[k]}</p>`).join('');
  return out;
}

const page = (slug: string, title: T4, ...body: T4[]): PageSeed => ({ slug, title, bodyHtml: paras(...body) });

export const PAGE_SEED: PageSeed[] = [
  page(
    'about',
    t4('About GemBourse', '关于 GemBourse', '關於 GemBourse', 'GemBourse Hakkında'),
    t4(
      'GemBourse is the online exhibition and B2B marketplace of the jewellery and gemstone trade, run by an events and media organiser.',
      'GemBourse 是珠宝及宝石行业的线上展览及 B2B 交易平台，由一家展览及媒体主办机构营运。',
      'GemBourse 是珠寶及寶石行業的線上展覽及 B2B 交易平台，由一家展覽及媒體主辦機構營運。',
      'GemBourse, bir fuar ve medya organizatörü tarafından işletilen, mücevher ve değerli taş sektörünün çevrimiçi sergi ve B2B pazar yeridir.',
    ),
    t4(
      'Buyers find verified suppliers, products, events and industry news; suppliers present their showrooms all year round.',
      '买家可找到经验证的供应商、产品、活动及行业资讯；供应商全年展示其展厅。',
      '買家可找到經驗證的供應商、產品、活動及行業資訊；供應商全年展示其展廳。',
      'Alıcılar doğrulanmış tedarikçileri, ürünleri, etkinlikleri ve sektör haberlerini bulur; tedarikçiler showroomlarını yıl boyunca sergiler.',
    ),
  ),
  page(
    'terms',
    t4('Terms of use', '使用条款', '使用條款', 'Kullanım koşulları'),
    t4(
      'GemBourse connects trade buyers and suppliers; contracts for goods are made directly between them.',
      'GemBourse 连接贸易买家与供应商；货品合同由双方直接订立。',
      'GemBourse 連接貿易買家與供應商；貨品合約由雙方直接訂立。',
      'GemBourse ticari alıcılarla tedarikçileri buluşturur; mal sözleşmeleri doğrudan taraflar arasında yapılır.',
    ),
    t4(
      'Visitor registration: if no written confirmation is received within 14 days of registration, confirmation of these terms is deemed to have been given.',
      '访客注册：如在注册后 14 天内未收到书面确认，即视为已确认本条款。',
      '訪客註冊：如在註冊後 14 天內未收到書面確認，即視為已確認本條款。',
      'Ziyaretçi kaydı: kayıttan itibaren 14 gün içinde yazılı onay gelmezse, bu koşulların onaylandığı kabul edilir.',
    ),
    t4(
      'Members must give accurate company information and must not publish misleading product descriptions, prices or certificates.',
      '会员须提供准确的公司资料，不得发布误导性的产品描述、价格或证书。',
      '會員須提供準確的公司資料，不得發佈誤導性的產品描述、價格或證書。',
      'Üyeler doğru şirket bilgisi vermeli ve yanıltıcı ürün açıklaması, fiyat veya sertifika yayımlamamalıdır.',
    ),
    t4(
      'The organiser may suspend an account that breaks these rules, after telling the account holder why.',
      '如账户违反上述规则，主办机构可在告知账户持有人原因后暂停该账户。',
      '如帳戶違反上述規則，主辦機構可在告知帳戶持有人原因後暫停該帳戶。',
      'Organizatör, bu kurallara aykırı davranan bir hesabı, hesap sahibine nedenini bildirdikten sonra askıya alabilir.',
    ),
  ),
  page(
    'privacy',
    t4('Privacy policy', '隐私政策', '隱私權政策', 'Gizlilik politikası'),
    t4(
      'We process the personal data you give us to run your account, connect you with other members and send the notifications you choose.',
      '我们处理您提供的个人资料，以管理您的账户、让您与其他会员联系，并发送您选择接收的通知。',
      '我們處理您提供的個人資料，以管理您的帳戶、讓您與其他會員聯繫，並發送您選擇接收的通知。',
      'Verdiğiniz kişisel verileri hesabınızı yönetmek, sizi diğer üyelerle buluşturmak ve seçtiğiniz bildirimleri göndermek için işleriz.',
    ),
    t4(
      'Payment card numbers are handled by our payment provider; we keep only the card brand and last four digits. You can ask for a copy or the deletion of your data at any time.',
      '支付卡号由支付服务商处理，我们只保留卡品牌及最后四位数字。您可随时要求索取或删除您的资料。',
      '支付卡號由支付服務商處理，我們只保留卡品牌及最後四位數字。您可隨時要求索取或刪除您的資料。',
      'Kart numaraları ödeme sağlayıcımız tarafından işlenir; yalnızca kart markasını ve son dört haneyi saklarız. Verilerinizin bir kopyasını veya silinmesini istediğiniz zaman talep edebilirsiniz.',
    ),
    t4(
      'Your browser keeps your sign-in and a device identifier in its local storage so that we can protect your account; we do not use advertising cookies.',
      '您的浏览器会在本地存储中保存您的登录状态及设备识别码，以便我们保护您的账户；我们不使用广告 Cookie。',
      '您的瀏覽器會在本機儲存空間中保存您的登入狀態及裝置識別碼，以便我們保護您的帳戶；我們不使用廣告 Cookie。',
      'Hesabınızı koruyabilmemiz için tarayıcınız oturumunuzu ve bir cihaz kimliğini yerel depolamada tutar; reklam çerezleri kullanmayız.',
    ),
  ),
  page(
    'consent',
    t4('Consent to contact and data sharing', '联系及资料共享同意书', '聯絡及資料共享同意書', 'İletişim ve veri paylaşımı onayı'),
    t4(
      'By registering you agree that suppliers you contact, and suppliers whose products you save, may see your name, company and business details.',
      '注册即表示您同意，您联系的供应商以及您收藏其产品的供应商可查看您的姓名、公司及业务资料。',
      '註冊即表示您同意，您聯絡的供應商以及您收藏其產品的供應商可查看您的姓名、公司及業務資料。',
      'Kayıt olarak, iletişime geçtiğiniz ve ürünlerini kaydettiğiniz tedarikçilerin adınızı, şirketinizi ve iş bilgilerinizi görebileceğini kabul edersiniz.',
    ),
    t4(
      'You can withdraw this consent and change your e-mail preferences in your account settings.',
      '您可在账户设置中撤回此同意并更改电子邮件偏好。',
      '您可在帳戶設定中撤回此同意並更改電子郵件偏好。',
      'Bu onayı geri çekebilir ve e-posta tercihlerinizi hesap ayarlarından değiştirebilirsiniz.',
    ),
  ),
];
