#!/usr/bin/env node
// One module owns the writes of each of these tables (issue 9, docs/architecture.md "Data model"): every INSERT, UPDATE
// and DELETE of them is in the owning module under apps/server/src/modules/<owner>/; other modules call the owner's
// functions, injected by apps/server/src/services.ts. Part of `npm run lint`. Reads may join the tables anywhere.
// Exempt: the demo and reference seed (db/seed), migrations, and tests and their fixtures (*.test.ts, *-test-kit.ts,
// src/test/), which set up rows directly.
// Finds drizzle writes (`.insert(t)`, `.update(t)`, `.delete(t)`, also through `const x = t` and `alias(t, ...)`) and
// SQL text writes (`insert into ${t}`, `update companies`, ...). Every run first checks the finder on known cases
// (`--self-test` runs only those).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Table (drizzle export name) -> its SQL name and the module that owns its writes (and, if given, the one file). */
export const OWNERS = {
  companies: { sql: 'companies', owner: 'company' },
  users: { sql: 'users', owner: 'accounts' },
  products: { sql: 'products', owner: 'catalogue' },
  collections: { sql: 'collections', owner: 'catalogue' },
  collectionProducts: { sql: 'collection_products', owner: 'catalogue' },
  // Within catalogue, one file: brands.repository.ts (a supplier's default brand is created in one function there).
  brands: { sql: 'brands', owner: 'catalogue', file: 'modules/catalogue/brands.repository.ts' },
  // Within catalogue, one file: the import's repository (the upload inserts, its job writes progress and the end).
  productImports: { sql: 'product_imports', owner: 'catalogue', file: 'modules/catalogue/product-import.repository.ts' },
  // A company's own roles (issue 13): company user management.
  companyRoles: { sql: 'company_roles', owner: 'company-users' },
  companyMatches: { sql: 'company_matches', owner: 'company' },
  matchingState: { sql: 'matching_state', owner: 'company' },
  // Within messaging, one file: the notifier (issue 12), through which every module records notifications and opens
  // and closes to-be-done items, and the notification centre marks them read or done.
  notifications: { sql: 'notifications', owner: 'messaging', file: 'modules/messaging/notifier.ts' },
  todos: { sql: 'todos', owner: 'messaging', file: 'modules/messaging/notifier.ts' },
  // Within billing, one file: its repository (issue 13). Plans are written by the reference seed only.
  plans: { sql: 'plans', owner: 'billing', file: 'modules/billing/billing.repository.ts' },
  subscriptions: { sql: 'subscriptions', owner: 'billing', file: 'modules/billing/billing.repository.ts' },
  paymentMethods: { sql: 'payment_methods', owner: 'billing', file: 'modules/billing/billing.repository.ts' },
  invoices: { sql: 'invoices', owner: 'billing', file: 'modules/billing/billing.repository.ts' },
};

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const server = path.join(root, 'apps/server/src');
const modules = path.join(server, 'modules');

const exempt = (rel) =>
  /\.test\.ts$/.test(rel) ||
  /-test-kit\.ts$/.test(rel) ||
  rel.startsWith('test/') ||
  rel.startsWith('db/seed/') ||
  rel.startsWith('db/migrations/');

/** Comments out, line structure kept (so line numbers stay right); `://` in URLs is not a comment. */
function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:\\'"`])\/\/[^\n]*/g, (m, before) => before);
}

/** The identifiers bound to each owned table in this file: imported (maybe renamed), aliased, or assigned. */
function bindings(text) {
  const bound = new Map();
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"][^'"]*db\/schema\/[^'"]*['"]/g)) {
    for (const part of m[1].split(',')) {
      const [name, as] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name in OWNERS) bound.set((as ?? name).trim(), name);
    }
  }
  // `const c = companies;`, `const x = alias(companies, 'x')`, repeated until nothing new (aliases of aliases).
  for (let grew = true; grew;) {
    grew = false;
    for (const m of text.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*(?:alias\(\s*)?(\w+)\s*[,;)\n]/g)) {
      if (bound.has(m[2]) && !bound.has(m[1])) {
        bound.set(m[1], bound.get(m[2]));
        grew = true;
      }
    }
  }
  return bound;
}

/** The owned tables this source text writes, with their lines. */
export function writesIn(source) {
  const text = stripComments(source);
  const bound = bindings(text);
  const found = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    if (bound.has(m[2])) found.push({ table: bound.get(m[2]), line: lineOf(m.index), how: `.${m[1]}(${m[2]})` });
  }
  const sqlNames = new Map(Object.entries(OWNERS).map(([name, o]) => [o.sql, name]));
  for (const m of text.matchAll(/\b(insert\s+into|update|delete\s+from)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)/gi)) {
    const table = m[2] ? bound.get(m[2]) : sqlNames.get(m[3]?.toLowerCase());
    // `update` alone is also a word of prose in strings; only a table right after it counts, and `for update` never.
    if (!table || /\bfor\s+(no\s+key\s+)?$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    found.push({ table, line: lineOf(m.index), how: m[0].replace(/\s+/g, ' ') });
  }
  return found;
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.ts$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** Fails the run when the finder misses a known write or flags a known non-write. */
function selfTest({ quiet }) {
  const cases = [
    [`import { companies } from '../../db/schema/index.ts';\nawait db.update(companies).set({});`, ['companies']],
    [`import { users as u } from '../../db/schema/users.ts';\nawait tx.insert(u).values({});`, ['users']],
    [`import { companies } from '../../db/schema/index.ts';\nconst c = companies;\nawait db.delete(c).where(x);`, ['companies']],
    [`import { companies } from '../../db/schema/index.ts';\nconst k = alias(companies, 'k');\nawait db.update(k).set({});`, ['companies']],
    [
      `import { companies } from '../../db/schema/index.ts';\nconst c = companies;\nsql\`update \${c} set visit_count = 1\`;`,
      ['companies'],
    ],
    ['db.execute(sql`INSERT INTO collection_products (a) values (1)`);', ['collectionProducts']],
    ['db.execute(\'delete from "brands" where id = 1\');', ['brands']],
    // Reads, locks and other tables are no writes.
    [
      `import { companies, sessions } from '../../db/schema/index.ts';\nawait db.select().from(companies).for('update');\nawait db.update(sessions).set({});`,
      [],
    ],
    ['sql`select 1 from ${companies} where id = 1 for update`; // update users later', []],
    ['sql`insert into page_views (a) select 1 on conflict do update set a = 1`;', []],
    ['/* we update companies elsewhere */ const url = "https://x.example/update";', []],
  ];
  let failed = 0;
  for (const [source, expected] of cases) {
    const got = writesIn(source).map((w) => w.table);
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      failed++;
      console.error(`self-test: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)} for:\n${source}\n`);
    }
  }
  if (failed) process.exit(1);
  if (!quiet) console.log(`table owner finder: ${cases.length} cases hold`);
}

const onlySelfTest = process.argv.includes('--self-test');
selfTest({ quiet: !onlySelfTest });
if (!onlySelfTest) {
  const problems = [];
  let checked = 0;
  for (const file of walk(server)) {
    const rel = path.relative(server, file).split(path.sep).join('/');
    if (exempt(rel)) continue;
    checked++;
    const module = file.startsWith(modules + path.sep) ? path.relative(modules, file).split(path.sep)[0] : null;
    for (const w of writesIn(readFileSync(file, 'utf8'))) {
      const { owner, file: ownerFile } = OWNERS[w.table];
      if (ownerFile && rel !== ownerFile) {
        problems.push(`table owner: apps/server/src/${rel}:${w.line} writes ${OWNERS[w.table].sql} (${w.how}); only ${ownerFile} may`);
      } else if (module !== owner) {
        problems.push(
          `table owner: apps/server/src/${rel}:${w.line} writes ${OWNERS[w.table].sql} (${w.how}); only modules/${owner} may: call its functions (services.ts)`,
        );
      }
    }
  }
  if (problems.length) {
    for (const p of problems) console.error(p);
    console.error(`${problems.length} write(s) outside the owning module`);
    process.exit(1);
  }
  console.log(`table owners hold in ${checked} files`);
}
