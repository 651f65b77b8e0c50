import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds the template database once; each file's createTestApp opens a copy (src/test/test-database.ts).
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // Each file builds its own app on its own copy of the template database; two at a time suit a 2-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
