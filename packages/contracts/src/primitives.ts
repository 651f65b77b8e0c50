import { z } from 'zod';

// The building blocks every request schema is made of. A rule about what an id or a text may hold lives here once,
// so an endpoint cannot forget it: the route-table test sends a NUL and an out-of-range id to every field of every
// endpoint and expects a field error (40000), never a 500.

/** PostgreSQL's `integer`, the type of every id column: a larger id cannot name a row. */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const ZId = z.number().int().min(1).max(MAX_ID);

/** A row id from a path or a query string (text on the wire). */
export const ZIdParam = z.coerce.number().int().min(1).max(MAX_ID);

/**
 * The message key of a text that holds U+0000: PostgreSQL's text cannot store it, and no person types it, so it is
 * refused as the field's own error instead of failing in the database.
 */
export const NUL_MESSAGE = 'nulCharacter';

const withoutNul = (value: string) => !value.includes('\u0000');

/** Any text input. Chain the field's own rules after it: `text().trim().max(100)`. */
export function text() {
  return z.string().refine(withoutNul, { message: NUL_MESSAGE, abort: true });
}

/** An e-mail address: trimmed, lower-cased, at most 254 characters (RFC 5321). The one e-mail rule of every form. */
/** Text trimmed at both ends, at most `max` characters. */
export const trimmed = (max: number) => text().trim().max(max);
/** Trimmed text that must not be empty. */
export const required = (max: number) => trimmed(max).min(1);
/** A country as ISO 3166-1 alpha-2, upper-cased. */
export const ZCountryCode = text().trim().length(2).toUpperCase();

export const ZEmail = text().trim().toLowerCase().max(254).pipe(z.email());

/**
 * A phone or fax number: digits with the usual separators (spaces, `( )` and `-`), starting with `+` or a digit. The one
 * phone rule of the company profile, its contacts, the registration and the personal profile.
 */
export const ZPhone = text()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{3,24}$/);

/**
 * What an http(s) link looks like. Named so the form kit and the server's messages can tell this pattern's issue
 * apart from other patterns and say "enter a valid link" instead of "check the format".
 */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** An http(s) link to somewhere else on the web. */
export const ZHttpUrl = text().trim().max(500).regex(HTTP_URL_PATTERN);

/** A calendar date as YYYY-MM-DD (a day, not an instant: shipping and delivery windows). */
export const ZCalendarDate = text()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'invalid' });

/** An instant with its offset, as the web sends a picked date and time (release times). */
export const ZInstant = z.iso.datetime({ offset: true });

// The rest of the SPEC §5 rule set. Each refusal carries a message key of its own (like NUL_MESSAGE), which the web's
// form kit (shared/forms/issue-kinds.ts) and the server's field messages (validation-messages.ts) word in four
// languages.

/** The message key of an address that is neither IPv4 nor IPv6. */
export const IP_MESSAGE = 'ip';

const ZIpv4 = z.ipv4();
const ZIpv6 = z.ipv6();

/**
 * An IP address, v4 (`203.0.113.7`) or v6 (`2001:db8::1`), as zod's own ipv4/ipv6 formats read them. A refinement
 * rather than a union, so a refusal is one field error ('ip') instead of a union's two.
 */
export const ZIpAddress = text()
  .trim()
  .max(45)
  .refine((v) => ZIpv4.safeParse(v).success || ZIpv6.safeParse(v).success, { message: IP_MESSAGE });

/** The message key of a number that is not a mainland-China mobile number. */
export const PHONE_MESSAGE = 'phone';

/** Eleven digits from 13x to 19x (the mainland's mobile ranges), optionally after +86 and a space or hyphen. */
export const CHINA_MOBILE_PATTERN = /^(?:\+86[ -]?)?1[3-9]\d{9}$/;

/**
 * A mainland-China mobile number (SMS, WeChat). Kept as typed: a +86 stays, so what the user entered is what they
 * see again. International phone and fax numbers are ZPhone.
 */
export const ZChinaMobile = text().trim().regex(CHINA_MOBILE_PATTERN, { message: PHONE_MESSAGE });

/** The message key of a field that must repeat another (a password confirmation). */
export const EQUAL_MESSAGE = 'equal';

/**
 * The rule "`field` equals `other`" of an object schema, as a field error on `field` (code custom, message 'equal',
 * `params.other` naming the other field): `z.object({ password, confirm }).superRefine(equalTo('confirm', 'password'))`.
 */
export function equalTo<K extends string, O extends string>(field: K, other: O) {
  return (value: { [P in K | O]?: unknown }, ctx: z.RefinementCtx): void => {
    if (value[field] !== value[other]) {
      ctx.addIssue({ code: 'custom', path: [field], message: EQUAL_MESSAGE, params: { other } });
    }
  };
}
