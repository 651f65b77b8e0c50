import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@gembourse/contracts/locale';
import type { ImportRefusal, ImportState } from '@gembourse/contracts/product-import';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both are read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** A refused row as stored: its place is put in words when it is answered, in the reader's language. */
export type ProductImportRefusal = Omit<ImportRefusal, 'place'>;
/** One line of an import's report: a product row (or an orphan stone row) and what became of it. */
export type ProductImportLine = ProductImportRefusal & { result: 'imported' | 'unpublished' | 'refused' };
/** Why an import failed: a message key and its parameters, translated at every read into the reader's language. */
export type ProductImportFailure = { key: string; params?: Record<string, string | number> };

/**
 * An Excel product import (issue 10 item 7) and its progress: the upload inserts the row and sends the job
 * `catalogue.import-products` in one transaction, the job (in any process) writes its progress here as it checks the
 * rows, and every process answers the polls from it. The workbook is kept only until the job has ended.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The uploader's language: the reasons and the report are written in it. */
    locale: text('locale').$type<Locale>().notNull(),
    /** The uploaded workbook (at most 2 MB); null once the job has ended. */
    file: bytea('file'),
    state: text('state').$type<ImportState>().notNull().default('reading'),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    unpublished: integer('unpublished').notNull().default(0),
    failure: jsonb('failure').$type<ProductImportFailure>(),
    /** The first refused rows in the order they were found (what the status answer lists). */
    refusals: jsonb('refusals').$type<ProductImportRefusal[]>().notNull().default([]),
    /** Every line of the report, by row (written when the job ends). */
    lines: jsonb('lines').$type<ProductImportLine[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Written every few seconds by the job while it runs (the database's clock), null until it starts: an unended
     * import whose heartbeat has stopped lost its worker (issue 28 item 12: a kill -9 left it "running" for minutes).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The company's imports (the busy check, newest first) and the sweep of old ones.
    index('product_imports_company_created_idx').on(t.companyId, t.createdAt),
    index('product_imports_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
  ],
);
