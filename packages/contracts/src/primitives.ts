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
export const ZEmail = text().trim().toLowerCase().max(254).pipe(z.email());

/**
 * A phone or fax number: digits with the usual separators (spaces, `( )` and `-`), starting with `+` or a digit. The one
 * phone rule of the company profile, its contacts, the registration and the personal profile.
 */
export const ZPhone = text()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{3,24}$/);

/** An http(s) link to somewhere else on the web. */
export const ZHttpUrl = text()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i);

/** A calendar date as YYYY-MM-DD (a day, not an instant: shipping and delivery windows). */
export const ZCalendarDate = text()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'invalid' });

/** An instant with its offset, as the web sends a picked date and time (release times). */
export const ZInstant = z.iso.datetime({ offset: true });
