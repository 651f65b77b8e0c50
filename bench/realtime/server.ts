// The GemBourse processes of the realtime benchmarks: the production bundle (apps/server/dist/main.mjs, what `npm start`
// runs) or the sources through tsx, on the benchmark's PostgreSQL database, with or without Redis; and their memory as
// the kernel counts it (VmRSS of /proc/<pid>/status).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../directory/server.ts';

export interface RealtimeServer {
  name: string;
  baseUrl: string;
  wsUrl: string;
  pid: number;
  /** Resident memory of the process now, in MB. */
  rssMb(): number;
  /** Why the server is gone, with its last lines; undefined while it runs. */
  exitReport(): string | undefined;
  stop(): Promise<void>;
}

export interface ServerOptions {
  name: string;
  databaseUrl: string;
  dataDir: string;
  /** Set for the processes that fan out through Redis; empty runs the in-process hub. */
  redisUrl?: string;
  redisPrefix?: string;
  /** Run apps/server/src/main.ts through tsx instead of the bundle. */
  tsx?: boolean;
  /** Extra node flags (`--cpu-prof --cpu-prof-dir=...` to see where the server spends its time). */
  nodeArgs?: string[];
}

const running = new Set<ChildProcess>();
/** Kills every server this process started; for exit paths that cannot wait. */
export function killAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Builds apps/server/dist/main.mjs when its sources changed (scripts/build-server-if-stale.mjs). */
export function buildServer(root: string): void {
  execFileSync(process.execPath, ['scripts/build-server-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
}

/** VmRSS of a process, in MB. */
export function rssMbOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
}

/**
 * Starts one server and waits until GET /api/health answers. Demo mode on a small seed (the benchmark adds its own
 * members), request logs off (LOG_LEVEL=warn), no SMTP (e-mails stay in the outbox).
 */
export async function startRealtimeServer(root: string, opts: ServerOptions): Promise<RealtimeServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const args = [...(opts.nodeArgs ?? []), ...(opts.tsx ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/main.mjs'])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL: opts.redisUrl ?? '',
      REDIS_PREFIX: opts.redisPrefix ?? 'gbbench:',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      SEED_SUPPLIERS: '4',
      SEED_PRODUCTS: '40',
      API_PAYLOAD_KEY: '',
      SMTP_URL: '',
      WEB_DIST: path.join(opts.dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const tail: string[] = [];
  const keep = (b: Buffer) => {
    tail.push(...b.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  let exitInfo = '';
  child.once('exit', (code, signal) => {
    exited = true;
    exitInfo = `exit code ${code}, signal ${signal}`;
    running.delete(child);
  });
  const stop = async () => {
    if (exited) return;
    const gone = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await gone;
    clearTimeout(timer);
  };
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`${opts.name} exited during start-up:\n${tail.join('\n')}`);
    if (Date.now() - started > 300_000) {
      await stop();
      throw new Error(`${opts.name} did not answer /api/health within 300 s:\n${tail.join('\n')}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid!;
  return {
    name: opts.name,
    baseUrl,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    pid,
    rssMb: () => rssMbOf(pid),
    exitReport: () => (exited ? `${opts.name} stopped (${exitInfo}); its last lines:\n${tail.join('\n')}` : undefined),
    stop,
  };
}
