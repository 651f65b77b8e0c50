import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, urlOf } from './test-database.ts';

// GemBourse as a real child process on a database of its own, for the tests that kill it (kill -9, no goodbye) and
// start it again: what survives a crash can only be seen from outside the process.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A TCP port nobody listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A database of its own: PGlite files under the server's DATA_DIR (url undefined), or a new PostgreSQL database when
 * DATABASE_URL is set; `drop` removes it.
 */
export async function ownDatabase(prefix: string): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  return { url: urlOf(base, name), drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Starts GemBourse (demo mode, a tiny seed, no Redis, no web app) on `port` and resolves once /api/health answers;
 * `env` adds or overrides variables.
 */
export async function startServer(opts: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  env?: NodeJS.ProcessEnv;
}): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    DEMO: 'true',
    SEED_SUPPLIERS: '2',
    SEED_PRODUCTS: '4',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(opts.dataDir, 'no-web'),
    REDIS_URL: '',
    DATABASE_URL: opts.databaseUrl ?? '',
    ...opts.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${opts.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** Kills the process at once (SIGKILL: no shutdown hook runs) and waits until it is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}
