import type { Locale } from '@gembourse/contracts/locale';
import { interpolate } from './interpolate.ts';
import { COMPANY_MESSAGES } from './messages-company.ts';
import { SHOWROOM_MESSAGES } from './messages-showroom.ts';

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
  invalid: { en: 'Invalid value', 'zh-cn': '无效的值', 'zh-tw': '無效的值', tr: 'Geçersiz değer' },
  unknownField: { en: 'Unknown field', 'zh-cn': '未知字段', 'zh-tw': '未知欄位', tr: 'Bilinmeyen alan' },
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
  priceRange: COMPANY_MESSAGES.priceRange,
  selectFirst: SHOWROOM_MESSAGES.selectFirst,
  afterRelease: SHOWROOM_MESSAGES.afterRelease,
  afterShipStart: SHOWROOM_MESSAGES.afterShipStart,
  eventForExclusive: SHOWROOM_MESSAGES.eventForExclusive,
  duplicate: SHOWROOM_MESSAGES.duplicate,
  selectCollectionFirst: SHOWROOM_MESSAGES.selectCollectionFirst,
};

interface IssueLike {
  code: string;
  message: string;
  format?: string;
  maximum?: unknown;
  minimum?: unknown;
  origin?: string;
  keys?: string[];
}

/** Turns one zod issue into a translated field error message. */
export function fieldMessage(issue: IssueLike, locale: Locale): string {
  const pick = (k: string, params: Record<string, unknown> = {}) => interpolate(FIELD[k][locale], params);
  // A message key the schema chose says more than the kind of issue (ZProductBatch's empty selection: selectFirst).
  if (Object.hasOwn(FIELD, issue.message)) return pick(issue.message);
  // zod leaves the input out of issues, so a missing field shows as "received undefined" in the message.
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return pick('required');
  if (issue.code === 'invalid_format' && issue.format === 'email') return pick('email');
  if (issue.code === 'too_big' && issue.origin === 'string') return pick('tooLong', { max: issue.maximum });
  if (issue.code === 'too_big' && issue.origin === 'array') return pick('tooMany', { max: issue.maximum });
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? pick('required') : pick('tooShort', { min: issue.minimum });
  }
  if (issue.code === 'unrecognized_keys') return pick('unknownField');
  return pick('invalid');
}
