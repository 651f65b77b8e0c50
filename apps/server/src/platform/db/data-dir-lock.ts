import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/** The file that says which process has the embedded database's data directory open. */
export const LOCK_FILE = 'gembourse.pid';

/** The directories this process holds: its own id in a lock file is then a second open here, not a leftover. */
const held = new Set<string>();

/** Whether a process with this id is running (signal 0 tests without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates `file` holding this process's id; false when it exists. */
function createWithPid(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return true;
}

/**
 * Takes the data directory for this process, or throws when another running process holds it. PGlite is PostgreSQL
 * inside one process with none of the server's own locking: two processes on one directory both write its files,
 * and the second start corrupted the first's database (found in issue 9 when a benchmark server and `npm start`
 * shared a directory). A lock left by a process that is gone (kill -9, a crash) is taken over.
 * Returns the release, which removes the file (also called on exit, so a normal stop leaves nothing behind).
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  if (!createWithPid(file)) {
    const holder = Number(readFileSync(file, 'utf8').trim());
    // Our own id in a file we do not hold: a container's previous run, started with the same process id.
    const ours = holder === process.pid && !held.has(file);
    if (Number.isInteger(holder) && holder > 0 && !ours && isRunning(holder)) {
      throw new Error(
        `The data directory ${dir} is in use by process ${holder}. Stop it, or give this server its own DATA_DIR ` +
          `(two servers on one embedded database corrupt it). If no server uses it, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
    // A second process that took the leftover over in the meantime wins; this one fails on EEXIST.
    if (!createWithPid(file)) throw new Error(`The data directory ${dir} was taken by another process while starting.`);
  }
  held.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    held.delete(file);
    rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
