import { PRODUCT_SEGMENTS } from '@gembourse/contracts/showroom';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { latinInitialKey, latinNameKey, listedPredicate, ownNameKey, searchNamesExpression, shuffleKey } from './company-directory-sql.ts';

/**
 * companies.facet_codes: group * 1,000,000 + value, the encoding of catalogue/facet-codes.ts (FACET_GROUP segment 20,
 * country 21 as two base-26 letters, verified 22); written out here because a generated column is plain SQL.
 */
const companyFacetCodesSql = sql.raw(
  `array_remove(array[` +
    `case segment ${PRODUCT_SEGMENTS.map((s, i) => `when '${s}' then ${20_000_000 + i}`).join(' ')} end, ` +
    `case when country ~ '^[A-Z]{2}$' then 21000000 + (ascii(substr(country, 1, 1)) - 65) * 26 + (ascii(substr(country, 2, 1)) - 65) end, ` +
    `case when verification_status = 'verified' then 22000001 end` +
    `]::int[], null)`,
);

export type NamedLink = { name: string; url: string };
export type VideoConference = { tool: string; meetingUrl: string } | null;

/** A company on GemBourse: buyers and suppliers alike (join_type), with its profile and showroom settings. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    joinType: text('join_type', { enum: ['buyer', 'seller'] }).notNull(),
    name: text('name').notNull(),
    alternateName: text('alternate_name'),
    nameEn: text('name_en'),
    profile: text('profile'),
    profileEn: text('profile_en'),
    address: text('address'),
    addressEn: text('address_en'),
    country: text('country'),
    city: text('city'),
    phone: text('phone'),
    faxCountry: text('fax_country'),
    faxArea: text('fax_area'),
    faxNumber: text('fax_number'),
    email: text('email'),
    website: text('website'),
    inBusinessSince: integer('in_business_since'),
    outlets: integer('outlets'),
    employeeCount: integer('employee_count'),
    priceLow: numeric('price_low', { precision: 12, scale: 2, mode: 'number' }),
    priceHigh: numeric('price_high', { precision: 12, scale: 2, mode: 'number' }),
    mainMarkets: integer('main_markets')
      .array()
      .notNull()
      .default(sql`'{}'`),
    mainProducts: integer('main_products')
      .array()
      .notNull()
      .default(sql`'{}'`),
    businessNature: integer('business_nature')
      .array()
      .notNull()
      .default(sql`'{}'`),
    businessNatureOther: text('business_nature_other'),
    companyType: integer('company_type'),
    boothNumber: text('booth_number'),
    logo: text('logo'),
    cover: text('cover'),
    video: text('video'),
    brochures: jsonb('brochures').$type<NamedLink[]>().notNull().default([]),
    mediaPhotos: jsonb('media_photos').$type<string[]>().notNull().default([]),
    memberships: jsonb('memberships').$type<string[]>().notNull().default([]),
    partners: jsonb('partners').$type<string[]>().notNull().default([]),
    links: jsonb('links').$type<NamedLink[]>().notNull().default([]),
    customWidget: text('custom_widget'),
    videoConference: jsonb('video_conference').$type<VideoConference>(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    verificationStatus: text('verification_status', { enum: ['unverified', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('unverified'),
    // Showroom settings (SPEC §3): who sees products and contact details, Q&A, currency, segment.
    productPrivacy: text('product_privacy', { enum: ['contacts', 'community', 'everyone'] })
      .notNull()
      .default('everyone'),
    contactPrivacy: text('contact_privacy', { enum: ['contacts', 'community', 'everyone'] })
      .notNull()
      .default('community'),
    qaEnabled: boolean('qa_enabled').notNull().default(true),
    qaAnonymous: boolean('qa_anonymous').notNull().default(false),
    preferredCurrency: text('preferred_currency', { enum: ['CNY', 'USD', 'EUR'] })
      .notNull()
      .default('USD'),
    segment: text('segment', { enum: PRODUCT_SEGMENTS }),
    /**
     * The supplier's catalogue facets (segment, country, verified) as catalogue/facet-codes.ts encodes them, computed
     * by the database from the row itself, so a product search never reads a stale copy (issue 11).
     */
    facetCodes: integer('facet_codes').array().notNull().generatedAlwaysAs(companyFacetCodesSql),
    showroomSort: integer('showroom_sort').notNull().default(0),
    visitCount: integer('visit_count').notNull().default(0),
    /**
     * Every name, profile and product word a directory search matches; derived, kept by the company.refresh-derived job
     * that every write of its inputs enqueues (modules/company/company-derived.service.ts). '' until computed: a
     * migration that changes how it is built clears it, and the company.fill-search-text job computes it again.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The categories of the company's published products, maintained with search_text (company-derived.service.ts), so that
     * business matching compares preferences with one array per company instead of aggregating the catalogue.
     */
    productCategories: integer('product_categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * How many published products the company has, maintained with search_text: the directory lists sellers with at
     * least one and shows the number on every card, without counting the catalogue per row (docs/benchmarks.md).
     */
    publishedProducts: integer('published_products').notNull().default(0),
    /**
     * Generated from search_text: its names prefix and that prefix's CJK characters and pairs (company-directory-sql.ts),
     * so the relevance sort tells name matches apart without decompressing search_text.
     */
    searchNames: text('search_names').generatedAlwaysAs((): SQL => searchNamesExpression(companies)),
    ...timestamps,
  },
  (t) => [
    index('companies_join_status_idx').on(t.joinType, t.status),
    index('companies_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The companies whose search text is still to be computed (company.fill-search-text): empty once it is done.
    index('companies_search_text_missing_idx')
      .on(t.id)
      .where(sql`${t.searchText} = ''`),
    index('companies_name_idx').on(t.name),
    index('companies_created_idx').on(t.createdAt),
    index('companies_visits_idx').on(t.visitCount),
    index('companies_markets_idx').using('gin', t.mainMarkets),
    index('companies_products_idx').using('gin', t.mainProducts),
    index('companies_nature_idx').using('gin', t.businessNature),
    index('companies_product_categories_idx').using('gin', t.productCategories),
    index('companies_country_idx').on(t.country),
    // The directory's default order over listed suppliers (company.repository.ts defaultOrder, isListedSupplier): the
    // first page and deep pages walk the index instead of sorting every supplier.
    index('companies_directory_order_idx')
      .on(sql`(${t.verificationStatus} = 'verified') desc`, t.showroomSort.desc().nullsFirst(), t.visitCount.desc().nullsFirst(), t.id)
      .where(sql`${t.joinType} = 'seller' and ${t.status} = 'active' and ${t.publishedProducts} > 0`),
    // The other orders of the directory (company.repository.ts orderOf) over listed suppliers, each with the id as its
    // tie-breaker, so a page reads its 20 rows off the index instead of sorting every supplier (docs/benchmarks.md).
    index('companies_directory_name_idx').on(latinNameKey(t), t.id).where(listedPredicate(t)),
    index('companies_directory_own_name_idx').on(ownNameKey(t), t.id).where(listedPredicate(t)),
    index('companies_directory_alphabet_idx')
      .on(sql`${latinInitialKey(t)} desc`, latinNameKey(t), t.id)
      .where(listedPredicate(t)),
    index('companies_directory_shuffle_idx').on(shuffleKey(t), t.id).where(listedPredicate(t)),
    index('companies_directory_updated_idx').on(t.updatedAt, t.id).where(listedPredicate(t)),
    index('companies_directory_showroom_idx').on(t.showroomSort, t.id).where(listedPredicate(t)),
    // Name matches of a keyword (the relevance sort's first group) when they are too rare to be met walking the order.
    index('companies_search_names_trgm_idx')
      .using('gin', sql`${t.searchNames} gin_trgm_ops`)
      .where(listedPredicate(t)),
  ],
);

/** A company's public contact people (SPEC §3 "Contact"). */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    title: text('title'),
    phone: text('phone'),
    cover: text('cover'),
    status: text('status', { enum: ['active', 'hidden'] })
      .notNull()
      .default('active'),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('company_contacts_company_idx').on(t.companyId)],
);

/**
 * A supplier's brands: it groups its products under them ("shift products to a brand") and buyers collect them as
 * favourites (docs/decisions.md "Brands: one model"). Written only by catalogue/brands.repository.ts.
 */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * The brand's English name, shown to English and Turkish readers as a company's is (contracts `nameFor`): a default
     * brand carries its company's names in both forms (and follows them while not renamed); null: `name` for all.
     */
    nameEn: text('name_en'),
    logo: text('logo'),
    /**
     * The supplier's default brand (its company name): every supplier has exactly one (the partial unique index), it
     * cannot be deleted, and products of a deleted brand move to it (docs/decisions.md, brands).
     */
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('brands_company_idx').on(t.companyId),
    uniqueIndex('brands_one_default_idx')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
    // A name is unique within the company whatever its case: the form's field error, and the backstop of two saves at once.
    uniqueIndex('brands_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    // The catalogue keyword's brand alternative (catalogue-search-keyword.ts brandMatch): `lower(name) like '%word%'`
    // read 10,000 brands in a sequential scan, 6-10 ms per statement at 1,000,000 products (issue 11).
    index('brands_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** What business matching compares suppliers with (modules/company/company-match.repository.ts MatchProfile). */
export type StoredMatchProfile = { companyId: number; categories: number[]; mainProducts: number[]; natures: number[]; markets: number[] };
/** A ranked supplier of a stored match list. */
export type StoredMatch = { id: number; score: number };

/**
 * Business matching, precomputed (docs/matching.md "Cost"): the best suppliers for one caller profile, keyed by the
 * profile's signature (members whose preferences, natures and markets are alike share a row). Written only by the
 * company.refresh-matches jobs; the request reads the ready list and the current cards of its suppliers.
 */
export const companyMatches = pgTable(
  'company_matches',
  {
    signature: text('signature').primaryKey(),
    /** The caller's company: its own suppliers are never suggested, and a change of its profile refreshes its rows. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    profile: jsonb('profile').$type<StoredMatchProfile>().notNull(),
    /** Best first: score, then visits, then id at the time of computing. */
    suppliers: jsonb('suppliers').$type<StoredMatch[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The listing generation (matching_state) the list was ranked in: a list of an older generation is out of date. */
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
    /** When a member last asked for a refresh (a read of a stale list, a profile change): the schedule keeps those fresh. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_matches_company_idx').on(t.companyId), index('company_matches_requested_idx').on(t.requestedAt)],
);

/**
 * One row: the listing generation, raised in the transaction that lists a supplier (verified, reactivated, its first
 * product published). A counter in a row, not a sequence: the raise is seen only once the listing commits, so a list
 * ranked before that keeps the older generation and is known to be out of date, however the two interleave. Marking
 * every stored row instead lost the mark to a ranking that started before it and was stored after.
 */
export const matchingState = pgTable(
  'matching_state',
  {
    id: smallint('id').primaryKey().default(1),
    listingGeneration: bigint('listing_generation', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('matching_state_one_row', sql`${t.id} = 1`)],
);
