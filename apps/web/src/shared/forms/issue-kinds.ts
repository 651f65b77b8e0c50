import type { z } from 'zod';
import { EQUAL_MESSAGE, HTTP_URL_PATTERN, IP_MESSAGE, NUL_MESSAGE, PHONE_MESSAGE } from '@gembourse/contracts/primitives';
import type { AppKey } from '../i18n/keys.ts';

/**
 * The kinds of problem a field can have. Every form message is one of these; a field may word a kind its own way
 * (FieldSpec.messages), otherwise the table below speaks.
 */
export type IssueKind =
  | 'required'
  | 'tooLong'
  | 'tooShort'
  | 'tooMany'
  | 'tooFew'
  | 'tooBig'
  | 'tooSmall'
  | 'above'
  | 'notInteger'
  | 'notNumber'
  | 'email'
  | 'url'
  | 'pattern'
  // A z.enum's refusal, naming the choices ({{values}}).
  | 'enum'
  | 'invalid'
  // The contract's own message keys (refinements, or a check given a message); the server translates the same keys.
  | 'nulCharacter'
  | 'ip'
  | 'phone'
  | 'equal'
  | 'priceRange'
  | 'emailDuplicate'
  | 'afterRelease'
  | 'afterShipStart'
  | 'eventForExclusive'
  | 'duplicate'
  | 'selectFirst'
  | 'selectCollectionFirst'
  // The product wizard's (product-editor.ts, jewellery.ts).
  | 'decimals'
  | 'unsafeHtml'
  | 'minOrderOrNote'
  | 'afterPreorderFrom'
  | 'labForCertificate'
  | 'metalOverGross'
  // The payment form's card rules (billing.ts); their texts are the billing page's namespace.
  | 'cardNumberInvalid'
  | 'cardExpiryInvalid'
  | 'cardExpired'
  | 'cvvInvalid';

/** A field's problem: its kind and the values its message shows ({{max}}, {{min}}). */
export interface FieldProblem {
  kind: IssueKind;
  values?: Record<string, string | number>;
}

/** THE table: the message of each kind, in the viewer's language (namespace `errors`, loaded with the first screen). */
export const ISSUE_MESSAGES: Record<IssueKind, AppKey> = {
  required: 'errors:field.required',
  tooLong: 'errors:field.tooLong',
  tooShort: 'errors:field.tooShort',
  tooMany: 'errors:field.tooMany',
  tooFew: 'errors:field.tooFew',
  tooBig: 'errors:field.tooBig',
  tooSmall: 'errors:field.tooSmall',
  above: 'errors:field.above',
  notInteger: 'errors:field.notInteger',
  notNumber: 'errors:field.notNumber',
  email: 'errors:field.email',
  url: 'errors:field.url',
  pattern: 'errors:field.pattern',
  enum: 'errors:field.enum',
  invalid: 'errors:field.invalid',
  nulCharacter: 'errors:field.nulCharacter',
  ip: 'errors:field.ip',
  phone: 'errors:field.phone',
  equal: 'errors:field.equal',
  priceRange: 'errors:field.priceRange',
  emailDuplicate: 'errors:field.emailDuplicate',
  afterRelease: 'errors:field.afterRelease',
  afterShipStart: 'errors:field.afterShipStart',
  eventForExclusive: 'errors:field.eventForExclusive',
  duplicate: 'errors:field.duplicate',
  selectFirst: 'errors:field.selectFirst',
  selectCollectionFirst: 'errors:field.selectCollectionFirst',
  decimals: 'errors:field.decimals',
  unsafeHtml: 'errors:field.unsafeHtml',
  minOrderOrNote: 'errors:field.minOrderOrNote',
  afterPreorderFrom: 'errors:field.afterPreorderFrom',
  labForCertificate: 'errors:field.labForCertificate',
  metalOverGross: 'errors:field.metalOverGross',
  cardNumberInvalid: 'billing:validation.cardNumberInvalid',
  cardExpiryInvalid: 'billing:validation.cardExpiryInvalid',
  cardExpired: 'billing:validation.cardExpired',
  cvvInvalid: 'billing:validation.cvvInvalid',
};

/**
 * The kinds a contract names as an issue's message (a refinement's, or a check's own such as ZChinaMobile's pattern
 * or ZProductBatch's empty selection); they say more than the issue's code. `required` is one too: a pre-order's
 * missing delivery date. Kinds whose message shows a figure ({{max}}) are not, since a bare key carries none.
 */
const CUSTOM_KINDS: ReadonlySet<string> = new Set<IssueKind>([
  'required',
  NUL_MESSAGE as IssueKind,
  IP_MESSAGE as IssueKind,
  PHONE_MESSAGE as IssueKind,
  EQUAL_MESSAGE as IssueKind,
  'priceRange',
  'emailDuplicate',
  'afterRelease',
  'afterShipStart',
  'eventForExclusive',
  'duplicate',
  'selectFirst',
  'selectCollectionFirst',
  'decimals',
  'unsafeHtml',
  'minOrderOrNote',
  'afterPreorderFrom',
  'labForCertificate',
  'metalOverGross',
  'cardNumberInvalid',
  'cardExpiryInvalid',
  'cardExpired',
  'cvvInvalid',
]);

/** At most this many allowed values are listed in an enum's message (the server lists as many). */
const ENUM_LISTED = 10;

/** The allowed values of an enum issue, for its message. */
function valuesText(values: readonly unknown[]): string {
  const listed = values.slice(0, ENUM_LISTED).map(String).join(', ');
  return values.length > ENUM_LISTED ? `${listed}, …` : listed;
}

const HTTP_URL = String(HTTP_URL_PATTERN);

const LIST_ORIGINS = new Set(['array', 'set']);
const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);

/**
 * The kind of a zod issue (the same reading as the server's validation-messages.ts). `blank` says whether the value at
 * the issue's path is empty, which makes any problem there a missing value.
 */
export function problemOfIssue(issue: z.core.$ZodIssue, blank = false): FieldProblem {
  if (blank) return { kind: 'required' };
  if (CUSTOM_KINDS.has(issue.message)) return { kind: issue.message as IssueKind };
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (LIST_ORIGINS.has(issue.origin)) return { kind: 'tooMany', values: { max } };
      if (NUMBER_ORIGINS.has(issue.origin)) return { kind: 'tooBig', values: { max } };
      return { kind: 'tooLong', values: { max } };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (LIST_ORIGINS.has(issue.origin)) return min <= 1 ? { kind: 'required' } : { kind: 'tooFew', values: { min } };
      if (NUMBER_ORIGINS.has(issue.origin)) return { kind: issue.inclusive === false ? 'above' : 'tooSmall', values: { min } };
      return min <= 1 ? { kind: 'required' } : { kind: 'tooShort', values: { min } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { kind: 'email' };
      // z.url(), or the contracts' http(s) link pattern (ZHttpUrl).
      if (issue.format === 'url' || (issue.format === 'regex' && issue.pattern === HTTP_URL)) return { kind: 'url' };
      if (issue.format === 'ipv4' || issue.format === 'ipv6') return { kind: 'ip' };
      return issue.format === 'regex' ? { kind: 'pattern' } : { kind: 'invalid' };
    case 'invalid_type':
      if (issue.expected === 'int') return { kind: 'notInteger' };
      return issue.expected === 'number' ? { kind: 'notNumber' } : { kind: 'invalid' };
    case 'invalid_value':
      // A z.enum's choices; a literal's one value (a consent box that must be ticked) is no list to choose from.
      return issue.values.length > 1 ? { kind: 'enum', values: { values: valuesText(issue.values) } } : { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}
