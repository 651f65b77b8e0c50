import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, UPLOADS_URL_PREFIX, type FileStorage } from './storage.ts';

/**
 * Where half-written files live, inside the root (so the final rename stays on one file system) but under a name no
 * storage key can take (keys never start with a dot) and that the static route does not serve.
 */
export const TEMP_FOLDER = '.tmp';

/** Temporary files older than this are left over from a crash (kill -9 mid-upload) and are removed. */
export const STALE_TEMP_MS = 60 * 60_000;

/**
 * Files under `root` (config.uploadsDir), served at /uploads/ by the static route. Writes go to a temporary file in
 * TEMP_FOLDER first and are renamed into place, so a reader never sees half a file; keepTempsSwept removes the
 * temporary files a crash leaves behind.
 */
export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const tempDir = path.join(root, TEMP_FOLDER);
  return {
    async put(key, body) {
      const file = fileOf(key);
      await Promise.all([mkdir(path.dirname(file), { recursive: true }), mkdir(tempDir, { recursive: true })]);
      const tmp = path.join(tempDir, `${randomBytes(8).toString('hex')}.tmp`);
      await writeFile(tmp, body, { flag: 'wx' });
      try {
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    url(key) {
      assertKey(key);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Removes the `*.tmp` files of one folder (not its subfolders) last modified before `before`; answers how many. */
async function sweepFolder(dir: string, before: number): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.tmp')) continue;
    const file = path.join(dir, entry.name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < before) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Removes temporary files older than `maxAgeMs`: the storage's TEMP_FOLDER and the demo seed's image folder (whose
 * generator writes `<file>.<pid>.tmp` beside its images). Only those two folders are read, so the sweep stays cheap
 * however many files are stored; several processes sharing the folder are safe, since a live write is minutes old
 * at most.
 */
export async function sweepStaleTemps(root: string, maxAgeMs = STALE_TEMP_MS, now = Date.now()): Promise<number> {
  const before = now - maxAgeMs;
  const counts = await Promise.all([sweepFolder(path.join(root, TEMP_FOLDER), before), sweepFolder(path.join(root, 'seed'), before)]);
  return counts[0] + counts[1];
}

/** Sweeps at once and then every `everyMs`; answers a function that stops the timer. */
export function keepTempsSwept(
  root: string,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  everyMs = STALE_TEMP_MS,
): () => void {
  const run = () =>
    sweepStaleTemps(root).then(
      (removed) => removed > 0 && log.info({ removed }, 'stale temporary upload files removed'),
      (err: unknown) => log.warn({ err }, 'temporary upload files could not be swept'),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
