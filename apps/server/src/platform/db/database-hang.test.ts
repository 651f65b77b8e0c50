import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { ErrorCode } from '@gembourse/contracts/errors';
import { createBareApp, type BareApp } from '../../test/bare-app.ts';
import { startFreezableProxy, type FreezableProxy } from '../../test/freezable-proxy.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { openDatabase, type Database } from './database.ts';

// Issue 28 item 12: with a hung PostgreSQL every API call waited the full statement timeout (20 s) before its 503,
// while health answered in 1.5 s. The database is reached through a proxy that stops forwarding (no root, nobody
// else's server disturbed), with the default timeouts of a real start: a hung database must cost a client under 5 s,
// and a thawed one must serve again within seconds. PostgreSQL only: PGlite runs inside the process.

const base = process.env.DATABASE_URL;

describe.skipIf(!base)('a hung database (PostgreSQL behind a proxy that stops forwarding)', () => {
  let proxy: FreezableProxy;
  let database: Database;
  let t: BareApp;
  let drop = async () => {};

  beforeAll(async () => {
    const own = await openTestDatabase('migrated', inject('gbTestTemplates'));
    drop = own.drop;
    await own.database.close();
    const url = new URL(own.url!);
    proxy = await startFreezableProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:', poolSize: 10, onIdleError: () => {} });
    t = await createBareApp({}, { database });
  }, 60_000);
  afterAll(async () => {
    proxy?.thaw();
    await t?.close().catch(() => {});
    await database?.close().catch(() => {});
    await proxy?.close();
    await drop();
  });

  const timed = async (url: string, payload?: object) => {
    const started = performance.now();
    const res = await t.app.inject({ method: payload ? 'POST' : 'GET', url, payload, headers: { lang: 'en_US' } });
    return { status: res.statusCode, code: (res.json() as { code: number }).code, ms: performance.now() - started };
  };
  let calls = 0;
  // A new address each time: the login limits count per address, and this test is about the database.
  const login = () => timed('/api/auth/login', { email: `nobody${++calls}@example.com`, password: 'Wrong#2026' });

  it('does not take a busy process for a hung server: seconds of synchronous work, then calls are answered', async () => {
    await login();
    const from = t.logs.length;
    // What a large workbook parsed in one go, or a burst of module loading, does to the event loop: long synchronous
    // stretches with a turn of the loop between them, in which a probe is sent and its answer left unread.
    for (let round = 0; round < 4; round++) {
      const until = Date.now() + 2_500;
      while (Date.now() < until);
      await new Promise((r) => setImmediate(r));
    }
    expect((await login()).code).toBe(ErrorCode.BAD_CREDENTIALS);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await login()).code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(t.logs.slice(from).filter((l) => String(l.msg).startsWith('database not answering'))).toEqual([]);
  });

  it('answers every call 503 (50300) within 5 s while the database is hung, then serves again once it answers', async () => {
    // Warm: the pool holds idle connections, which are the ones a request takes first when the server hangs.
    await Promise.all(Array.from({ length: 6 }, () => login()));
    expect((await login()).code).toBe(ErrorCode.BAD_CREDENTIALS);

    proxy.freeze();
    const frozenAt = performance.now();
    try {
      // Calls already on their way when it hangs, calls a moment later, and health.
      const first = await Promise.all([...Array.from({ length: 6 }, () => login()), timed('/api/health')]);
      await new Promise((r) => setTimeout(r, 1_000));
      const later = await Promise.all(Array.from({ length: 4 }, () => login()));
      const all = [...first, ...later];
      console.info(
        `hung PostgreSQL: ${all.map((c) => `${c.status}/${Math.round(c.ms)} ms`).join(', ')} (${Math.round(performance.now() - frozenAt)} ms in all)`,
      );
      for (const c of all) {
        expect(c.status).toBe(503);
        expect(c.code).toBe(ErrorCode.UNAVAILABLE);
        expect(c.ms).toBeLessThan(5_000);
      }
      // Once it is known to be hung, a call is refused at once.
      expect(Math.max(...later.map((c) => c.ms))).toBeLessThan(500);
    } finally {
      proxy.thaw();
    }
    const thawedAt = performance.now();
    await vi.waitFor(async () => expect((await login()).code).toBe(ErrorCode.BAD_CREDENTIALS), { timeout: 10_000, interval: 200 });
    console.info(`serving again ${Math.round(performance.now() - thawedAt)} ms after the thaw`);
    expect((await timed('/api/health')).status).toBe(200);
  }, 90_000);
});
