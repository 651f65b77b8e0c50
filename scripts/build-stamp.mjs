// Shared by the build-*-if-stale scripts that `npm start` runs: a build's inputs are hashed (paths and contents) and
// the hash is kept beside the build, so a start whose inputs did not change reuses the build (issue 9).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root folder. */
export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Every file under `target` (a file or a folder, absolute), or none when it does not exist. */
export function filesOf(target) {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(path.join(target, e.name)) : [path.join(target, e.name)],
  );
}

/**
 * sha256 over `lines` (settings that change the build, such as environment variables) and then over each file's path
 * relative to the root and its contents, in sorted order. A file that is missing counts as such, not as an error.
 */
export function hashOf(files, lines = []) {
  const hash = createHash('sha256');
  for (const line of lines) hash.update(`${line}\n`);
  for (const file of [...files].sort()) {
    hash.update(path.relative(root, file));
    hash.update(existsSync(file) ? readFileSync(file) : '\0missing');
  }
  return hash.digest('hex');
}
