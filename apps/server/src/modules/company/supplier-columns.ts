import { and, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import { openSupplier } from './company-access.ts';

const c = companies;

/**
 * A supplier is listed when anybody may see it (an active, verified seller: company-access.ts) and it has at least one
 * published product. published_products is kept by refreshCompanyDerived: a correlated count or EXISTS over products
 * per row made every directory count walk the catalogue (80-180 ms at 10,000 suppliers, docs/benchmarks.md). A literal
 * `> 0`, like openSupplier's, so the directory's partial indexes are matched at plan time.
 */
export const isListedSupplier = and(openSupplier(c), sql`${c.publishedProducts} > 0`);

/** The columns of a supplier card (presentSummary). */
export const summaryColumns = {
  id: c.id,
  name: c.name,
  nameEn: c.nameEn,
  logo: c.logo,
  cover: c.cover,
  country: c.country,
  city: c.city,
  businessNature: c.businessNature,
  mainProducts: c.mainProducts,
  mainMarkets: c.mainMarkets,
  verificationStatus: c.verificationStatus,
  boothNumber: c.boothNumber,
  profile: c.profile,
  profileEn: c.profileEn,
  productCount: c.publishedProducts,
};

/** A literal int[] (empty arrays included, which drizzle's parameter binding cannot type). */
export const intArray = (values: readonly number[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;
