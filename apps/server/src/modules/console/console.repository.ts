import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleCompanyQuery } from '@gembourse/contracts/console';
import { companies, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';

export type CompanyStatus = (typeof companies.$inferSelect)['status'];
export type VerificationStatus = (typeof companies.$inferSelect)['verificationStatus'];

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
 * The only SQL of the organiser's console actions: the company list, status and verification. A decision is one
 * transaction (`transaction`): the company row is locked, changed, and its e-mails recorded, or nothing is.
 */
export function consoleRepository(db: Db) {
  return transactional(db, (db) => ({
    /**
     * The company's names and states, locked until the transaction ends (FOR UPDATE): two organisers deciding at
     * once take turns, so the second sees the first's decision and the admins hear once.
     */
    async lockCompany(id: number) {
      const [row] = await db
        .select({ id: c.id, name: c.name, nameEn: c.nameEn, status: c.status, verificationStatus: c.verificationStatus })
        .from(c)
        .where(eq(c.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** A page of companies, newest registrations first, with the exact count (the console is not a hot path). */
    async list(q: ConsoleCompanyQuery) {
      const where = listWhere(q);
      const [rows, [{ total }]] = await Promise.all([
        db.select(listColumns).from(c).where(where).orderBy(desc(c.createdAt), desc(c.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(c).where(where),
      ]);
      return { rows, total };
    },

    async setCompanyStatus(id: number, status: CompanyStatus) {
      await db.update(c).set({ status, updatedAt: new Date() }).where(eq(c.id, id));
    },

    async setVerification(id: number, verification: VerificationStatus) {
      await db.update(c).set({ verificationStatus: verification, updatedAt: new Date() }).where(eq(c.id, id));
    },

    /** Who to tell about a company change, in their own language. */
    usersOf(companyId: number) {
      return db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.companyId, companyId));
    },

    /** The company's admins who can still hear from us (not disabled), with what an e-mail in their language needs. */
    adminsOf(companyId: number) {
      return db
        .select({ email: users.email, firstName: users.firstName, locale: users.locale, prefs: users.notificationPrefs })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'admin'), ne(users.status, 'disabled')))
        .orderBy(users.id);
    },
  }));
}
export type ConsoleRepository = ReturnType<typeof consoleRepository>;
export type ConsoleCompanyRow = Awaited<ReturnType<ConsoleRepository['list']>>['rows'][number];
