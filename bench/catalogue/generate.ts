// Fills a catalogue database of its own with N products: the schema through the server's own migrations and
// reference seed (so it is exactly the app's), Zipf-sized suppliers from the demo seed's company generator, a few buyer
// companies with one member to log in as, then the products in large set-based INSERTs (jsonb_to_recordset: one
// parameter per 5,000 rows on both PostgreSQL and PGlite; pg-copy-streams is not a dependency). The products' indexes
// are dropped for the load and rebuilt from their own definitions after it (faster than maintaining 15 indexes row by
// row, the same indexes in the end), then the database is vacuumed and analyzed.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { brands, companies, users } from '../../apps/server/src/db/schema/index.ts';
import { seedOnStart } from '../../apps/server/src/db/seed/seed.ts';
import { buildBuyers } from '../../apps/server/src/db/seed/demo/buyers.ts';
import { buildSellers } from '../../apps/server/src/db/seed/demo/companies.ts';
import type { ProductDraftRow } from '../../apps/server/src/db/seed/demo/products.ts';
import { apportion, createRng, type SeedCurrency } from '../../apps/server/src/db/seed/demo/prng.ts';
import { createDefaultBrands } from '../../apps/server/src/modules/catalogue/brands.repository.ts';
import { hashPassword } from '../../apps/server/src/platform/crypto/password.ts';
import { DEFAULT_DATABASE_TIMEOUTS, openDatabase, type Database } from '../../apps/server/src/platform/db/database.ts';
import { searchBuilder } from '../directory/grow.ts';
import type { Store } from '../directory/server.ts';
import { PRODUCT_COLUMNS, productRecord, type ProductRecord, type SupplierRef } from './products.ts';

/** The member the benchmark logs in as (password Demo#2026, as the demo accounts, so bench/directory's login() works). */
export const BENCH_MEMBER = 'bench-buyer@example.com';
/**
 * A second member for bench/catalogue/explain.ts: one live session per user (a login ends the others), so the plans
 * tool must not log in as the member a running benchmark uses.
 */
export const EXPLAIN_MEMBER = 'bench-explain@example.com';
export const BENCH_PASSWORD = 'Demo#2026';
const ROWS_PER_INSERT = 5_000;
/** The Zipf exponent of supplier sizes: at 1,000,000 products the largest has about 100,000, the tail a handful. */
const ZIPF = 1;

export type Driver = 'pg' | 'pglite';

/** The database of one catalogue size: `bench_catalogue_<n>` on PostgreSQL, .tmp/bench/catalogue-pglite-<n> on PGlite. */
export function catalogueStore(
  root: string,
  driver: Driver,
  products: number,
  adminUrl: string,
): Store & { name: string; adminUrl: string } {
  const dataDir = path.join(root, '.tmp/bench', `catalogue-${driver}-${products}`);
  const name = `bench_catalogue_${products}`;
  if (driver === 'pglite')
    return {
      driver: 'pglite',
      dataDir,
      label: dataDir,
      name,
      adminUrl,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    driver: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    label: `${url.host}/${name}`,
    name,
    adminUrl,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

/** Products in the store's database, or null when it does not exist (or has no schema yet). */
export async function existingProducts(store: Store & { name: string; adminUrl: string }): Promise<number | null> {
  if (store.driver === 'postgres') {
    const found = await adminQuery(store.adminUrl, `select 1 from pg_database where datname = '${store.name}'`);
    if (!found.rowCount) return null;
  }
  const { existsSync } = await import('node:fs');
  if (store.driver === 'pglite' && !existsSync(path.join(store.dataDir, 'pgdata'))) return null;
  const database = await open(store);
  try {
    const { rows } = await database.executeSql(`select count(*)::int as n from products`);
    return (rows[0] as { n: number }).n;
  } catch {
    return null;
  } finally {
    await database.close();
  }
}

const open = (store: Store) =>
  openDatabase({
    databaseUrl: store.databaseUrl,
    dataDir: store.dataDir,
    // One connection, so that the session settings below hold for every statement; no statement timeout for the
    // index builds of a million rows.
    poolSize: 1,
    timeouts: { ...DEFAULT_DATABASE_TIMEOUTS, connectMs: 10_000, statementMs: 6 * 3_600_000, idleMs: 600_000 },
  });

export interface GenerateResult {
  products: number;
  suppliers: number;
  largestSupplier: number;
  smallestSupplier: number;
  buyers: number;
  /** Milliseconds per phase. */
  ms: { schema: number; companies: number; products: number; indexes: number; analyze: number; total: number };
}

/** How many suppliers a catalogue of `n` products has: about 100 products each on average, Zipf-distributed. */
export const suppliersFor = (n: number) => Math.max(20, Math.round(n / 100));

/** Creates (or re-creates) the store's database and fills it with `n` products. */
export async function generateCatalogue(
  store: Store & { name: string; adminUrl: string },
  n: number,
  log: (m: string) => void,
): Promise<GenerateResult> {
  const t0 = Date.now();
  await store.drop();
  mkdirSync(store.dataDir, { recursive: true });
  if (store.driver === 'postgres') await adminQuery(store.adminUrl, `CREATE DATABASE "${store.name}"`);
  const database = await open(store);
  try {
    await database.migrate();
    await seedOnStart(database.db, { demo: false, suppliers: 0, products: 0, uploadsDir: path.join(store.dataDir, 'uploads') });
    const tSchema = Date.now();
    log(`  schema (server migrations + reference seed) in ${((tSchema - t0) / 1000).toFixed(1)} s`);

    const supplierCount = suppliersFor(n);
    const counts = apportion(
      n,
      Array.from({ length: supplierCount }, (_, i) => 1 / (i + 1) ** ZIPF),
      1,
    );
    const { suppliers, buyers } = await insertCompanies(database, supplierCount);
    const tCompanies = Date.now();
    log(
      `  ${supplierCount} suppliers (largest ${counts[0]} products, smallest ${counts.at(-1)}), ${buyers} buyer companies in ${((tCompanies - tSchema) / 1000).toFixed(1)} s`,
    );

    if (database.driver === 'postgres') {
      await database.executeSql(`set maintenance_work_mem = '1GB'`);
      await database.executeSql(`set synchronous_commit = off`);
    }
    const { rows: indexRows } = await database.executeSql(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'products' and indexdef not like '%UNIQUE%'`,
    );
    const indexes = indexRows as { indexname: string; indexdef: string }[];
    for (const i of indexes) await database.executeSql(`drop index "${i.indexname}"`);

    await insertProducts(database, suppliers, counts, n, log);
    const tProducts = Date.now();
    log(`  ${n} products in ${((tProducts - tCompanies) / 1000).toFixed(1)} s`);

    for (const i of indexes) {
      const t = Date.now();
      await database.executeSql(i.indexdef);
      if (Date.now() - t > 5_000) log(`    ${i.indexname} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    const tIndexes = Date.now();
    log(`  ${indexes.length} product indexes rebuilt in ${((tIndexes - tProducts) / 1000).toFixed(1)} s`);
    await database.executeSql(`vacuum (analyze)`);
    const tAnalyze = Date.now();
    log(`  VACUUM ANALYZE in ${((tAnalyze - tIndexes) / 1000).toFixed(1)} s`);
    return {
      products: n,
      suppliers: supplierCount,
      largestSupplier: counts[0],
      smallestSupplier: counts.at(-1)!,
      buyers,
      ms: {
        schema: tSchema - t0,
        companies: tCompanies - tSchema,
        products: tProducts - tCompanies,
        indexes: tIndexes - tProducts,
        analyze: tAnalyze - tIndexes,
        total: tAnalyze - t0,
      },
    };
  } finally {
    await database.close();
  }
}

/** Suppliers (demo generator, with a showroom-privacy and segment mix), their default brands, buyers and the member. */
async function insertCompanies(database: Database, count: number): Promise<{ suppliers: SupplierRef[]; buyers: number }> {
  const db = database.db;
  const r = createRng('bench-catalogue-companies');
  const builder = await searchBuilder();
  const drafts = buildSellers(count);
  const names = new Set<string>();
  for (const [i, d] of drafts.entries()) {
    // The demo generator repeats Chinese names past a few hundred sellers: number them, as it numbers English ones.
    if (names.has(d.row.name)) d.row.name = `${d.row.name} (${i})`;
    names.add(d.row.name);
    d.row.productPrivacy = r.weighted([
      ['everyone', 85],
      ['community', 12],
      ['contacts', 3],
    ] as const);
    d.row.segment = r.weighted([
      ['high', 20],
      ['mid', 45],
      ['low', 20],
      ['light', 15],
    ] as const);
    const sample = [{ published: true, name: d.row.nameEn ?? d.row.name, categories: [] as number[] }] as unknown as ProductDraftRow[];
    Object.assign(d.row, builder.derive(d, sample));
  }
  const placed: { id: number; name: string }[] = [];
  for (let i = 0; i < drafts.length; i += 500) {
    placed.push(
      ...(await db
        .insert(companies)
        .values(drafts.slice(i, i + 500).map((d) => d.row))
        .returning({ id: companies.id, name: companies.name })),
    );
  }
  const idOf = new Map(placed.map((p) => [p.name, p.id]));
  for (let i = 0; i < drafts.length; i += 1000)
    await createDefaultBrands(
      db,
      drafts.slice(i, i + 1000).map((d) => ({ companyId: idOf.get(d.row.name)!, name: d.row.name })),
    );
  const brandRows = await db.select({ id: brands.id, companyId: brands.companyId }).from(brands).where(eq(brands.isDefault, true));
  const brandOf = new Map(brandRows.map((b) => [b.companyId, b.id]));

  const buyerDrafts = buildBuyers().drafts;
  const buyerIds = await db
    .insert(companies)
    .values(buyerDrafts.map((d) => d.row))
    .returning({ id: companies.id });
  const now = new Date();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.insert(users).values(
    [BENCH_MEMBER, EXPLAIN_MEMBER].map((email, i) => ({
      companyId: buyerIds[i].id,
      email,
      passwordHash,
      companyRole: 'admin' as const,
      status: 'active' as const,
      firstName: 'Bench',
      lastName: i ? 'Explainer' : 'Buyer',
      locale: 'en',
      termsAcceptedAt: now,
    })),
  );
  return {
    suppliers: drafts.map((d) => ({
      id: idOf.get(d.row.name)!,
      brandId: brandOf.get(idOf.get(d.row.name)!) ?? null,
      country: d.row.country ?? null,
      city: d.row.city ?? null,
      currency: (d.row.preferredCurrency ?? 'USD') as SeedCurrency,
      skuPrefix: d.skuPrefix,
    })),
    buyers: buyerIds.length,
  };
}

const COLUMN_LIST = PRODUCT_COLUMNS.map(([c]) => c);
const INSERT_SQL = `insert into products (brand_id, ${COLUMN_LIST.join(', ')})
  select brand_id, ${COLUMN_LIST.join(', ')}
  from jsonb_to_recordset($1::jsonb) as t(brand_id int, ${PRODUCT_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ')})`;

/** Products in ROWS_PER_INSERT batches; the next batch is built while the database inserts the last one. */
async function insertProducts(database: Database, suppliers: SupplierRef[], counts: number[], n: number, log: (m: string) => void) {
  const r = createRng(`bench-catalogue-products-${n}`);
  // Whose each product is, shuffled: suppliers add products over the whole two years, not one after the other.
  const owner = new Int32Array(n);
  for (let s = 0, k = 0; s < counts.length; s++) for (let c = 0; c < counts[s]; c++) owner[k++] = s;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [owner[i], owner[j]] = [owner[j], owner[i]];
  }
  const seq = new Int32Array(suppliers.length);
  let pending: Promise<unknown> = Promise.resolve();
  let lastLog = Date.now();
  for (let start = 0; start < n; start += ROWS_PER_INSERT) {
    const batch: ProductRecord[] = [];
    for (let k = start; k < Math.min(n, start + ROWS_PER_INSERT); k++) {
      const supplier = suppliers[owner[k]];
      const row = productRecord(r, { supplier, index: k, total: n, seq: ++seq[owner[k]] });
      row.brand_id = supplier.brandId;
      batch.push(row);
    }
    await pending;
    pending = database.executeSql(INSERT_SQL, [JSON.stringify(batch)]);
    if (Date.now() - lastLog > 30_000) {
      lastLog = Date.now();
      log(`    ${start + batch.length} products…`);
    }
  }
  await pending;
}
