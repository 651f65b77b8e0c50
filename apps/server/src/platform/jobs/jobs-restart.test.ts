import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../mail/test-smtp-server.ts';

// The job queue's promise, end to end: a job that was running when its process died (kill -9, no goodbye) is taken
// up again after a restart and finishes. The server runs as a real child process on its own database.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-restart-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A database of its own: PGlite files under dataDir, or a new PostgreSQL database when DATABASE_URL is set. */
async function prepareDatabase() {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  const { default: pg } = await import('pg');
  const name = `gb_restart_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

/** Starts GemBourse (demo mode, a tiny seed) and resolves once /api/health answers. */
async function startServer(port: number, smtpUrl: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    SEED_SUPPLIERS: '2',
    SEED_PRODUCTS: '4',
    LOG_LEVEL: 'warn',
    SMTP_URL: smtpUrl,
    // A delivery that hangs is given up on after 3 x 2 s; expired jobs are looked for every second; retried after 1 s.
    SMTP_TIMEOUT_SECONDS: '2',
    MAIL_RETRY_SECONDS: '1',
    JOBS_POLL_SECONDS: '0.5',
    JOBS_MAINTENANCE_SECONDS: '1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    REDIS_URL: '',
    DATABASE_URL: databaseUrl ?? '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a job interrupted by a crash', () => {
  it('runs again after the restart and finishes: the reset link killed mid-delivery still arrives', async () => {
    await prepareDatabase();
    // The mail server takes the first message and never acknowledges it: the delivery job is mid-flight.
    const smtp = await startTestSmtpServer({ holdFirst: 1 });
    try {
      const port = await freePort();
      const first = await startServer(port, smtp.url);
      children.push(first);
      const asked = await fetch(`http://127.0.0.1:${port}/api/auth/password/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'buyer@example.com' }),
      });
      expect((await asked.json()).code).toBe(200);
      await smtp.holding;
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      expect(smtp.received).toHaveLength(0);

      children.push(await startServer(port, smtp.url));
      const mail = await smtp.waitFor('buyer@example.com', 30_000);
      expect(mail.subject).toBe('Reset your GemBourse password');
      expect(mail.text).toMatch(/\/home\/reset-password\?token=/);
    } finally {
      await smtp.close();
    }
  }, 150_000);
});
