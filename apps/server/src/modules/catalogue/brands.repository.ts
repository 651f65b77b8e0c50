import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { brands, companies, favourites, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';

const b = brands;

/** What a supplier sets of a brand: its names and its logo. */
export type BrandValues = { name: string; nameEn: string | null; logo: string | null };

/** A brand as the list shows it: its columns and how many of the company's products carry it. */
const listColumns = {
  id: b.id,
  name: b.name,
  nameEn: b.nameEn,
  logo: b.logo,
  isDefault: b.isDefault,
  updatedAt: b.updatedAt,
  productCount: sql<number>`count(${products.id})::int`,
};

/** A company's names, as a default brand carries them (the registered name and the English one). */
export interface CompanyNames {
  name: string;
  nameEn?: string | null;
}

/**
 * The one place a supplier's default brand is created (docs/decisions.md "Brands: one model"): for a new supplier at
 * registration (company-records.service.ts, in the registration's transaction) and for every demo supplier (the seed).
 * It carries the company's names in both forms. A company that has one already keeps it (the partial unique index;
 * nothing happens).
 */
export async function createDefaultBrands(db: Db, suppliers: readonly ({ companyId: number } & CompanyNames)[]): Promise<void> {
  if (!suppliers.length) return;
  await db
    .insert(b)
    .values(suppliers.map((s) => ({ companyId: s.companyId, name: s.name, nameEn: s.nameEn?.trim() || null, isDefault: true })))
    .onConflictDoNothing();
}

/**
 * The default brand follows its company's new names (issue 28): called in the transaction that changes them, before
 * the change, so it can tell a brand still named after the company (both names as the company's) from one the
 * supplier renamed, which keeps its own. A name the company's other brands use already is not taken (the brand keeps
 * its names), and a save that changes neither name writes nothing. A primary-key probe of the company and the
 * brands_company_idx rows of one supplier.
 */
export async function followCompanyNames(db: Db, companyId: number, next: Partial<CompanyNames>): Promise<void> {
  if (next.name === undefined && next.nameEn === undefined) return;
  const name = next.name === undefined ? sql`c.name` : sql`${next.name}`;
  const nameEn = next.nameEn === undefined ? sql`c.name_en` : sql`${next.nameEn?.trim() || null}`;
  await db.execute(sql`
    update ${b} set name = ${name}, name_en = ${nameEn}, updated_at = now()
    from ${companies} c
    where c.id = ${b.companyId} and ${b.companyId} = ${companyId} and ${b.isDefault}
      and ${b.name} = c.name and ${b.nameEn} is not distinct from c.name_en
      and (${b.name} <> ${name} or ${b.nameEn} is distinct from ${nameEn})
      and not exists (select 1 from ${b} o where o.company_id = c.id and not o.is_default and lower(o.name) = lower(${name}))`);
}

/**
 * Every write of `brands` (scripts/check-table-owners.mjs keeps it so), and the reads of the supplier's own brand
 * pages. Everything is scoped by the caller's company: another company's brand is never found.
 */
export function brandWrites(db: Db) {
  /** The company's brand `id`, or undefined. */
  async function one(companyId: number, id: number) {
    const [row] = await db
      .select({ id: b.id, name: b.name, nameEn: b.nameEn, logo: b.logo, isDefault: b.isDefault })
      .from(b)
      .where(and(eq(b.id, id), eq(b.companyId, companyId)))
      .limit(1);
    return row;
  }

  return {
    one,

    /** The company's brands with their product counts, default first, then by name: one query (a grouped left join). */
    async list(companyId: number, id?: number) {
      return db
        .select(listColumns)
        .from(b)
        .leftJoin(products, eq(products.brandId, b.id))
        .where(and(eq(b.companyId, companyId), id === undefined ? undefined : eq(b.id, id)))
        .groupBy(b.id)
        .orderBy(desc(b.isDefault), asc(sql`lower(${b.name})`), asc(b.id));
    },

    /** Whether another brand of the company (not `exceptId`) has this name, whatever its case. */
    async nameTaken(companyId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: b.id })
        .from(b)
        .where(
          and(eq(b.companyId, companyId), sql`lower(${b.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(b.id, exceptId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Creates a (non-default) brand; undefined when the name was taken meanwhile (the unique index). */
    async create(companyId: number, values: BrandValues): Promise<number | undefined> {
      const [row] = await db
        .insert(b)
        .values({ companyId, ...values })
        .onConflictDoNothing()
        .returning({ id: b.id });
      return row?.id;
    },

    /** Renames a brand of the company or changes its logo; false when it has no such brand. */
    async update(companyId: number, id: number, values: BrandValues): Promise<boolean> {
      const rows = await db
        .update(b)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(b.id, id), eq(b.companyId, companyId)))
        .returning({ id: b.id });
      return rows.length > 0;
    },

    /**
     * The company's default brand, created first (named after the company) if the company has none, so a delete
     * always has somewhere for the products to go.
     */
    async defaultOf(companyId: number): Promise<number> {
      const find = () =>
        db
          .select({ id: b.id })
          .from(b)
          .where(and(eq(b.companyId, companyId), eq(b.isDefault, true)))
          .limit(1);
      let [row] = await find();
      if (!row) {
        const [company] = await db
          .select({ name: companies.name, nameEn: companies.nameEn })
          .from(companies)
          .where(eq(companies.id, companyId))
          .limit(1);
        await createDefaultBrands(db, [{ companyId, ...company }]);
        [row] = await find();
      }
      return row.id;
    },

    /**
     * Buyers who collected brand `fromId` keep the supplier in their favourites: their rows move to `toId` (when they
     * keep that one too, the older row stays), collected when they were.
     */
    async moveFavourites(fromId: number, toId: number): Promise<void> {
      await db.execute(sql`
        insert into ${favourites} (user_id, target_type, target_id, wish_list, created_at)
        select f.user_id, 'brand', ${toId}::int, f.wish_list, f.created_at from ${favourites} f
        where f.target_type = 'brand' and f.target_id = ${fromId}
        on conflict do nothing`);
      await db.delete(favourites).where(and(eq(favourites.targetType, 'brand'), eq(favourites.targetId, fromId)));
    },

    /** Deletes a non-default brand of the company; false when it has no such brand. */
    async remove(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(b)
        .where(and(eq(b.id, id), eq(b.companyId, companyId), eq(b.isDefault, false)))
        .returning({ id: b.id });
      return rows.length > 0;
    },

    /** Creates the default brand of a new supplier (company-records.service.ts), on the caller's transaction. */
    createDefault: (companyId: number, names: CompanyNames) => createDefaultBrands(db, [{ companyId, ...names }]),
    /** The default brand follows the company's new names (company-records.service.ts), on the caller's transaction. */
    followCompany: (companyId: number, names: Partial<CompanyNames>) => followCompanyNames(db, companyId, names),
  };
}
export type BrandWrites = ReturnType<typeof brandWrites>;
export type OwnBrandRow = Awaited<ReturnType<BrandWrites['list']>>[number];

/** brandWrites with `transaction` (platform/db/transactional.ts). */
export const brandsRepository = (db: Db) => transactional(db, brandWrites);
export type BrandsRepository = ReturnType<typeof brandsRepository>;
