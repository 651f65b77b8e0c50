import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../platform/db/database.ts';
import { createJobQueue } from '../platform/jobs/job-queue.ts';
import { seedOnStart } from '../db/seed/seed.ts';

// Migrating and seeding a database takes most of a test file's start (seconds on PGlite, more on a loaded machine),
// so the test run does it once (test/global-setup.ts) and each test file opens a copy: a PostgreSQL database created
// from a template database, or a PGlite loaded from a dump of the template's data directory.

/** Generated seed images are shared by every test file, so they are drawn once per machine. */
export const SHARED_UPLOADS = path.join(os.tmpdir(), 'gembourse-test-uploads');

/** The demo data set of the tests (createTestApp's database and the template's). */
export const TEST_SEED = { suppliers: 8, products: 80 } as const;

/** Where the run's templates are: PostgreSQL database names, or PGlite dump files. */
export type TestTemplates = { driver: 'postgres'; migrated: string; demo: string } | { driver: 'pglite'; migrated: string; demo: string };

/** What a test database starts as: migrated (with pg-boss's schema), or migrated and demo-seeded. */
export type TestDatabaseStart = 'migrated' | 'demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by test/global-setup.ts; absent when the run has no global setup (then every database starts empty). */
    gbTestTemplates?: TestTemplates;
  }
}

const randomId = () => Math.random().toString(36).slice(2, 8);

/** The connection URL of database `name` on the server of `base`. */
export function urlOf(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server of `base` on a connection of its own (CREATE / DROP DATABASE). */
export async function adminQuery(base: string, text: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** pg-boss creates its schema when the queue first starts: once in the template, not in every test file. */
async function createJobSchema(database: Database): Promise<void> {
  const log = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
  const jobs = createJobQueue(database, log, { work: false, pollSeconds: 60, maintenanceSeconds: 3600 });
  await jobs.start();
  await jobs.stop();
}

/** Migrates an open database and gives it pg-boss's schema. */
async function prepareMigrated(database: Database): Promise<void> {
  await database.migrate();
  await createJobSchema(database);
}

const seedDemo = (database: Database) => seedOnStart(database.db, { demo: true, ...TEST_SEED, uploadsDir: SHARED_UPLOADS });

/** Builds the run's two templates (migrated; migrated and demo-seeded) on PostgreSQL when `databaseUrl` is set, else as PGlite dumps. */
export async function createTemplates(databaseUrl: string | undefined): Promise<TestTemplates> {
  const id = randomId();
  if (databaseUrl) {
    const demo = `gb_tpl_${id}`;
    const migrated = `${demo}_migrated`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${migrated}`);
    let database = await openDatabase({ databaseUrl: urlOf(databaseUrl, migrated), dataDir: ':memory:', poolSize: 2 });
    try {
      await prepareMigrated(database);
    } finally {
      await database.close();
    }
    await adminQuery(databaseUrl, `CREATE DATABASE ${demo} TEMPLATE ${migrated}`);
    database = await openDatabase({ databaseUrl: urlOf(databaseUrl, demo), dataDir: ':memory:', poolSize: 2 });
    try {
      await seedDemo(database);
    } finally {
      await database.close();
    }
    // Nothing may be connected to a template while it is copied; autovacuum stays away from such a database too.
    for (const name of [migrated, demo]) await adminQuery(databaseUrl, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    return { driver: 'postgres', migrated, demo };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-test-tpl-'));
  const files = { migrated: path.join(dir, 'migrated.tar'), demo: path.join(dir, 'demo.tar') };
  const database = await openDatabase({ dataDir: ':memory:' });
  try {
    await prepareMigrated(database);
    await database.dumpTo!(files.migrated);
    await seedDemo(database);
    await database.dumpTo!(files.demo);
  } finally {
    await database.close();
  }
  return { driver: 'pglite', ...files };
}

/** Drops the templates of createTemplates. */
export async function dropTemplates(templates: TestTemplates, databaseUrl: string | undefined): Promise<void> {
  if (templates.driver === 'pglite') {
    rmSync(path.dirname(templates.demo), { recursive: true, force: true });
    return;
  }
  if (!databaseUrl) return;
  for (const name of [templates.demo, templates.migrated]) await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** CREATE DATABASE from a template, retried while something (autovacuum, a stats collector) briefly holds the template. */
async function createFrom(base: string, name: string, template: string | undefined): Promise<void> {
  const text = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(base, text);
      return;
    } catch (err) {
      // 55006: "source database is being accessed by other users".
      if ((err as { code?: string }).code !== '55006' || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}

/**
 * A database of its own for one test file, starting as `start` says: on PostgreSQL when DATABASE_URL is set (created,
 * dropped by `drop`), otherwise an in-memory PGlite. A copy of the run's template when there is one (`templates`);
 * otherwise migrated (and seeded) here, as the templates are. `url` is the PostgreSQL database's (to open it another way).
 */
export async function openTestDatabase(
  start: TestDatabaseStart,
  templates: TestTemplates | undefined,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const base = process.env.DATABASE_URL;
  const template = templates?.driver === (base ? 'postgres' : 'pglite') ? templates[start] : undefined;
  let database: Database;
  let drop = async () => {};
  let url: string | undefined;
  if (!base) {
    database = await openDatabase({ dataDir: ':memory:', pgliteDump: template });
  } else {
    const name = `gb_test_${process.pid}_${randomId()}`;
    await createFrom(base, name, template);
    url = urlOf(base, name);
    // Dropping the database at the end terminates its idle connections: expected, not worth a log line.
    database = await openDatabase({ databaseUrl: url, dataDir: ':memory:', poolSize: 4, onIdleError: () => {} });
    drop = () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  if (!template) {
    await prepareMigrated(database);
    if (start === 'demo') await seedDemo(database);
  }
  return { database, drop, url };
}
