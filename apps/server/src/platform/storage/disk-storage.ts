import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, UPLOADS_URL_PREFIX, type FileStorage } from './storage.ts';

/**
 * Files under `root` (config.uploadsDir), served at /uploads/ by the static route. Writes go to a temporary name
 * first and are renamed into place, so a reader never sees half a file.
 */
export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(tmp, body, { flag: 'wx' });
      await rename(tmp, file);
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
