import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleCompanyQuery } from '@gembourse/contracts/console';
import { companies, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';

const c = companies;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `<alias>."column"`: drizzle leaves columns of a one-table query unqualified, which a subquery would rebind. */
const qualified = (alias: string, column: { name: string }) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
const a = (column: { name: string }) => qualified('admin', column);

/**
 * The company's first administrator (its registrant) as a correlated subquery, so a page of companies and their
 * admins is one query, never one per row; served by users_company_idx.
 */
const adminEmail = sql<string | null>`(
  select ${a(users.email)} from ${users} as ${sql.identifier('admin')}
  where ${a(users.companyId)} = ${qualified('companies', c.id)} and ${a(users.companyRole)} = 'admin'
    and not ${a(users.administratorFlag)}
  order by ${a(users.id)} limit 1
)`;

/** One row of the console's company list (SPEC §3 "Admin view of a company"). */
const listColumns = {
  id: c.id,
  name: c.name,
  nameEn: c.nameEn,
  joinType: c.joinType,
  status: c.status,
  verificationStatus: c.verificationStatus,
  createdAt: c.createdAt,
  businessNature: c.businessNature,
  businessNatureOther: c.businessNatureOther,
  website: c.website,
  country: c.country,
  address: c.address,
  faxCountry: c.faxCountry,
  faxArea: c.faxArea,
  faxNumber: c.faxNumber,
  logo: c.logo,
  brochures: c.brochures,
  adminEmail,
};

function listWhere(q: ConsoleCompanyQuery): SQL | undefined {
  const keyword = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
  return and(
    keyword ? or(ilike(c.name, keyword), ilike(c.nameEn, keyword)) : undefined,
    q.joinType ? eq(c.joinType, q.joinType) : undefined,
    q.status ? eq(c.status, q.status) : undefined,
    q.verification ? eq(c.verificationStatus, q.verification) : undefined,
  );
}

/**
 * The console's own read: the company list. A decision is one transaction (`transaction`) in which the company module
 * locks and changes the row (company-records.service.ts) and the admins' e-mails are recorded, or nothing is.
 */
export function consoleRepository(db: Db) {
  return transactional(db, (db) => ({
    /** A page of companies, newest registrations first, with the exact count (the console is not a hot path). */
    async list(q: ConsoleCompanyQuery) {
      const where = listWhere(q);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(listColumns)
          .from(c)
          .where(where)
          .orderBy(desc(c.createdAt), desc(c.id))
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(c)
          .where(where),
      ]);
      return { rows, total };
    },
  }));
}
export type ConsoleRepository = ReturnType<typeof consoleRepository>;
export type ConsoleCompanyRow = Awaited<ReturnType<ConsoleRepository['list']>>['rows'][number];
