import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@gembourse/contracts/errors';
import { createBareApp, type BareApp } from '../../test/bare-app.ts';
import { openDatabase, type Database } from './database.ts';

// A PostgreSQL cluster of this test's own (helper D's ports 5441-5449): it is frozen with SIGSTOP, which must
// disturb nobody else. PGlite runs inside this process and cannot hang apart from it, so this is PostgreSQL only.
const PORT = 5441;
const BIN = (() => {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  return version ? path.join(root, version, 'bin') : '';
})();
const isRoot = process.getuid?.() === 0;
const canRun = isRoot && BIN !== '' && existsSync(path.join(BIN, 'initdb'));
if (!canRun)
  console.warn(`database-outage.test.ts skipped: needs root and initdb (${isRoot ? 'no initdb under /usr/lib/postgresql' : 'not root'})`);

const asPostgres = (cmd: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, cmd), ...args], { stdio: 'pipe' });

describe.skipIf(!canRun)('database outage (PostgreSQL)', () => {
  let dir: string;
  let database: Database;
  let t: BareApp;
  const dataDir = () => path.join(dir, 'data');
  // The postmaster and every backend: freezing them all is what a hung server (or a stalled VM) looks like.
  const clusterPids = () => {
    const main = readFileSync(path.join(dataDir(), 'postmaster.pid'), 'utf8').split('\n')[0].trim();
    const children = spawnSync('pgrep', ['-P', main]).stdout.toString().split('\n').filter(Boolean);
    return [main, ...children];
  };
  const signal = (sig: string) => spawnSync('kill', [`-${sig}`, ...clusterPids()]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-pg-outage-'));
    execFileSync('chown', ['postgres:postgres', dir]);
    asPostgres('initdb', ['-D', dataDir(), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    asPostgres('pg_ctl', [
      '-D',
      dataDir(),
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${PORT}/postgres`,
      dataDir: ':memory:',
      poolSize: 4,
      // Short limits so the test runs in seconds (defaults: 5 s to connect, 20 s per statement).
      timeouts: { connectMs: 1_000, statementMs: 1_000, idleMs: 30_000, probeMs: 1_000, hungMs: 2_000 },
      onIdleError: () => {},
    });
    await database.migrate();
    t = await createBareApp({}, { database });
  });
  afterAll(async () => {
    if (dir && existsSync(path.join(dataDir(), 'postmaster.pid'))) {
      signal('CONT');
      spawnSync('runuser', ['-u', 'postgres', '--', path.join(BIN, 'pg_ctl'), '-D', dataDir(), '-m', 'immediate', 'stop']);
    }
    await t?.close().catch(() => {});
    await database?.close().catch(() => {});
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const timed = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const started = performance.now();
    const res = await t.app.inject({ method, url, payload, headers: { lang: 'zh_CN' } });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown }, ms: performance.now() - started };
  };
  const login = () => timed('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'Wrong#2026' });

  it('answers 503 on health within 2 s and 503 (50300) on API calls while the server is frozen, then recovers', async () => {
    expect((await timed('GET', '/api/health')).status).toBe(200);
    expect((await login()).body.code).toBe(ErrorCode.BAD_CREDENTIALS);

    signal('STOP');
    try {
      const health = await timed('GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(2_000);
      expect(health.body).toMatchObject({
        code: ErrorCode.UNAVAILABLE,
        data: { status: 'degraded', database: { ok: false, driver: 'postgres' } },
      });

      const api = await login();
      expect(api.status).toBe(503);
      expect(api.body.code).toBe(ErrorCode.UNAVAILABLE);
      // statement limit 1 s (+1 s for a server that says nothing), or the 1 s connect limit once the pool is busy.
      expect(api.ms).toBeLessThan(4_000);
      console.info(`frozen PostgreSQL: health ${Math.round(health.ms)} ms (503), login ${Math.round(api.ms)} ms (503)`);
    } finally {
      signal('CONT');
    }
    await vi.waitFor(async () => expect((await timed('GET', '/api/health')).status).toBe(200), { timeout: 8_000, interval: 250 });
    expect((await login()).body.code).toBe(ErrorCode.BAD_CREDENTIALS);
  });

  it('answers 503 (50300) when the server is gone', async () => {
    asPostgres('pg_ctl', ['-D', dataDir(), '-m', 'fast', '-w', 'stop']);
    const api = await login();
    expect(api.status).toBe(503);
    expect(api.body).toMatchObject({ code: ErrorCode.UNAVAILABLE, data: null });
    const health = await timed('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(2_000);
    // The log says why without the statement's values.
    expect(t.logs.some((l) => l.msg === 'database unavailable')).toBe(true);
  });
});
