import { eq } from 'drizzle-orm';
import type { CompanyPrivacy, ShowroomPrivacy } from '@gembourse/contracts/showroom';
import { companies } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';

/** Columns only the company module's jobs write: derived data (company-derived.repository.ts) and visit counts. */
type Maintained = 'id' | 'searchText' | 'productCategories' | 'publishedProducts' | 'visitCount' | 'createdAt' | 'updatedAt';
/** A new company as registration creates it. */
export type NewCompany = Omit<typeof companies.$inferInsert, Maintained>;
/** A change of a company's own columns (profile, settings, states). */
export type CompanyWrite = Partial<NewCompany>;
export type CompanyStatus = (typeof companies.$inferSelect)['status'];
export type VerificationStatus = (typeof companies.$inferSelect)['verificationStatus'];

const c = companies;
const privacyColumns = {
  productPrivacy: c.productPrivacy,
  contactPrivacy: c.contactPrivacy,
  qaEnabled: c.qaEnabled,
  qaAnonymous: c.qaAnonymous,
};

/**
 * Every INSERT and UPDATE of `companies` outside the company module's jobs (scripts/check-table-owners.mjs keeps it
 * so). Other modules reach it through company-records.service.ts, which keeps the derived columns in step.
 */
export function companyWrites(db: Db) {
  return {
    async insert(values: NewCompany): Promise<number> {
      const [row] = await db.insert(c).values(values).returning({ id: c.id });
      return row.id;
    },

    /** Writes the given columns and stamps updated_at; false when there is no such company. */
    async update(companyId: number, values: CompanyWrite): Promise<boolean> {
      const rows = await db
        .update(c)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(c.id, companyId))
        .returning({ id: c.id });
      return rows.length > 0;
    },

    /** Writes privacy settings (all of them, or the contact privacy alone) and answers them all; undefined if unknown. */
    async savePrivacy(companyId: number, values: ShowroomPrivacy | CompanyPrivacy) {
      const [row] = await db
        .update(c)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(c.id, companyId))
        .returning(privacyColumns);
      return row;
    },

    /**
     * The company's names and states, locked until the transaction ends (FOR UPDATE): two deciders (organisers in the
     * console) take turns, so the second sees the first's decision.
     */
    async lock(id: number) {
      const [row] = await db
        .select({
          id: c.id,
          name: c.name,
          nameEn: c.nameEn,
          joinType: c.joinType,
          status: c.status,
          verificationStatus: c.verificationStatus,
        })
        .from(c)
        .where(eq(c.id, id))
        .limit(1)
        .for('update');
      return row;
    },
  };
}
export type CompanyWrites = ReturnType<typeof companyWrites>;

/** companyWrites with `transaction` (platform/db/transactional.ts). */
export const companiesRepository = (db: Db) => transactional(db, companyWrites);
export type CompaniesRepository = ReturnType<typeof companiesRepository>;
