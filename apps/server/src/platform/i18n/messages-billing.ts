import type { Locale } from '@gembourse/contracts/locale';

// Texts of subscriptions, payment and billing (issue 13): the plan limits' refusals, the subscribe call's refusals,
// the card fields' messages (validation-messages.ts takes BILLING_FIELD_MESSAGES) and the invoice PDF. Spread into
// MESSAGES (messages.ts).
//
// A plan limit names the plan in the caller's language without knowing it when it is thrown (planLimits.assertRoom is
// called deep in other modules' services): the error carries the plan's name in every language, {{plan}} (English)
// and {{planZhCn}}, {{planZhTw}}, {{planTr}}, and each language's text uses its own (plan-limits.ts planParams).

type Messages = Record<Locale, string>;

const m = (en: string, zhCn: string, zhTw: string, tr: string): Messages => ({ en, 'zh-cn': zhCn, 'zh-tw': zhTw, tr });

/** Messages of the card and billing-address fields: keys that the contracts' schemas give as their checks' message. */
export const BILLING_FIELD_MESSAGES = {
  cardNumberRequired: m('Please enter the card number', '请输入卡号', '請輸入卡號', 'Lütfen kart numarasını girin'),
  cardNumberInvalid: m(
    'Please enter a valid card number',
    '请输入有效的卡号',
    '請輸入有效的卡號',
    'Lütfen geçerli bir kart numarası girin',
  ),
  cardExpiryInvalid: m(
    'Please enter the expiry date as MM/YY',
    '请按 MM/YY 格式输入有效期',
    '請依 MM/YY 格式輸入有效期限',
    'Lütfen son kullanma tarihini AA/YY biçiminde girin',
  ),
  cardExpired: m('This card has expired', '此卡已过期', '此卡已過期', 'Bu kartın süresi dolmuş'),
  cvvInvalid: m('The CVV must be exactly 3 digits', 'CVV 必须为 3 位数字', 'CVV 必須為 3 位數字', 'CVV tam olarak 3 haneli olmalıdır'),
} satisfies Record<string, Messages>;

export const BILLING_MESSAGES = {
  ...BILLING_FIELD_MESSAGES,
  // Plan limits (plan-limits.ts), thrown where a user or a product is added and where a collection goes to Launch.
  planLimitUsers: m(
    'Your plan {{plan}} allows {{limit}} users. Upgrade your plan to add more.',
    '您的{{planZhCn}}方案最多允许 {{limit}} 位用户。请升级方案以添加更多用户。',
    '您的{{planZhTw}}方案最多允許 {{limit}} 位使用者。請升級方案以新增更多使用者。',
    '{{planTr}} planınız en fazla {{limit}} kullanıcıya izin veriyor. Daha fazlasını eklemek için planınızı yükseltin.',
  ),
  planLimitProducts: m(
    'Your plan {{plan}} allows {{limit}} products. Upgrade your plan to add more.',
    '您的{{planZhCn}}方案最多允许 {{limit}} 个产品。请升级方案以添加更多产品。',
    '您的{{planZhTw}}方案最多允許 {{limit}} 項產品。請升級方案以新增更多產品。',
    '{{planTr}} planınız en fazla {{limit}} ürüne izin veriyor. Daha fazlasını eklemek için planınızı yükseltin.',
  ),
  planNoLaunch: m(
    'Your plan {{plan}} does not include Launch collections. Upgrade your plan or choose another visibility.',
    '您的{{planZhCn}}方案不包含新品发布（Launch）系列。请升级方案或选择其他可见范围。',
    '您的{{planZhTw}}方案不包含新品發表（Launch）系列。請升級方案或選擇其他可見範圍。',
    '{{planTr}} planınız Lansman (Launch) koleksiyonlarını içermiyor. Planınızı yükseltin veya başka bir görünürlük seçin.',
  ),
  // The subscribe call (billing.service.ts).
  planUnknown: m(
    'This plan does not exist. Please choose one of the plans offered.',
    '该方案不存在，请选择提供的方案之一。',
    '該方案不存在，請選擇提供的方案之一。',
    'Bu plan mevcut değil. Lütfen sunulan planlardan birini seçin.',
  ),
  planForSuppliers: m(
    'This plan is for supplier companies. Please choose one of the plans for buyer companies.',
    '该方案适用于供应商公司，请选择适用于买家公司的方案之一。',
    '此方案適用於供應商公司，請選擇適用於買家公司的方案之一。',
    'Bu plan tedarikçi şirketler içindir. Lütfen alıcı şirketlere yönelik planlardan birini seçin.',
  ),
  planForBuyers: m(
    'This plan is for buyer companies. Please choose one of the plans for supplier companies.',
    '该方案适用于买家公司，请选择适用于供应商公司的方案之一。',
    '此方案適用於買家公司，請選擇適用於供應商公司的方案之一。',
    'Bu plan alıcı şirketler içindir. Lütfen tedarikçi şirketlere yönelik planlardan birini seçin.',
  ),
  alreadyOnPlan: m(
    'Your company is already on this plan and billing cycle.',
    '贵公司已在使用此方案和计费周期。',
    '貴公司已在使用此方案與計費週期。',
    'Şirketiniz zaten bu planda ve bu faturalama döneminde.',
  ),
  noSubscription: m(
    'Your company has no paid subscription.',
    '贵公司没有付费订阅。',
    '貴公司沒有付費訂閱。',
    'Şirketinizin ücretli bir aboneliği yok.',
  ),
  downgradeTooManyProducts: m(
    'Your company has {{count}} products, but the plan {{plan}} allows {{limit}}. Remove some products before you change to it.',
    '贵公司有 {{count}} 个产品，但{{planZhCn}}方案最多允许 {{limit}} 个。请先删除部分产品再更换方案。',
    '貴公司有 {{count}} 項產品，但{{planZhTw}}方案最多允許 {{limit}} 項。請先刪除部分產品再變更方案。',
    'Şirketinizin {{count}} ürünü var, ancak {{planTr}} planı en fazla {{limit}} ürüne izin veriyor. Bu plana geçmeden önce bazı ürünleri kaldırın.',
  ),
  downgradeTooManyUsers: m(
    'Your company has {{count}} users, but the plan {{plan}} allows {{limit}}. Disable or remove some users before you change to it.',
    '贵公司有 {{count}} 位用户，但{{planZhCn}}方案最多允许 {{limit}} 位。请先停用或删除部分用户再更换方案。',
    '貴公司有 {{count}} 位使用者，但{{planZhTw}}方案最多允許 {{limit}} 位。請先停用或刪除部分使用者再變更方案。',
    'Şirketinizin {{count}} kullanıcısı var, ancak {{planTr}} planı en fazla {{limit}} kullanıcıya izin veriyor. Bu plana geçmeden önce bazı kullanıcıları devre dışı bırakın veya kaldırın.',
  ),
  cardRequired: m(
    'Please enter a card to pay for this plan.',
    '请输入用于支付此方案的银行卡。',
    '請輸入用於支付此方案的信用卡。',
    'Bu planın ödemesi için lütfen bir kart girin.',
  ),
  billingAddressRequired: m(
    'Please enter the billing address of the card.',
    '请输入该卡的账单地址。',
    '請輸入該卡的帳單地址。',
    'Lütfen kartın fatura adresini girin.',
  ),
  storedCardExpired: m(
    'The card on file has expired. Please enter a new card.',
    '已保存的银行卡已过期，请输入新卡。',
    '已儲存的信用卡已過期，請輸入新卡。',
    'Kayıtlı kartın süresi dolmuş. Lütfen yeni bir kart girin.',
  ),
  paymentDeclined: m(
    'Your card was declined. Nothing was charged. Please use another card.',
    '您的银行卡被拒绝，未产生任何扣款。请使用其他银行卡。',
    '您的信用卡遭拒，未產生任何扣款。請使用其他信用卡。',
    'Kartınız reddedildi. Hiçbir ücret alınmadı. Lütfen başka bir kart kullanın.',
  ),
  paymentRetry: m(
    'The payment could not be processed just now. Nothing was charged. Please try again in a moment.',
    '暂时无法处理付款，未产生任何扣款。请稍后重试。',
    '暫時無法處理付款，未產生任何扣款。請稍後再試。',
    'Ödeme şu anda işlenemedi. Hiçbir ücret alınmadı. Lütfen birazdan tekrar deneyin.',
  ),
  // The invoice PDF (invoice-pdf.ts).
  invoiceTitle: m('Invoice', '发票', '發票', 'Fatura'),
  invoiceNumber: m('Invoice number', '发票号码', '發票號碼', 'Fatura numarası'),
  invoiceDate: m('Date of issue', '开具日期', '開立日期', 'Düzenlenme tarihi'),
  invoiceStatus: m('Status', '状态', '狀態', 'Durum'),
  invoiceStatusPaid: m('Paid', '已支付', '已付款', 'Ödendi'),
  invoiceStatusRefunded: m('Refunded', '已退款', '已退款', 'İade edildi'),
  invoiceIssuer: m('From', '开票方', '開立方', 'Düzenleyen'),
  invoiceBillTo: m('Bill to', '付款方', '付款方', 'Fatura edilen'),
  invoicePeriod: m('Service period', '服务期间', '服務期間', 'Hizmet dönemi'),
  invoiceDescription: m('Description', '项目', '項目', 'Açıklama'),
  invoiceQuantity: m('Qty', '数量', '數量', 'Adet'),
  invoiceUnitPrice: m('Unit price', '单价', '單價', 'Birim fiyat'),
  invoiceAmount: m('Amount', '金额', '金額', 'Tutar'),
  invoiceSubtotal: m('Subtotal', '小计', '小計', 'Ara toplam'),
  invoiceTax: m('VAT {{rate}}', '增值税 {{rate}}', '營業稅 {{rate}}', 'KDV {{rate}}'),
  invoiceTotal: m('Total', '合计', '總計', 'Toplam'),
  invoicePaidWith: m(
    'Paid with {{brand}} ending in {{last4}}',
    '已使用尾号 {{last4}} 的 {{brand}} 支付',
    '已使用末四碼 {{last4}} 的 {{brand}} 付款',
    'Sonu {{last4}} ile biten {{brand}} ile ödendi',
  ),
  invoiceFooter: m(
    'Thank you for exhibiting with GemBourse. Questions about this invoice: billing@gembourse.example',
    '感谢您在 GemBourse 参展。如对本发票有疑问，请联系 billing@gembourse.example',
    '感謝您在 GemBourse 參展。如對本發票有疑問，請聯絡 billing@gembourse.example',
    'GemBourse’ta yer aldığınız için teşekkür ederiz. Bu faturayla ilgili sorularınız için: billing@gembourse.example',
  ),
  invoiceIssuerName: m(
    'GemBourse online exhibition platform',
    'GemBourse 线上展会平台',
    'GemBourse 線上展會平台',
    'GemBourse çevrimiçi fuar platformu',
  ),
  invoiceFileName: m('invoice', '发票', '發票', 'fatura'),
  cycleMonthly: m('monthly', '按月', '按月', 'aylık'),
  cycleYearly: m('yearly', '按年', '按年', 'yıllık'),
  // Invoice lines: {{plan}} is resolved to the invoice's language before these are filled (invoice-pdf.ts).
  invoiceLineSubscription: m(
    '{{plan}} plan, {{cycle}} subscription',
    '{{plan}}方案，{{cycle}}订阅',
    '{{plan}}方案，{{cycle}}訂閱',
    '{{plan}} planı, {{cycle}} abonelik',
  ),
  invoiceLineRenewal: m(
    '{{plan}} plan, {{cycle}} renewal',
    '{{plan}}方案，{{cycle}}续订',
    '{{plan}}方案，{{cycle}}續訂',
    '{{plan}} planı, {{cycle}} yenileme',
  ),
  invoiceLineUpgrade: m(
    'Upgrade from {{from}} to {{plan}} for the rest of the period',
    '由{{from}}升级至{{plan}}（本期剩余时间）',
    '由{{from}}升級至{{plan}}（本期剩餘時間）',
    'Dönemin geri kalanı için {{from}} planından {{plan}} planına yükseltme',
  ),
  invoiceLineCredit: m(
    'Unused time of {{from}} ({{cycle}})',
    '{{from}}（{{cycle}}）未使用时间抵扣',
    '{{from}}（{{cycle}}）未使用時間折抵',
    '{{from}} ({{cycle}}) kullanılmayan süre',
  ),
} satisfies Record<string, Messages>;
