import { execFileSync, spawnSync } from 'node:child_process';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@gembourse/contracts/errors';
import { createBareApp, type BareApp } from '../test/bare-app.ts';
import { closeRedis, openRedis } from './redis.ts';

// A Redis of this test's own (helper D's ports 6391-6399), so stopping it disturbs nobody.
const PORT = 6391;
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const startRedis = () =>
  execFileSync('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'yes']);
const stopRedis = () => spawnSync('redis-cli', ['-p', String(PORT), 'shutdown', 'nosave']);

if (!hasRedis) console.warn('redis-outage.test.ts skipped: redis-server is not on PATH');

describe.skipIf(!hasRedis)('Redis outage', () => {
  let t: BareApp;
  let redis: Redis;
  const unhandled = vi.spyOn(console, 'error');

  beforeAll(async () => {
    stopRedis();
    startRedis();
    await vi.waitFor(() => expect(spawnSync('redis-cli', ['-p', String(PORT), 'ping']).stdout.toString()).toContain('PONG'));
    redis = await openRedis(`redis://127.0.0.1:${PORT}`, { timeoutMs: 300 });
    t = await createBareApp({ LOGIN_RATE_LIMIT: '3', REDIS_TIMEOUT_SECONDS: '0.3' }, { redis });
  });
  afterAll(async () => {
    await t?.close();
    if (redis) await closeRedis(redis);
    stopRedis();
  });

  const login = async (email: string) => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong#2026' } });
    return { status: res.statusCode, code: (res.json() as { code: number }).code, ms: performance.now() - started };
  };
  const redisKeys = async () => (await redis.keys(`${t.config.redisPrefix}*`)).length;

  it('counts in Redis while it is up', async () => {
    expect((await login('up@example.com')).code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(await redisKeys()).toBeGreaterThan(0);
  });

  it('keeps login, forgot-password, realtime and health answering quickly while Redis is down, limits from memory', async () => {
    stopRedis();
    await vi.waitFor(() => expect(redis.status).not.toBe('ready'), { timeout: 5_000 });

    const first = await login('down@example.com');
    expect(first).toMatchObject({ status: 400, code: ErrorCode.BAD_CREDENTIALS });
    expect(first.ms).toBeLessThan(1_000);
    const attempts = [first, await login('down@example.com'), await login('down@example.com')];
    for (const a of attempts) expect(a.code).toBe(ErrorCode.BAD_CREDENTIALS);
    // The fourth attempt within the minute is refused from this process's own counters.
    const limited = await login('down@example.com');
    expect(limited).toMatchObject({ status: 429, code: ErrorCode.TOO_MANY_REQUESTS });
    expect(limited.ms).toBeLessThan(1_000);

    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: 'down@example.com' } });
    expect(forgot.statusCode).toBe(200);

    const started = performance.now();
    await t.app.deps.realtime.publish({ type: 'logout', reason: 'replaced' }, { sessionIds: [1] });
    expect(performance.now() - started).toBeLessThan(100);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ data: { status: 'degraded', redis: { ok: false, configured: true }, database: { ok: true } } });

    const outage = t.logs.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('Redis unavailable'));
    expect(outage).toHaveLength(1);
    expect(outage[0].level).toBe(40);
    expect(unhandled.mock.calls.flat().join(' ')).not.toContain('Unhandled error event');
  });

  it('goes back to Redis when it answers again, and says so once', async () => {
    startRedis();
    await vi.waitFor(() => expect(redis.status).toBe('ready'), { timeout: 10_000, interval: 100 });
    await redis.flushall();
    expect((await login('back@example.com')).code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(await redisKeys()).toBeGreaterThan(0);
    expect(t.logs.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('Redis is back'))).toHaveLength(1);
  });
});
