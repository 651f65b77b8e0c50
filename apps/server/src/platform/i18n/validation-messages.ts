import type { Locale } from '@gembourse/contracts/locale';
import { HTTP_URL_PATTERN } from '@gembourse/contracts/primitives';
import { interpolate } from './interpolate.ts';
import { COMPANY_MESSAGES } from './messages-company.ts';
import { COMPANY_USER_MESSAGES } from './messages-company-users.ts';
import { SHOWROOM_MESSAGES } from './messages-showroom.ts';
import { BILLING_FIELD_MESSAGES } from './messages-billing.ts';

/**
 * Field-level messages for zod issues, by issue kind, so a validation answer names each field's problem in the
 * caller's language. The client shows its own form messages; these serve API clients and the form's server errors.
 */
const FIELD: Record<string, Record<Locale, string>> = {
  required: { en: 'This field is required', 'zh-cn': '此项为必填项', 'zh-tw': '此項為必填項', tr: 'Bu alan zorunludur' },
  email: {
    en: 'Please enter a valid email address',
    'zh-cn': '请输入有效的邮箱地址',
    'zh-tw': '請輸入有效的電子郵件地址',
    tr: 'Lütfen geçerli bir e-posta adresi girin',
  },
  tooLong: {
    en: 'Must be at most {{max}} characters',
    'zh-cn': '不能超过 {{max}} 个字符',
    'zh-tw': '不能超過 {{max}} 個字元',
    tr: 'En fazla {{max}} karakter olmalıdır',
  },
  tooShort: {
    en: 'Must be at least {{min}} characters',
    'zh-cn': '至少需要 {{min}} 个字符',
    'zh-tw': '至少需要 {{min}} 個字元',
    tr: 'En az {{min}} karakter olmalıdır',
  },
  tooMany: { en: 'At most {{max}} items', 'zh-cn': '最多 {{max}} 项', 'zh-tw': '最多 {{max}} 項', tr: 'En fazla {{max}} öğe' },
  tooFew: { en: 'Add at least {{min}}', 'zh-cn': '至少添加 {{min}} 项', 'zh-tw': '至少新增 {{min}} 項', tr: 'En az {{min}} öğe ekleyin' },
  tooBig: {
    en: 'Enter a number no greater than {{max}}',
    'zh-cn': '请输入不大于 {{max}} 的数字',
    'zh-tw': '請輸入不大於 {{max}} 的數字',
    tr: '{{max}} değerinden büyük olmayan bir sayı girin',
  },
  tooSmall: {
    en: 'Enter a number of at least {{min}}',
    'zh-cn': '请输入不小于 {{min}} 的数字',
    'zh-tw': '請輸入不小於 {{min}} 的數字',
    tr: 'En az {{min}} olan bir sayı girin',
  },
  above: {
    en: 'Enter a number greater than {{min}}',
    'zh-cn': '请输入大于 {{min}} 的数字',
    'zh-tw': '請輸入大於 {{min}} 的數字',
    tr: '{{min}} değerinden büyük bir sayı girin',
  },
  invalid: { en: 'Invalid value', 'zh-cn': '无效的值', 'zh-tw': '無效的值', tr: 'Geçersiz değer' },
  unknownField: { en: 'Unknown field', 'zh-cn': '未知字段', 'zh-tw': '未知欄位', tr: 'Bilinmeyen alan' },
  // A value outside a closed list or the dictionary (a catalogue facet's crafted URL: contracts catalogue-search.ts).
  unknownValue: {
    en: 'This value is not one of the options',
    'zh-cn': '该值不在可选范围内',
    'zh-tw': '該值不在可選範圍內',
    tr: 'Bu değer seçeneklerden biri değil',
  },
  // The rest of the SPEC §5 rule set; the web's form kit words the same kinds (errors.json, field.*).
  notNumber: { en: 'Enter a number', 'zh-cn': '请输入数字', 'zh-tw': '請輸入數字', tr: 'Bir sayı girin' },
  url: {
    en: 'Please enter a valid link',
    'zh-cn': '请输入有效的网址',
    'zh-tw': '請輸入有效的網址',
    tr: 'Lütfen geçerli bir bağlantı adresi girin',
  },
  ip: {
    en: 'Please enter a valid IP address (IPv4 or IPv6)',
    'zh-cn': '请输入有效的 IP 地址（IPv4 或 IPv6）',
    'zh-tw': '請輸入有效的 IP 位址（IPv4 或 IPv6）',
    tr: 'Lütfen geçerli bir IP adresi girin (IPv4 veya IPv6)',
  },
  phone: {
    en: 'Please enter a valid mainland China mobile number',
    'zh-cn': '请输入有效的中国大陆手机号码',
    'zh-tw': '請輸入有效的中國大陸手機號碼',
    tr: 'Lütfen geçerli bir Çin anakarası cep telefonu numarası girin',
  },
  equal: {
    en: 'The two entries do not match',
    'zh-cn': '两次输入的内容不一致',
    'zh-tw': '兩次輸入的內容不一致',
    tr: 'Girilen iki değer birbiriyle eşleşmiyor',
  },
  enum: {
    en: 'Choose one of: {{values}}',
    'zh-cn': '请从以下选项中选择：{{values}}',
    'zh-tw': '請從以下選項中選擇：{{values}}',
    tr: 'Şunlardan birini seçin: {{values}}',
  },
  // NUL_MESSAGE of the contracts' text primitive: a character nobody types, pasted from a broken source.
  nulCharacter: {
    en: 'Contains a character that is not allowed',
    'zh-cn': '包含不允许的字符',
    'zh-tw': '包含不允許的字元',
    tr: 'İzin verilmeyen bir karakter içeriyor',
  },
  // Keys that contract schemas give as the message of a check (their own refinements, or a built-in one such as an
  // array's min); the services say the same when they find the problem themselves.
  emailDuplicate: COMPANY_MESSAGES.emailDuplicate,
  phoneRequired: COMPANY_USER_MESSAGES.phoneRequired,
  phoneInvalid: COMPANY_USER_MESSAGES.phoneInvalid,
  priceRange: COMPANY_MESSAGES.priceRange,
  selectFirst: SHOWROOM_MESSAGES.selectFirst,
  afterRelease: SHOWROOM_MESSAGES.afterRelease,
  afterShipStart: SHOWROOM_MESSAGES.afterShipStart,
  eventForExclusive: SHOWROOM_MESSAGES.eventForExclusive,
  duplicate: SHOWROOM_MESSAGES.duplicate,
  selectCollectionFirst: SHOWROOM_MESSAGES.selectCollectionFirst,
  // The card fields (contracts billing.ts).
  ...BILLING_FIELD_MESSAGES,
  // The product wizard's checks (product-editor.ts, jewellery.ts). Money takes 2 decimals and grams and carats 3;
  // the contract's refinements carry no figure, so one message says both.
  decimals: {
    en: 'Too many decimal places (prices take 2, weights and carats 3)',
    'zh-cn': '小数位数过多（价格最多 2 位，重量和克拉最多 3 位）',
    'zh-tw': '小數位數過多（價格最多 2 位，重量與克拉最多 3 位）',
    tr: 'Ondalık basamak sayısı fazla (fiyatlarda en fazla 2, ağırlık ve karatta en fazla 3)',
  },
  unsafeHtml: {
    en: 'The description cannot contain scripts, frames or event handlers',
    'zh-cn': '描述中不能包含脚本、框架或事件处理代码',
    'zh-tw': '描述中不能包含指令碼、框架或事件處理程式碼',
    tr: 'Açıklama betik, çerçeve veya olay işleyicisi içeremez',
  },
  minOrderOrNote: {
    en: 'Enter a minimum order, or a note saying there is none',
    'zh-cn': '请填写最小起订量，或注明无最小起订量',
    'zh-tw': '請填寫最低訂購量，或註明無最低訂購量',
    tr: 'Minimum sipariş miktarını girin ya da minimum sipariş olmadığını belirten bir not yazın',
  },
  afterPreorderFrom: {
    en: 'The delivery window cannot end before it starts',
    'zh-cn': '交货期的结束日期不能早于开始日期',
    'zh-tw': '交貨期的結束日期不能早於開始日期',
    tr: 'Teslimat aralığının bitişi başlangıcından önce olamaz',
  },
  labForCertificate: {
    en: 'Choose the laboratory that issued the certificate',
    'zh-cn': '请选择出具该证书的鉴定机构',
    'zh-tw': '請選擇核發該證書的鑑定機構',
    tr: 'Sertifikayı düzenleyen laboratuvarı seçin',
  },
  metalOverGross: {
    en: 'The metal weight cannot exceed the gross weight',
    'zh-cn': '金属重量不能超过总重量',
    'zh-tw': '金屬重量不能超過總重量',
    tr: 'Metal ağırlığı brüt ağırlığı aşamaz',
  },
};

/** At most this many allowed values are listed in an enum's message; a longer list ends with "…". */
const ENUM_LISTED = 10;

/** The allowed values of an enum issue, for its message. */
function valuesText(values: readonly unknown[]): string {
  const listed = values.slice(0, ENUM_LISTED).map(String).join(', ');
  return values.length > ENUM_LISTED ? `${listed}, …` : listed;
}

interface IssueLike {
  code: string;
  message: string;
  format?: string;
  maximum?: unknown;
  minimum?: unknown;
  /** False for an exclusive bound (`positive()`: greater than 0). */
  inclusive?: boolean;
  origin?: string;
  keys?: string[];
  pattern?: string;
  expected?: string;
  values?: unknown[];
}

/** Turns one zod issue into a translated field error message. */
export function fieldMessage(issue: IssueLike, locale: Locale): string {
  const pick = (k: string, params: Record<string, unknown> = {}) => interpolate(FIELD[k][locale], params);
  // A message key the schema chose says more than the kind of issue (ZProductBatch's empty selection: selectFirst).
  if (Object.hasOwn(FIELD, issue.message)) return pick(issue.message);
  // zod leaves the input out of issues, so a missing field shows as "received undefined" in the message.
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return pick('required');
  if (issue.code === 'invalid_type' && issue.expected === 'number') return pick('notNumber');
  if (issue.code === 'invalid_format') {
    if (issue.format === 'email') return pick('email');
    // z.url(), or the contracts' http(s) link pattern.
    if (issue.format === 'url' || (issue.format === 'regex' && issue.pattern === String(HTTP_URL_PATTERN))) return pick('url');
    if (issue.format === 'ipv4' || issue.format === 'ipv6') return pick('ip');
  }
  // A z.enum's refusal lists the choices; a literal's (a consent box that must be ticked) stays "invalid".
  if (issue.code === 'invalid_value' && (issue.values?.length ?? 0) > 1) return pick('enum', { values: valuesText(issue.values!) });
  if (issue.code === 'too_big' && issue.origin === 'string') return pick('tooLong', { max: issue.maximum });
  if (issue.code === 'too_big' && issue.origin === 'array') return pick('tooMany', { max: issue.maximum });
  if (issue.code === 'too_big' && issue.origin === 'number') return pick('tooBig', { max: issue.maximum });
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return issue.inclusive === false ? pick('above', { min: issue.minimum }) : pick('tooSmall', { min: issue.minimum });
  }
  if (issue.code === 'too_small' && issue.origin === 'array') {
    return Number(issue.minimum) <= 1 ? pick('required') : pick('tooFew', { min: issue.minimum });
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? pick('required') : pick('tooShort', { min: issue.minimum });
  }
  if (issue.code === 'unrecognized_keys') return pick('unknownField');
  return pick('invalid');
}
