import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { OwnCollectionQuery, OwnCollectionSort } from '@gembourse/contracts/own-collections';
import { collectionProducts, collections, events, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { escapeLike } from '../company/directory-list.repository.ts';
import { collectionState } from './visibility-policy.ts';

// The supplier's own collections (SPEC §2 "Collections: create and edit"). Every query is bounded by the caller's
// company, drafts included, so exact counts stay cheap. Measured with EXPLAIN ANALYZE on PostgreSQL 15 (vacuumed),
// one company of 300 collections of 40 products each among 30,000 collections of 100 companies:
// - the default page (release_desc) walks collections_company_release_idx backwards and stops at the page: 0.3 ms for
//   12 rows, 0.6 ms for 48 (0.9 ms for 12 with the former (company_id) index, which sorted all 300); release_asc
//   likewise; a state, published or name filter keeps the walk: 0.3-0.8 ms;
// - each row's productCount is an index-only lookup of collection_products' primary key (about 5 us a row);
// - updated and name sorts read the company's range of that index and sort it: 0.7-0.8 ms, so no index per sort;
// - the exact count is an index-only scan of the same range: 0.2 ms; the detail's products, by the primary key: 0.3 ms;
// - the event options scan the organiser's events (60 rows: 0.1 ms).

const k = collections;
const cp = collectionProducts;
const state = collectionState({ releaseAt: k.releaseAt, finalDisplayAt: k.finalDisplayAt });

function order(sort: OwnCollectionSort): SQL[] {
  switch (sort) {
    case 'release_asc':
      return [asc(k.releaseAt), asc(k.id)];
    case 'updated_desc':
      return [desc(k.updatedAt), desc(k.id)];
    case 'name_asc':
      return [asc(k.name), asc(k.id)];
    case 'name_desc':
      return [desc(k.name), desc(k.id)];
    default:
      return [desc(k.releaseAt), desc(k.id)];
  }
}

/** The list's filters over the company's collections. */
function filterOf(companyId: number, q: OwnCollectionQuery): SQL {
  return and(
    eq(k.companyId, companyId),
    q.q ? ilike(k.name, `%${escapeLike(q.q)}%`) : undefined,
    q.state !== undefined ? sql`${state} = ${q.state}` : undefined,
    q.published !== undefined ? eq(k.published, q.published) : undefined,
    q.listed !== undefined ? eq(k.listed, q.listed) : undefined,
  )!;
}

/** An event a collection may link to: published and not over yet (by the database clock, as the states are). */
const linkable = and(eq(events.published, true), sql`${events.endsAt} > now()`);

/** What a row of the list shows; the detail adds its pictures and description. */
const rowColumns = {
  id: k.id,
  name: k.name,
  cover: k.cover,
  visibility: k.visibility,
  priceVisibility: k.priceVisibility,
  releaseAt: k.releaseAt,
  finalDisplayAt: k.finalDisplayAt,
  shipStart: k.shipStart,
  shipDeadline: k.shipDeadline,
  eventId: k.eventId,
  eventTitle: events.title,
  eventExclusive: k.eventExclusive,
  published: k.published,
  listed: k.listed,
  state,
  // Every product of the collection: they are all the company's (collection-writes.repository.ts keeps it so).
  productCount: sql<number>`(select count(*)::int from ${cp} x where x.collection_id = ${k.id})`,
  updatedAt: k.updatedAt,
};

/** The only SQL the supplier's own collections read. */
export function ownCollectionsRepository(db: Db) {
  return {
    /** One page of the company's collections matching the query, and how many match in all. */
    async page(companyId: number, q: OwnCollectionQuery) {
      const where = filterOf(companyId, q);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(rowColumns)
          .from(k)
          .leftJoin(events, eq(events.id, k.eventId))
          .where(where)
          .orderBy(...order(q.sort))
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize),
        db.select({ total: count() }).from(k).where(where),
      ]);
      return { rows, total };
    },

    /** One collection of the company with every field and its products in order; null when it has no such one. */
    async detail(companyId: number, id: number) {
      const [[row], items] = await Promise.all([
        db
          .select({ ...rowColumns, pictures: k.pictures, description: k.description })
          .from(k)
          .leftJoin(events, eq(events.id, k.eventId))
          .where(and(eq(k.id, id), eq(k.companyId, companyId))),
        db
          .select({ id: products.id, name: products.name, sku: products.sku, images: products.images, published: products.published })
          .from(cp)
          .innerJoin(k, and(eq(k.id, cp.collectionId), eq(k.companyId, companyId)))
          .innerJoin(products, eq(products.id, cp.productId))
          .where(eq(cp.collectionId, id))
          .orderBy(asc(cp.sort), asc(cp.productId)),
      ]);
      return row ? { ...row, products: items } : null;
    },

    /** What a save compares its input with: the collection's event and files, when it is the company's. */
    async current(companyId: number, id: number) {
      const [row] = await db
        .select({ eventId: k.eventId, cover: k.cover, pictures: k.pictures })
        .from(k)
        .where(and(eq(k.id, id), eq(k.companyId, companyId)));
      return row ?? null;
    },

    /**
     * The published events a collection may link to: those that have not ended (current and upcoming), soonest
     * first. The organiser's events are few (events_starts_idx), so they are all answered.
     */
    linkableEvents() {
      return db
        .select({ id: events.id, title: events.title, startsAt: events.startsAt })
        .from(events)
        .where(linkable)
        .orderBy(asc(events.startsAt), asc(events.id));
    },

    /** Whether `id` is an event a collection may link to now. */
    async isLinkableEvent(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, id), linkable));
      return Boolean(row);
    },

    /** How many of `ids` are products of the company. */
    async ownProductCount(companyId: number, ids: readonly number[]): Promise<number> {
      if (!ids.length) return 0;
      const [{ n }] = await db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.companyId, companyId), inArray(products.id, [...ids])));
      return n;
    },
  };
}
export type OwnCollectionsRepository = ReturnType<typeof ownCollectionsRepository>;
export type OwnCollectionRow = Awaited<ReturnType<OwnCollectionsRepository['page']>>['rows'][number];
export type OwnCollectionDetailRow = NonNullable<Awaited<ReturnType<OwnCollectionsRepository['detail']>>>;
export type LinkableEventRow = Awaited<ReturnType<OwnCollectionsRepository['linkableEvents']>>[number];
