import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The showroom settings' reads: a company's privacy and Q&A switches, currency and segment (the writes are the company module's). */
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

    /** The company's preferred currency and product segment; undefined for an unknown id. */
    async settingsOf(companyId: number) {
      const [row] = await db
        .select({ preferredCurrency: companies.preferredCurrency, segment: companies.segment })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row;
    },
  };
}
export type ShowroomRepository = ReturnType<typeof showroomRepository>;
export type PrivacyRow = NonNullable<Awaited<ReturnType<ShowroomRepository['privacyOf']>>>;
export type SettingsRow = NonNullable<Awaited<ReturnType<ShowroomRepository['settingsOf']>>>;
