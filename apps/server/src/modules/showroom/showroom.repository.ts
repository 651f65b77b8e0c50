import { eq } from 'drizzle-orm';
import type { CompanyPrivacy, ShowroomPrivacy } from '@gembourse/contracts/showroom';
import { companies } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The only SQL of the showroom settings: a company's privacy and Q&A switches. */
export function showroomRepository(db: Db) {
  const privacyColumns = {
    productPrivacy: companies.productPrivacy,
    contactPrivacy: companies.contactPrivacy,
    qaEnabled: companies.qaEnabled,
    qaAnonymous: companies.qaAnonymous,
  };
  return {
    /** The company's privacy settings; undefined for an unknown id. */
    async privacyOf(companyId: number) {
      const [row] = await db.select(privacyColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
      return row;
    },
    /** Writes the given privacy settings of the company (every one, or the contact privacy alone); answers them all. */
    async savePrivacy(companyId: number, values: ShowroomPrivacy | CompanyPrivacy) {
      const [row] = await db
        .update(companies)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(companies.id, companyId))
        .returning(privacyColumns);
      return row;
    },
  };
}
export type ShowroomRepository = ReturnType<typeof showroomRepository>;
export type PrivacyRow = NonNullable<Awaited<ReturnType<ShowroomRepository['privacyOf']>>>;
