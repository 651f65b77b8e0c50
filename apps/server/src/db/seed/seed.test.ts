import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  companies,
  companyContacts,
  conversations,
  dictionaryEntries,
  invoices,
  menus,
  messages,
  plans,
  products,
  subscriptions,
  users,
} from '../schema/index.ts';
import { FREE_PLAN_CODES } from '@gembourse/contracts/billing';
import { planLimitsService } from '../../modules/billing/plan-limits.ts';
import type { Database } from '../../platform/db/database.ts';
import { verifyPassword } from '../../platform/crypto/password.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { seedOnStart } from './seed.ts';

const uploadsDir = path.join(os.tmpdir(), 'gembourse-test-uploads');
const opened: { database: Database; drop: () => Promise<void> }[] = [];
/** A migrated database without data: a copy of the run's migrated template (the migrations run once per run). */
async function fresh() {
  const d = await openTestDatabase('migrated', inject('gbTestTemplates'));
  opened.push(d);
  return d.database;
}
afterAll(async () => {
  for (const d of opened) {
    await d.database.close();
    await d.drop();
  }
});
const count = async (d: Database, table: typeof companies | typeof products | typeof dictionaryEntries) =>
  (await d.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

describe('demo seed', () => {
  it('is deterministic, runs only on an empty database, and creates working demo accounts', async () => {
    const a = await fresh();
    const b = await fresh();
    const opts = { demo: true, suppliers: 8, products: 80, uploadsDir };
    expect(await seedOnStart(a.db, opts)).toMatchObject({ products: 80 });
    await seedOnStart(b.db, opts);
    const names = (d: Database) => d.db.select({ n: products.name, p: products.price }).from(products).orderBy(asc(products.id));
    expect(await names(a)).toEqual(await names(b));
    expect(await count(a, products)).toBe(80);

    // A second start leaves the data alone.
    expect(await seedOnStart(a.db, opts)).toBeNull();
    expect(await count(a, products)).toBe(80);

    const demo = await a.db
      .select()
      .from(users)
      .where(sql`${users.email} like '%@example.com'`);
    expect(demo.map((u) => u.email).sort()).toEqual([
      'admin@example.com',
      'buyer@example.com',
      'staff@example.com',
      'supplier@example.com',
    ]);
    expect(await verifyPassword('Demo#2026', demo[0].passwordHash)).toBe(true);
    expect(demo.find((u) => u.email === 'admin@example.com')?.administratorFlag).toBe(true);

    // Every supplier (not the organiser's company) shows contact persons; Aurora's are its two demo members, in order.
    const organiser = demo.find((u) => u.email === 'admin@example.com')!.companyId;
    const sellers = await a.db
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.joinType} = 'seller' and ${companies.id} <> ${organiser}`);
    const contacts = await a.db.select().from(companyContacts).orderBy(asc(companyContacts.companyId), asc(companyContacts.sort));
    expect(new Set(contacts.map((c) => c.companyId))).toEqual(new Set(sellers.map((s) => s.id)));
    const supplier = demo.find((u) => u.email === 'supplier@example.com')!;
    expect(contacts.filter((c) => c.companyId === supplier.companyId).map((c) => c.email)).toEqual([
      'supplier@example.com',
      'staff@example.com',
    ]);

    // The demo accounts' conversations (content-chat.ts): two each, none between the two of them, everything read so
    // that their badges start at zero.
    const buyer = demo.find((u) => u.email === 'buyer@example.com')!;
    const pairs = await a.db.select({ a: conversations.userA, b: conversations.userB }).from(conversations);
    const of = (id: number) => pairs.filter((c) => c.a === id || c.b === id);
    expect(of(supplier.id)).toHaveLength(2);
    expect(of(buyer.id)).toHaveLength(2);
    expect(of(supplier.id).some((c) => c.a === buyer.id || c.b === buyer.id)).toBe(false);
    const [unread] = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(isNull(messages.readAt));
    expect(unread.n).toBe(0);

    // Every demo company has a plan of its side that its products and members fit (issue 13; sides: issue 28 item 7);
    // Aurora is on Pro, monthly, paid with a test card and renewed once; other suppliers are on Free or Pro, buyers on
    // the buyers' free plan.
    const planLimits = planLimitsService({ db: a.db });
    const all = await a.db.select({ id: companies.id, joinType: companies.joinType }).from(companies);
    const planned = await Promise.all(
      all.map(async (c) => ({ ...c, plan: await planLimits.planOf(c.id), usage: await planLimits.usage(c.id) })),
    );
    for (const c of planned) {
      expect(c.plan.code, `company ${c.id}`).toMatch(c.joinType === 'buyer' ? /^buyer-(free|team)$/ : /^(free|pro|business)$/);
      if (c.plan.limits.maxProducts !== null) expect(c.usage.products, `company ${c.id}`).toBeLessThanOrEqual(c.plan.limits.maxProducts);
      if (c.plan.limits.maxUsers !== null) expect(c.usage.users, `company ${c.id}`).toBeLessThanOrEqual(c.plan.limits.maxUsers);
    }
    expect(planned.find((c) => c.id === supplier.companyId)?.plan.code).toBe('pro');
    expect(new Set(planned.filter((c) => c.joinType === 'seller').map((c) => c.plan.code))).toEqual(new Set(['free', 'pro']));
    expect(planned.filter((c) => c.joinType === 'buyer').every((c) => c.plan.code === FREE_PLAN_CODES.buyer)).toBe(true);
    const [aurora] = await a.db.select().from(subscriptions).where(eq(subscriptions.companyId, supplier.companyId));
    expect(aurora).toMatchObject({ cycle: 'monthly', orderStatus: 'active', cancelAtPeriodEnd: false });
    const auroraInvoices = await a.db.select().from(invoices).where(eq(invoices.companyId, supplier.companyId));
    expect(auroraInvoices.map((i) => [i.subtotalCents, i.cardLast4])).toEqual([
      [4900, '4242'],
      [4900, '4242'],
    ]);
    // Two fresh databases migrated and seeded: 15 s on an idle 2-core machine.
  }, 90_000);

  it('writes real images that products point to', async () => {
    const d = await fresh();
    await seedOnStart(d.db, { demo: true, suppliers: 8, products: 80, uploadsDir });
    const [p] = await d.db.select({ images: products.images }).from(products).limit(1);
    const file = path.join(uploadsDir, p.images[0].replace(/^\/uploads\//, ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeGreaterThan(100);
  });

  it('seeds only reference data outside demo mode', async () => {
    const d = await fresh();
    expect(await seedOnStart(d.db, { demo: false, suppliers: 8, products: 80, uploadsDir })).toBeNull();
    expect(await count(d, companies)).toBe(0);
    expect(await count(d, dictionaryEntries)).toBeGreaterThan(150);
    // The plans are reference data: every installation offers them, each side its free plan among them.
    const codes = (await d.db.select({ code: plans.code, side: plans.side }).from(plans)).map((p) => `${p.side}:${p.code}`);
    expect(codes).toEqual(expect.arrayContaining([`seller:${FREE_PLAN_CODES.seller}`, `buyer:${FREE_PLAN_CODES.buyer}`]));
  });

  it("brings a moved menu back to the release on the next start, keeping the organiser's switches", async () => {
    const d = await fresh();
    await seedOnStart(d.db, { demo: false, suppliers: 8, products: 80, uploadsDir });
    // An older release's row, which the organiser has since hidden.
    await d.db.update(menus).set({ path: '/home/old-path', webPerms: 'old:perm', visibleFlag: false }).where(eq(menus.menuId, 401));
    await d.db.update(menus).set({ webPerms: 'old:perm' }).where(eq(menus.menuId, 4011));
    await seedOnStart(d.db, { demo: false, suppliers: 8, products: 80, uploadsDir });
    const rows = await d.db
      .select()
      .from(menus)
      .where(inArray(menus.menuId, [401, 4011]))
      .orderBy(asc(menus.menuId));
    expect(rows.map((r) => [r.path, r.webPerms, r.visibleFlag])).toEqual([
      ['/home/company-profile-edit', null, false],
      [null, 'company:profile:edit', true],
    ]);
  });
});
