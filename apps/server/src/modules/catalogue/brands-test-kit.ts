import { and, eq } from 'drizzle-orm';
import { brands } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createDefaultBrands } from './brands.repository.ts';

/**
 * The default brand of a test supplier (company-test-kit's makeCompany inserts the company row itself, without the
 * registration path that creates it): created as a new supplier's is, and its id answered.
 */
export async function defaultBrandOf(t: TestApp, company: { id: number; name?: string }): Promise<number> {
  const db = t.database.db;
  await createDefaultBrands(db, [{ companyId: company.id, name: company.name ?? `Company ${company.id}` }]);
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.companyId, company.id), eq(brands.isDefault, true)));
  return row.id;
}

/** Another (non-default) brand of a test supplier, set up directly. */
export async function extraBrand(t: TestApp, companyId: number, name: string, logo: string | null = null): Promise<number> {
  const [row] = await t.database.db.insert(brands).values({ companyId, name, logo }).returning({ id: brands.id });
  return row.id;
}
