// The GemBourse processes of the realtime benchmarks: the production bundle (apps/server/dist/main.mjs, what `npm start`
// runs) or the sources through tsx, on the benchmark's PostgreSQL database, with or without Redis; and their memory as
// the kernel counts it (VmRSS of /proc/<pid>/status).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnServer } from '../support/server-process.ts';

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

export { killAllServers } from '../support/server-process.ts';

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
  const server = await spawnServer(root, {
    name: opts.name,
    args: [...(opts.nodeArgs ?? []), ...(opts.tsx ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/main.mjs'])],
    env: {
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
  });
  return {
    name: opts.name,
    baseUrl: server.baseUrl,
    wsUrl: `ws://127.0.0.1:${server.port}/ws`,
    pid: server.pid,
    rssMb: () => rssMbOf(server.pid),
    exitReport: server.exitReport,
    stop: server.stop,
  };
}
