import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { StoneOut } from '@gembourse/contracts/jewellery';
import { DEFAULT_PRODUCT_VISIBILITY, PRODUCT_VISIBILITIES, VISIBILITIES } from '@gembourse/contracts/product';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, companies } from './companies.ts';
import { events } from './content.ts';
import { timestamps } from './columns.ts';

export type ProductResource = { name: string; url: string };
export type ProductVariant = { name: string; sku?: string | null; price?: number | null };

/** The products a buyer can find at all: published and listed (visibility is decided per viewer on top). */
export const catalogueRows = (t: { published: SQLWrapper; listed: SQLWrapper }): SQL => sql`(${t.published} and ${t.listed})`;

/** A product of a supplier's showroom (SPEC §3 "Product"). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    categories: integer('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    variants: jsonb('variants').$type<ProductVariant[]>().notNull().default([]),
    currency: text('currency', { enum: ['CNY', 'USD', 'EUR'] }).notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    /** Price in USD cents, so that price sorting works across currencies. */
    priceSort: bigint('price_sort', { mode: 'number' }),
    minOrder: text('min_order'),
    noMinOrderNote: text('no_min_order_note'),
    descriptionHtml: text('description_html').notNull().default(''),
    videoUrl: text('video_url'),
    resources: jsonb('resources').$type<ProductResource[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    listed: boolean('listed').notNull().default(true),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    displaySeq: integer('display_seq').notNull().default(0),
    immediate: boolean('immediate').notNull().default(false),
    availability: text('availability', { enum: ['immediate', 'preorder', 'stock'] })
      .notNull()
      .default('stock'),
    preorderFrom: date('preorder_from'),
    preorderTo: date('preorder_to'),
    stock: integer('stock'),
    trackInventory: boolean('track_inventory').notNull().default(false),
    /** A product's own level overrides the showroom's privacy; "showroom" follows it (issue 28 item 2). */
    visibility: text('visibility', { enum: PRODUCT_VISIBILITIES }).notNull().default(DEFAULT_PRODUCT_VISIBILITY),
    priceVisibility: text('price_visibility', { enum: PRODUCT_VISIBILITIES }).notNull().default('community'),
    // Jewellery data (contracts jewellery.ts): dictionary values and grams, real columns so the catalogue can facet.
    metal: integer('metal'),
    fineness: text('fineness'),
    grossWeightGrams: numeric('gross_weight_grams', { precision: 12, scale: 3, mode: 'number' }),
    metalWeightGrams: numeric('metal_weight_grams', { precision: 12, scale: 3, mode: 'number' }),
    stones: jsonb('stones').$type<StoneOut[]>().notNull().default([]),
    /** The stones' types, kept by the write path from `stones`: what a stone facet filters on (GIN below). */
    stoneTypes: integer('stone_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * False while a product made in the wizard has only its first step saved (the wizard reopens at the second);
     * true for every other product (seeded, imported, or saved through both steps).
     */
    /**
     * Every discrete catalogue facet value of the product (category, group, metal, fineness, stones' type, shape,
     * colour, clarity, treatment, origin, lab, carat range) as catalogue/facet-codes.ts encodes them; kept by the write
     * path from the columns it is computed from (issue 11). One GIN index filters any facet.
     */
    facetCodes: integer('facet_codes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Total carat weight of the stones (the carat range filter); kept by the write path from `stones`. */
    caratTotal: numeric('carat_total', { precision: 12, scale: 3, mode: 'number' }),
    /** When the product was first published: what a saved search calls new (issue 11). */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    availabilitySaved: boolean('availability_saved').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    /**
     * What the supplier's own list searches (catalogue/product-search-text.ts): name, SKU and tags, folded to one
     * case and one Chinese script, with CJK n-grams. Null until computed: the write path fills it on every write of
     * those fields, the `catalogue.fill-search-text` job fills rows written before the column existed.
     */
    searchText: text('search_text'),
    ...timestamps,
  },
  (t) => [
    index('products_company_idx').on(t.companyId, t.displaySeq),
    // The supplier's own list (own-products.repository.ts): its default sort, newest change first, per company.
    index('products_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    // Its price sort: the catalogue-wide price index let the planner walk every price to find one
    // company's cheapest (78 ms for a company of dear products at 200,000 rows; 3 ms with this one).
    index('products_company_price_idx').on(t.companyId, t.priceSort, t.id),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The rows the fill job still has to compute: empty once it has run.
    index('products_search_text_missing_idx')
      .on(t.id)
      .where(sql`${t.searchText} is null`),
    // The catalogue's sorts (catalogue/catalogue-search.repository.ts): each walks its index over the products a
    // buyer can find at all (published and listed) and stops at the page; keyset cursors start inside it.
    index('products_catalogue_created_idx').on(t.createdAt, t.id).where(catalogueRows(t)),
    index('products_catalogue_price_idx').on(t.priceSort, t.id).where(catalogueRows(t)),
    index('products_catalogue_visits_idx').on(t.viewCount, t.id).where(catalogueRows(t)),
    index('products_catalogue_name_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(catalogueRows(t)),
    index('products_catalogue_showroom_idx').on(t.displaySeq, t.id).where(catalogueRows(t)),
    index('products_catalogue_shuffle_idx')
      .on(sql`(hashint4(${t.id}) & 2147483647)`, t.id)
      .where(catalogueRows(t)),
    index('products_facet_codes_idx').using('gin', t.facetCodes),
    // A keyword naming a brand finds its products directly (catalogue-search-keyword.ts brandMatch).
    index('products_brand_idx').on(t.brandId),
    index('products_categories_idx').using('gin', t.categories),
    index('products_stone_types_idx').using('gin', t.stoneTypes),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A collection of products (SPEC §3 "Collection"). */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cover: text('cover'),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    visibility: text('visibility', { enum: VISIBILITIES }).notNull().default('public'),
    priceVisibility: text('price_visibility', { enum: VISIBILITIES }).notNull().default('community'),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    finalDisplayAt: timestamp('final_display_at', { withTimezone: true }),
    shipStart: date('ship_start'),
    shipDeadline: date('ship_deadline'),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    eventExclusive: boolean('event_exclusive').notNull().default(false),
    description: text('description'),
    published: boolean('published').notNull().default(false),
    listed: boolean('listed').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // A company's collections newest release first: the public showroom's list and the supplier's own default sort
    // walk it backwards and stop at the page (it replaces a plain company_id index, which it serves as well).
    index('collections_company_release_idx').on(t.companyId, t.releaseAt, t.id),
  ],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] }), index('collection_products_product_idx').on(t.productId)],
);

/** Page views for supplier analytics (homepage traffic, product views, recent visitors). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['home', 'product', 'showroom', 'profile'] }).notNull(),
    visitorUserId: integer('visitor_user_id'),
    visitorCompanyId: integer('visitor_company_id'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_company_created_idx').on(t.companyId, t.createdAt),
    index('page_views_product_created_idx').on(t.productId, t.createdAt),
  ],
);
