import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { companies } from '../../db/schema/index.ts';

/**
 * What the rules about one company need to know of it: its names, status, side, verification and privacy settings.
 * The one lookup the modules that decide about a company (showroom, contacts, share, connections) read it with; a
 * primary-key read, well under a millisecond.
 */
export async function companyFacts(db: Db, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      nameEn: companies.nameEn,
      status: companies.status,
      joinType: companies.joinType,
      verificationStatus: companies.verificationStatus,
      productPrivacy: companies.productPrivacy,
      contactPrivacy: companies.contactPrivacy,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}
export type CompanyFacts = NonNullable<Awaited<ReturnType<typeof companyFacts>>>;
