// Entry point of the demo data (ARCHITECTURE §7): companies, accounts, products, content and the generated images.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../platform/crypto/password.ts';
import type { Db } from '../../../platform/db/database.ts';
import {
  banners,
  brands,
  collectionProducts,
  collections,
  companies,
  companyContacts,
  conversations,
  events,
  knowledgePosts,
  leads,
  messages,
  news,
  notifications,
  pages,
  products,
  users,
} from '../../schema/index.ts';
import { createDefaultBrands } from '../../../modules/catalogue/brands.repository.ts';
import { buildContacts, buildUsers, DEMO_PASSWORD, type Placed, type UserRow } from './accounts.ts';
import { AURORA_BRANDS, auroraBrandOf, auroraBrandRows } from './brands.ts';
import { buildBuyers, buildOrganiser } from './buyers.ts';
import { buildSellers, type CompanyDraft } from './companies.ts';
import { buildChatNotices, buildConversations } from './content-chat.ts';
import { buildCollections, buildKnowledgePosts, buildLeads, pickProducts } from './content-community.ts';
import { buildEvents } from './content-events.ts';
import { buildNews } from './content-news.ts';
import { buildBanners, buildPages } from './content-pages.ts';
import { companySearchText, labelList, productCategoriesOf } from '../../../modules/company/company-search-text.ts';
import { DICTIONARY_SEED } from '../dictionary-data.ts';
import { collectSeedUrls, renderImagePool } from './images.ts';
import { buildProducts, type ProductDraftRow } from './products.ts';
import { seedBilling, type BillingSeedCompany } from './billing.ts';

export interface DemoSeedOptions {
  suppliers: number;
  products: number;
  /** Absolute directory; images go to `${uploadsDir}/seed/` and are referenced as URLs `/uploads/seed/<file>`. */
  uploadsDir: string;
}

const BATCH = 500;

/**
 * A plausible postal code of the demo companies' countries for their cards' billing addresses (Hong Kong has none:
 * 999077 is what forms take).
 */
const POSTAL_CODES: Record<string, string> = {
  HK: '999077',
  CN: '518000',
  TW: '106',
  TR: '34000',
  GB: 'EC1A 1BB',
  US: '10001',
  IN: '400001',
  TH: '10500',
  IT: '36100',
  DE: '75172',
};

const SEARCHED_DICTIONARIES = new Set(['main_products', 'product_category']);
const seedLabels = new Map(
  DICTIONARY_SEED.filter((e) => SEARCHED_DICTIONARIES.has(e.dictCode)).map((e) => [e.dataValue, labelList(e.labels)]),
);

/** The derived search columns of a company, from its published products (the same function the editor uses). */
function derivedOf(c: CompanyDraft, rows: readonly ProductDraftRow[]) {
  const published = rows.filter((p) => p.published);
  const productCategories = productCategoriesOf(published);
  const source = { ...c.row, mainProducts: c.row.mainProducts ?? [], productNames: published.map((p) => p.name), productCategories };
  return { searchText: companySearchText(source, (id) => seedLabels.get(id)), productCategories, publishedProducts: published.length };
}

/** Inserts in batches of 500; returns what each batch's RETURNING gave, in order. */
async function insertBatched<T, R>(rows: readonly T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await insert(rows.slice(i, i + BATCH))));
  return out;
}

/**
 * The demo conversations and their read notices (content-chat.ts): the demo supplier with the first two other buyers,
 * the demo buyer with the first users of the next two suppliers that have a published product.
 */
async function seedChat(
  tx: Db,
  from: {
    userRows: readonly UserRow[];
    idByEmail: Map<string, number>;
    productId: (companyId: number, row: ProductDraftRow) => number;
    sellers: { companyId: number; firstProduct: ProductDraftRow | undefined }[];
    buyerCompanies: Set<number>;
  },
) {
  const id = (email: string) => from.idByEmail.get(email)!;
  const [aurora, ...others] = from.sellers.filter((s) => s.firstProduct);
  // A seed without products (SEED_PRODUCTS=0) has nothing to open the demo supplier's conversations from.
  if (aurora?.companyId !== from.sellers[0]?.companyId) return;
  const firstUserOf = (companyId: number) => from.userRows.find((u) => u.companyId === companyId)!;
  const otherBuyers = from.userRows.filter((u) => from.buyerCompanies.has(u.companyId!) && u.email !== 'buyer@example.com').slice(0, 2);
  const otherSellers = others.slice(0, 2).map((s) => ({
    userId: id(firstUserOf(s.companyId).email),
    companyId: s.companyId,
    productId: from.productId(s.companyId, s.firstProduct!),
  }));
  const seeds = buildConversations({
    supplier: {
      userId: id('supplier@example.com'),
      companyId: aurora.companyId,
      productId: from.productId(aurora.companyId, aurora.firstProduct!),
    },
    buyer: { userId: id('buyer@example.com') },
    otherBuyers: otherBuyers.map((u) => id(u.email)),
    otherSellers,
  });
  if (!seeds.length) return;
  const ret = await tx
    .insert(conversations)
    .values(seeds.map((s) => s.conversation))
    .returning({ id: conversations.id, userA: conversations.userA, userB: conversations.userB });
  // Matched back by the pair (unique), not by RETURNING order.
  const byPair = new Map(ret.map((c) => [`${c.userA}:${c.userB}`, c.id]));
  const seeded = seeds.map((seed) => ({ id: byPair.get(`${seed.conversation.userA}:${seed.conversation.userB}`)!, seed }));
  await tx.insert(messages).values(seeded.flatMap(({ id: conversationId, seed }) => seed.messages.map((m) => ({ ...m, conversationId }))));
  const names = new Map(from.userRows.map((u) => [id(u.email), `${u.firstName} ${u.lastName}`.trim()]));
  await tx.insert(notifications).values(buildChatNotices(seeded, names));
}

/**
 * Seeds demo companies, accounts, products, events, news, knowledge posts, leads, banners, pages, and each company's
 * plan (billing.ts).
 * Assumes an empty database (caller checks). Deterministic: same options, same rows (password hashes aside: their
 * salt is random). Runs in one transaction; the images are rendered meanwhile (files already present are kept).
 */
export async function seedDemo(db: Db, opts: DemoSeedOptions): Promise<{ companies: number; users: number; products: number }> {
  if (!Number.isInteger(opts.suppliers) || opts.suppliers < 1) throw new Error('seedDemo: suppliers must be a positive integer');
  if (!Number.isInteger(opts.products) || opts.products < 0) throw new Error('seedDemo: products must be a non-negative integer');

  const sellers = buildSellers(opts.suppliers);
  const buyers = buildBuyers();
  const organiser = buildOrganiser();
  const productRows = buildProducts(sellers, opts.products);
  sellers.forEach((c, i) => Object.assign(c.row, derivedOf(c, productRows[i])));
  // Buyers and the organiser list no products; their search text is still what a refresh computes (their main products).
  [...buyers.drafts, organiser].forEach((c) => Object.assign(c.row, derivedOf(c, [])));

  const all = [...sellers, ...buyers.drafts, organiser];
  const eventRows = buildEvents();
  const newsRows = buildNews();
  const bannerRows = buildBanners();
  const used = collectSeedUrls([
    all.map((c) => c.row),
    productRows,
    eventRows,
    newsRows,
    bannerRows,
    buildCollections(0, 0).rows,
    auroraBrandRows(0),
  ]);
  const imagesDone = renderImagePool(opts.uploadsDir, [...all.map((c) => c.logo), ...AURORA_BRANDS.map((b) => b.logo)], used);
  const hashDone = hashPassword(DEMO_PASSWORD);
  // Keep a rejected promise from going unhandled while the transaction runs.
  imagesDone.catch(() => undefined);
  hashDone.catch(() => undefined);

  const result = await db.transaction(async (tx) => {
    // Rows are matched back by unique keys (name, sku, e-mail), not by RETURNING order.
    const companyRet = await insertBatched(all, (b) =>
      tx
        .insert(companies)
        .values(b.map((c) => c.row))
        .returning({ id: companies.id, name: companies.name }),
    );
    const companyId = new Map(companyRet.map((c) => [c.name, c.id]));
    if (companyId.size !== all.length) throw new Error('seedDemo: demo company names must be unique');
    const placed = (i: number): Placed => ({ id: companyId.get(all[i].row.name)!, draft: all[i] });
    const sellerPlaced = sellers.map((_, i) => placed(i));
    const buyerPlaced = buyers.drafts.map((_, i) => ({ ...placed(sellers.length + i), person: buyers.people[i] }));
    const organiserPlaced = placed(all.length - 1);

    // Every supplier's default brand, as a new supplier gets it; then Aurora's two more, over which its products spread.
    await createDefaultBrands(
      tx,
      sellerPlaced.map((s) => ({ companyId: s.id, name: s.draft.row.name, nameEn: s.draft.row.nameEn })),
    );
    const defaults = await tx.select({ id: brands.id, companyId: brands.companyId }).from(brands).where(eq(brands.isDefault, true));
    const defaultBrand = new Map(defaults.map((b) => [b.companyId, b.id]));
    const auroraExtra = await tx.insert(brands).values(auroraBrandRows(sellerPlaced[0].id)).returning({ id: brands.id, name: brands.name });
    const extraIds = AURORA_BRANDS.map((b) => auroraExtra.find((x) => x.name === b.name)!.id);
    const brandOf = (seller: number, k: number) => {
      const extra = seller === 0 ? auroraBrandOf(k) : -1;
      return extra < 0 ? defaultBrand.get(sellerPlaced[seller].id)! : extraIds[extra];
    };
    const flat = productRows.flatMap((rows, i) =>
      rows.map((row, k) => ({ ...row, companyId: sellerPlaced[i].id, brandId: brandOf(i, k) })),
    );
    const productRet = await insertBatched(flat, (b) =>
      tx.insert(products).values(b).returning({ id: products.id, companyId: products.companyId, sku: products.sku }),
    );
    const productId = new Map(productRet.map((p) => [`${p.companyId}:${p.sku}`, p.id]));

    const userRows = buildUsers(await hashDone, sellerPlaced, buyerPlaced, organiserPlaced);
    const userRet = await insertBatched(userRows, (b) => tx.insert(users).values(b).returning({ id: users.id, email: users.email }));
    const idByEmail = new Map(userRet.map((u) => [u.email, u.id]));
    await insertBatched(buildContacts(userRows, new Set(sellerPlaced.map((s) => s.id))), (b) =>
      tx.insert(companyContacts).values(b).returning({ id: companyContacts.id }),
    );
    const otherSellerUsers = userRows
      .filter((u) => u.companyId !== sellerPlaced[0].id && sellerPlaced.some((s) => s.id === u.companyId))
      .map((u) => idByEmail.get(u.email)!);
    const authors = [
      idByEmail.get('supplier@example.com')!,
      idByEmail.get('buyer@example.com')!,
      ...otherSellerUsers.slice(0, 5),
      idByEmail.get('staff@example.com')!,
    ];
    await tx.insert(knowledgePosts).values(buildKnowledgePosts(authors));
    await tx.insert(leads).values(buildLeads(buyerPlaced.map((b) => b.id)));

    const eventRet = await tx.insert(events).values(eventRows).returning({ id: events.id, title: events.title });
    const springFair = eventRet.find((e) => e.title.en === eventRows[0].title.en)!;
    await tx.insert(news).values(newsRows);
    await tx.insert(banners).values(bannerRows);
    await tx.insert(pages).values(buildPages());

    const aurora = sellerPlaced[0].id;
    const auroraProducts = productRows[0].map((row) => ({ id: productId.get(`${aurora}:${row.sku}`)!, categories: row.categories ?? [] }));
    const { rows: colRows, picks } = buildCollections(aurora, springFair.id);
    const colRet = await tx.insert(collections).values(colRows).returning({ id: collections.id, name: collections.name });
    const colIds = colRows.map((c) => colRet.find((x) => x.name === c.name)!.id);
    const taken = new Set<number>();
    const links = picks.flatMap((pick, i) =>
      pickProducts(auroraProducts, pick, taken).map((p, k) => ({ collectionId: colIds[i], productId: p.id, sort: k + 1 })),
    );
    if (links.length) await tx.insert(collectionProducts).values(links);

    // Each company's plan, Aurora's subscription with its invoices (billing.ts): after the products and members it counts.
    const seated = (companyId: number) =>
      userRows.filter((u) => u.companyId === companyId && ['pending', 'invited', 'active'].includes(u.status ?? 'active')).length;
    const billed = (p: Placed, kind: BillingSeedCompany['kind'], index: number, productCount: number): BillingSeedCompany => ({
      id: p.id,
      kind,
      index,
      products: productCount,
      users: seated(p.id),
      address: {
        street: p.draft.row.addressEn ?? p.draft.row.address ?? p.draft.row.name,
        city: p.draft.row.city ?? 'Hong Kong',
        postalCode: POSTAL_CODES[p.draft.row.country ?? ''] ?? '10001',
        country: p.draft.row.country ?? 'HK',
      },
    });
    await seedBilling(tx, [
      ...sellerPlaced.map((p, i) => billed(p, i === 0 ? 'aurora' : 'seller', i, productRows[i].length)),
      ...buyerPlaced.map((p, i) => billed(p, 'buyer', i, 0)),
      billed(organiserPlaced, 'organiser', 0, 0),
    ]);

    await seedChat(tx, {
      userRows,
      idByEmail,
      productId: (companyId, row) => productId.get(`${companyId}:${row.sku}`)!,
      sellers: sellerPlaced.map((s, i) => ({ companyId: s.id, firstProduct: productRows[i].find((p) => p.published) })),
      buyerCompanies: new Set(buyerPlaced.map((b) => b.id)),
    });

    // Inside the transaction: if the images cannot be written, no demo rows are kept either, and the next start retries.
    await imagesDone;
    return { companies: companyRet.length, users: userRet.length, products: productRet.length };
  });
  return result;
}
