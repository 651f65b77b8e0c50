import { and, eq, ne } from 'drizzle-orm';
import { companies, products, uploads, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/crypto/password.ts';
import { bearer, call, loginAs, type TestApp } from '../../test/test-app.ts';
import { refreshCompanyDerived } from './company-derived.repository.ts';

// Test helpers for the company and engagement tests (not a test file itself).

export const PASSWORD = 'Kit#pass2026';
let seq = 0;

/** The field errors of a 40000 answer's data. */
export const fieldErrors = (data: unknown) => (data as { fieldErrors: { path: string; message: string }[] }).fieldErrors;

/** A JSON call as `token` (or a guest), with an optional `lang` header. */
export function api<T = unknown>(t: TestApp, method: 'GET' | 'POST', url: string, token?: string, payload?: object, lang?: string) {
  return call<T>(t.app, { method, url, payload, headers: { ...(token ? bearer(token) : {}), ...(lang ? { lang } : {}) } });
}

type CompanyValues = Partial<typeof companies.$inferInsert>;

/**
 * A company of our own with an active admin who can log in (and a standard user), so expectations never depend on
 * generated demo names. A seller is verified and gets a published product unless told otherwise; derived search
 * columns are computed as the app does.
 */
export async function makeCompany(
  t: TestApp,
  values: CompanyValues & { name: string },
  opts: { products?: { name: string; categories: number[] }[]; preferences?: number[]; userNature?: number } = {},
) {
  const db = t.database.db;
  const n = ++seq;
  const [company] = await db
    .insert(companies)
    // A supplier is verified unless a test says otherwise: others see unverified suppliers nowhere (company-access.ts).
    .values({
      joinType: 'seller',
      status: 'active',
      country: 'HK',
      verificationStatus: values.joinType === 'buyer' ? 'unverified' : 'verified',
      ...values,
    })
    .returning({ id: companies.id });
  const items = opts.products ?? (values.joinType === 'buyer' ? [] : [{ name: `Sample piece ${n}`, categories: [30733] }]);
  if (items.length) {
    await db.insert(products).values(
      items.map((p, i) => ({
        companyId: company.id,
        name: p.name,
        sku: `KIT-${n}-${i}`,
        currency: 'USD' as const,
        price: 100,
        published: true,
        categories: p.categories,
      })),
    );
  }
  await refreshCompanyDerived(db, company.id);
  const hash = await hashPassword(PASSWORD);
  const adminEmail = `admin${n}.${Date.now()}@kit.example`;
  const staffEmail = `staff${n}.${Date.now()}@kit.example`;
  const [admin, staff] = await db
    .insert(users)
    .values([
      {
        companyId: company.id,
        email: adminEmail,
        passwordHash: hash,
        status: 'active',
        companyRole: 'admin',
        firstName: 'Ada',
        lastName: `Kit${n}`,
        productPreferences: opts.preferences ?? [],
        businessNature: opts.userNature ?? null,
        locale: 'en',
      },
      {
        companyId: company.id,
        email: staffEmail,
        passwordHash: hash,
        status: 'active',
        companyRole: 'standard',
        firstName: 'Sam',
        lastName: `Kit${n}`,
        locale: 'zh-cn',
      },
    ])
    .returning({ id: users.id });
  return {
    id: company.id,
    adminId: admin.id,
    staffId: staff.id,
    adminEmail,
    staffEmail,
    staffName: `Sam Kit${n}`,
    admin: () => loginAs(t.app, adminEmail, PASSWORD),
    staff: () => loginAs(t.app, staffEmail, PASSWORD),
  };
}
export type KitCompany = Awaited<ReturnType<typeof makeCompany>>;

/** Records an upload as the uploads module would, and answers its URL. */
export async function recordUpload(t: TestApp, owner: { companyId: number; userId: number }, kind: 'image' | 'pdf') {
  const path = `${kind === 'image' ? 'img' : 'doc'}/2026/01/${Math.random().toString(16).slice(2).padEnd(12, '0')}${kind === 'image' ? '.webp' : '.pdf'}`;
  await t.database.db
    .insert(uploads)
    .values({ ...owner, kind, path, mime: kind === 'image' ? 'image/webp' : 'application/pdf', bytes: 1000 });
  return `/uploads/${path}`;
}

/** The e-mail of an active admin of some seller other than `exceptCompanyId` (demo users share the demo password). */
export async function otherSellerAdmin(t: TestApp, exceptCompanyId: number) {
  const [row] = await t.database.db
    .select({ email: users.email, companyId: users.companyId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(companies.joinType, 'seller'),
        ne(users.companyId, exceptCompanyId),
        eq(users.companyRole, 'admin'),
        eq(users.status, 'active'),
        eq(users.administratorFlag, false),
      ),
    )
    .limit(1);
  return row;
}

/** The demo account's user row. */
export async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The stored company row. */
export async function companyRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, id));
  return row;
}
