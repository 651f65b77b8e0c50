import type { z } from 'zod';
import { NUL_MESSAGE } from '@gembourse/contracts/primitives';
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
  | 'notInteger'
  | 'email'
  | 'pattern'
  | 'invalid'
  // The contract's own message keys (refinements with code 'custom'); the server translates the same keys.
  | 'nulCharacter'
  | 'priceRange'
  | 'emailDuplicate'
  | 'afterRelease'
  | 'afterShipStart'
  | 'eventForExclusive';

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
  notInteger: 'errors:field.notInteger',
  email: 'errors:field.email',
  pattern: 'errors:field.pattern',
  invalid: 'errors:field.invalid',
  nulCharacter: 'errors:field.nulCharacter',
  priceRange: 'errors:field.priceRange',
  emailDuplicate: 'errors:field.emailDuplicate',
  afterRelease: 'errors:field.afterRelease',
  afterShipStart: 'errors:field.afterShipStart',
  eventForExclusive: 'errors:field.eventForExclusive',
};

const CUSTOM_KINDS: ReadonlySet<string> = new Set<IssueKind>([
  NUL_MESSAGE as IssueKind,
  'priceRange',
  'emailDuplicate',
  'afterRelease',
  'afterShipStart',
  'eventForExclusive',
]);

const LIST_ORIGINS = new Set(['array', 'set']);
const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);

/**
 * The kind of a zod issue (the same reading as the server's validation-messages.ts). `blank` says whether the value at
 * the issue's path is empty, which makes any problem there a missing value.
 */
export function problemOfIssue(issue: z.core.$ZodIssue, blank = false): FieldProblem {
  if (blank) return { kind: 'required' };
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
      if (NUMBER_ORIGINS.has(issue.origin)) return { kind: 'tooSmall', values: { min } };
      return min <= 1 ? { kind: 'required' } : { kind: 'tooShort', values: { min } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { kind: 'email' };
      return issue.format === 'regex' ? { kind: 'pattern' } : { kind: 'invalid' };
    case 'invalid_type':
      return issue.expected === 'int' ? { kind: 'notInteger' } : { kind: 'invalid' };
    case 'custom':
      return CUSTOM_KINDS.has(issue.message) ? { kind: issue.message as IssueKind } : { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}
