import type { TestProject } from 'vitest/node';
import { useTestHashCost } from '../platform/crypto/password.ts';
import { createTemplates, dropTemplates } from './test-database.ts';

/**
 * Vitest global setup: migrates and seeds the run's template databases once (test-database.ts), hands their names to
 * the test files (inject('gbTestTemplates')), and drops them when the run ends.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  // The demo accounts of the template are hashed at the test cost too: the suites log them in some 250 times.
  useTestHashCost();
  const started = performance.now();
  const templates = await createTemplates(databaseUrl);
  if (process.env.GB_TEST_TIMING)
    console.log(`test templates (${templates.driver}) ready in ${Math.round(performance.now() - started)} ms`);
  project.provide('gbTestTemplates', templates);
  return () => dropTemplates(templates, databaseUrl);
}
