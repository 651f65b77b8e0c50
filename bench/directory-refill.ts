#!/usr/bin/env -S node --import tsx
// What refilling the companies' search text costs (issue 28: migration 0023 clears it, company.fill-search-text
// computes it again; docs/decisions.md "Refilling the stored text"). Opens a database the server has used, grows its
// sellers to N with the directory benchmark's generator (optional), clears every company's text with 0023's own
// statement and times one run of the job's handler, then one run with nothing left. See docs/benchmarks.md.
//
//   node --import tsx bench/directory-refill.ts --data-dir /tmp/copy-of-a-data-dir [--companies 2000]
//   node --import tsx bench/directory-refill.ts --database-url postgres://.../a_database_of_its_own [--companies 10000]
//
// It rewrites the database it is given: point it at a copy or a database of its own.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FILL_SEARCH_TEXT_JOB, companyDerivedService } from '../apps/server/src/modules/company/company-derived.service.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import type { JobQueue } from '../apps/server/src/platform/jobs/job-queue.ts';
import { growSuppliers, searchBuilder } from './directory/grow.ts';

const { values: args } = parseArgs({
  options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' }, companies: { type: 'string' } },
});
if (!args['data-dir'] && !args['database-url']) throw new Error('--data-dir or --database-url is required');
const database = await openDatabase({ dataDir: args['data-dir'] ?? '', databaseUrl: args['database-url'] });
const count = async (where: string) =>
  ((await database.executeSql(`select count(*)::int as n from companies where ${where}`)).rows[0] as { n: number }).n;
const ms = (since: number) => `${(performance.now() - since).toFixed(0)} ms`;

await database.migrate();
if (args.companies) {
  const grown = await growSuppliers(database.db, Number(args.companies), (await searchBuilder()).derive);
  console.log(`grew to ${grown.sellersAfter} sellers (+${grown.companiesAdded} companies, +${grown.productsAdded} products)`);
  await database.executeSql('ANALYZE companies');
}
const clear = readFileSync(new URL('../apps/server/src/db/migrations/0023_company_search_text_fold.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .find((s) => s.includes('UPDATE "companies"'))!;
let t = performance.now();
await database.executeSql(clear);
const companies = await count('true');
console.log(`0023's UPDATE cleared ${await count(`search_text = ''`)} of ${companies} companies in ${ms(t)}`);

// The job's handler, as the queue would run it.
const handlers = new Map<string, (data: object) => Promise<void>>();
const jobs: Pick<JobQueue, 'define' | 'send' | 'schedule'> = {
  define: (name, _policy, handler) => void handlers.set(name, handler as (data: object) => Promise<void>),
  send: async () => null,
  schedule: () => undefined,
};
companyDerivedService({ db: database.db, jobs });
const fill = handlers.get(FILL_SEARCH_TEXT_JOB)!;
t = performance.now();
await fill({});
const took = performance.now() - t;
console.log(
  `refilled in ${took.toFixed(0)} ms (${(took / companies).toFixed(1)} ms a company); left without: ${await count(`search_text = ''`)}`,
);
t = performance.now();
await fill({});
console.log(`a run with nothing left: ${ms(t)}`);
await database.close();
