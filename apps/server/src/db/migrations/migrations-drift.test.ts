import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A schema change must come with its generated migration: drizzle-kit, run against a copy of the committed
// migrations, must find nothing left to generate. (Fails with the SQL it would add: run `npm run db:generate`.)

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const migrations = path.join(serverDir, 'src/db/migrations');

describe('the committed migrations', () => {
  it('match the drizzle schema', () => {
    // drizzle-kit resolves --out relative to the working directory, so the copy lives inside the repository.
    mkdirSync(path.join(serverDir, '../../.tmp'), { recursive: true });
    const scratch = mkdtempSync(path.join(serverDir, '../../.tmp/drift-'));
    try {
      cpSync(migrations, scratch, { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
      const before = readdirSync(scratch).filter((f) => f.endsWith('.sql'));
      const out = execFileSync(
        process.execPath,
        [path.join(serverDir, '../../node_modules/drizzle-kit/bin.cjs'), 'generate', '--dialect=postgresql', '--schema=./src/db/schema/index.ts', `--out=${path.relative(serverDir, scratch)}`],
        { cwd: serverDir, encoding: 'utf8' },
      );
      const added = readdirSync(scratch).filter((f) => f.endsWith('.sql') && !before.includes(f));
      expect(added, out).toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
