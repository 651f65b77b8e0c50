import { sql } from 'drizzle-orm';
import { companies } from '../schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { seedReferenceData } from './reference-seed.ts';
import { seedDemo } from './demo/seed-demo.ts';

export interface SeedOptions {
  demo: boolean;
  suppliers: number;
  products: number;
  uploadsDir: string;
}

/**
 * Start-up seeding: reference data always (idempotent); demo data only in demo mode and only on an empty database,
 * so a real installation is never touched. Returns what the demo seed wrote, or null when it did not run.
 */
export async function seedOnStart(db: Db, opts: SeedOptions) {
  await seedReferenceData(db);
  if (!opts.demo) return null;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  if (n > 0) return null;
  return seedDemo(db, { suppliers: opts.suppliers, products: opts.products, uploadsDir: opts.uploadsDir });
}
