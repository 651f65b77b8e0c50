import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A timestamp as a W3C datetime in UTC to the second (`2026-12-02T02:25:47Z`, a sitemap's lastmod), formatted by the
 * database: one string per row and the same text on PGlite and PostgreSQL, no Date made and printed per row.
 */
export const w3cDatetime = (column: SQLWrapper): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
