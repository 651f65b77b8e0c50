import type { Db } from '../../platform/db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { catalogueSearchRepository, type CatalogueSearchRepository } from './catalogue-search.repository.ts';
import { catalogueSearchService } from './catalogue-search.service.ts';
import { catalogueSharing } from './catalogue-sharing.ts';
import { fxRatesRepository } from './fx-rates.repository.ts';

// Counting SQL statements in a test (ARCHITECTURE §8: a constant number per request). Wraps the driver client's query
// (PGlite and node-postgres both go through `$client.query`) for the length of one call, and keeps the statements
// whose text matches `relevant`, so the job queue's polling in the background does not count.

/** Runs `fn` and answers its result with the statements it sent that match `relevant`. */
export async function countStatements<T>(db: Db, fn: () => Promise<T>, relevant: RegExp): Promise<{ result: T; statements: string[] }> {
  const client = (db as unknown as { $client: { query: (text: unknown, ...rest: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, text: unknown, ...rest: unknown[]) {
    const textOf = typeof text === 'string' ? text : String((text as { text?: string })?.text ?? '');
    if (relevant.test(textOf)) statements.push(textOf);
    return original.call(this, text, ...rest);
  };
  try {
    return { result: await fn(), statements };
  } finally {
    client.query = original;
  }
}

/** The catalogue search as services.ts builds it over the test app's database and hearts, answers not shared. */
export function searchServiceOver(t: TestApp, opts: { repo?: CatalogueSearchRepository } = {}) {
  const db = t.database.db;
  return catalogueSearchService({
    repo: opts.repo ?? catalogueSearchRepository(db),
    rates: fxRatesRepository(db),
    favourites: t.app.deps.services.favouriteProducts.productsAmong,
    sharing: catalogueSharing(db, 0),
  });
}
