import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds the template database once; each file's createTestApp opens a copy (src/test/test-database.ts).
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    pool: 'forks',
    // The files of a worker share one module graph instead of importing the server anew each (2.4 s a file, 112 s of
    // the suite): every file builds its own app on its own database, and no module keeps state of its own (static
    // tables only). A test must not depend on which files ran before it in the same worker.
    isolate: false,
    // Each file builds its own app on its own copy of the template database; two at a time suit a 2-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
