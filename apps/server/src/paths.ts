import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Folders the server reads at run time, resolved from this file's own location. It sits directly in src/ on purpose:
// `npm start` runs the bundle apps/server/dist/main.mjs, one folder below apps/server like this file, so the same
// relative path holds from the sources (tsx, vitest) and from the bundle. A module deeper in src/ that resolved
// `import.meta.url` itself would point elsewhere once bundled (scripts/build-server-if-stale.mjs refuses to bundle
// one).
const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/server. */
export const SERVER_DIR = path.resolve(here, '..');

/** The committed migrations, applied at start (platform/db/database.ts); read from the sources, never bundled. */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'src/db/migrations');
