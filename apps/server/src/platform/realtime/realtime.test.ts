import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { CHAT_LIMITS } from '@gembourse/contracts/messaging';
import { WS_CLOSE_TOO_MANY, WS_CLOSE_UNAUTHORIZED } from '@gembourse/contracts/realtime';
import { buildApp } from '../../app.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { errorHandler } from '../error-handler.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { openRedis } from '../redis.ts';
import { openSocket, wsUrl } from './realtime-test-client.ts';
import { realtime } from './realtime.plugin.ts';
import { RealtimeHub } from './realtime-hub.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await wsUrl(t.app);
});
afterAll(() => t?.close());

async function currentUserId(token: string): Promise<number> {
  const { body } = await call<{ id: number }>(t.app, { method: 'GET', url: '/api/company/user/current', headers: bearer(token) });
  return body.data.id;
}

describe('/ws handshake', () => {
  it('answers ready to a valid token, and pong to ping', async () => {
    const token = await loginAs(t.app, 'buyer@example.com');
    const ws = await openSocket(url, token);
    await ws.next('ready');
    ws.send({ type: 'ping' });
    await ws.next('pong');
    ws.close();
  });

  it('closes with 4401 for an unknown token, a first message that is not auth, and garbage', async () => {
    const bad = await openSocket(url, 'not-a-real-token');
    expect((await bad.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
    const ping = await openSocket(url);
    ping.send({ type: 'ping' });
    expect((await ping.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
    const garbage = await openSocket(url);
    garbage.send('{{{');
    expect((await garbage.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
    expect(bad.events).toEqual([]);
  });

  it('answers a plain GET without an upgrade with the 404 envelope', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/ws' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 40400, data: null, dataType: 0 });
  });

  it('refuses a session that has ended', async () => {
    const token = await loginAs(t.app, 'staff@example.com');
    await call(t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const ws = await openSocket(url, token);
    expect((await ws.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
  });
});

describe('origin of the upgrade', () => {
  it('refuses a page of another site with 403 before any socket exists; takes no Origin, its own host and PUBLIC_URL', async () => {
    const token = await loginAs(t.app, 'buyer@example.com');
    await expect(openSocket(url, token, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    await expect(openSocket(url, token, { origin: 'null' })).rejects.toThrow(/403/);
    // The same host name on another port is another origin.
    const { host, port } = new URL(url);
    await expect(openSocket(url, token, { origin: `http://127.0.0.1:${Number(port) + 1}` })).rejects.toThrow(/403/);
    for (const origin of [undefined, `http://${host}`, `https://${host}`, t.config.publicUrl]) {
      const ws = await openSocket(url, token, { origin });
      await ws.next('ready');
      ws.close();
    }
  });

  it('takes the origins of WS_ALLOWED_ORIGINS, and only those', async () => {
    const app = Fastify({ logger: false });
    // The refusal is an error envelope, as the app's error handler writes it.
    await app.register(requestLocale);
    await app.register(errorHandler);
    await app.register(realtime, {
      db: t.database.db,
      hub: new RealtimeHub(app.log, undefined, `${t.config.redisPrefix}rt-origin`),
      allowedOrigins: ['https://partner.example', 'https://app.partner.example:8443/'],
    });
    try {
      const partnerUrl = await wsUrl(app);
      const token = await loginAs(t.app, 'buyer@example.com');
      for (const origin of ['https://partner.example', 'https://partner.example:443', 'https://app.partner.example:8443']) {
        const ws = await openSocket(partnerUrl, token, { origin });
        await ws.next('ready');
        ws.close();
      }
      for (const origin of ['http://partner.example', 'https://partner.example.evil.example', 'https://app.partner.example']) {
        await expect(openSocket(partnerUrl, token, { origin }), origin).rejects.toThrow(/403/);
      }
    } finally {
      await app.close();
    }
  });
});

describe('sockets per session', () => {
  it(`closes the oldest socket of a session with ${WS_CLOSE_TOO_MANY} when socket ${CHAT_LIMITS.socketsPerSession + 1} joins`, async () => {
    const token = await loginAs(t.app, 'buyer@example.com');
    const tabs = [];
    for (let i = 0; i < CHAT_LIMITS.socketsPerSession; i++) {
      const ws = await openSocket(url, token);
      await ws.next('ready');
      tabs.push(ws);
    }
    const extra = await openSocket(url, token);
    await extra.next('ready');
    expect(await tabs[0].closed).toEqual({ code: WS_CLOSE_TOO_MANY, reason: 'too many sockets' });
    // The others are untouched, and the newest hears the session's events.
    for (const ws of [...tabs.slice(1), extra]) {
      ws.send({ type: 'ping' });
      await ws.next('pong');
    }
    await t.app.realtime.publish({ type: 'unread', count: 4 }, { userIds: [await currentUserId(token)] });
    expect(await extra.next('unread')).toEqual({ type: 'unread', count: 4 });
    expect(tabs[0].events.some((e) => e.type === 'unread')).toBe(false);
    for (const ws of [...tabs, extra]) ws.close();
  });
});

describe('auth timeout', () => {
  it('closes a socket that does not authenticate in time with 4401', async () => {
    // The plugin alone, with a short timeout, on the same database.
    const app = Fastify({ logger: false });
    await app.register(realtime, {
      db: t.database.db,
      hub: new RealtimeHub(app.log, undefined, `${t.config.redisPrefix}rt-timeout`),
      authTimeoutMs: 200,
    });
    try {
      const ws = await openSocket(await wsUrl(app));
      const started = Date.now();
      expect((await ws.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    } finally {
      await app.close();
    }
  });
});

describe('single login', () => {
  it('sends logout (replaced) to the first socket when the same user logs in again, then closes it', async () => {
    const first = await loginAs(t.app, 'supplier@example.com');
    const ws1 = await openSocket(url, first);
    await ws1.next('ready');
    const second = await loginAs(t.app, 'supplier@example.com');
    expect(await ws1.next('logout')).toEqual({ type: 'logout', reason: 'replaced' });
    expect((await ws1.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
    // The new session's socket is untouched by the kick.
    const ws2 = await openSocket(url, second);
    await ws2.next('ready');
    expect((await call(t.app, { method: 'GET', url: '/api/company/user/current', headers: bearer(first) })).body.code).toBe(30008);
    ws2.close();
  });

  it("leaves other users' sockets alone", async () => {
    const buyer = await loginAs(t.app, 'buyer@example.com');
    const ws = await openSocket(url, buyer);
    await ws.next('ready');
    await loginAs(t.app, 'admin@example.com');
    await loginAs(t.app, 'admin@example.com');
    ws.send({ type: 'ping' });
    await ws.next('pong');
    expect(ws.events.some((e) => e.type === 'logout')).toBe(false);
    ws.close();
  });
});

describe('across processes', () => {
  it.skipIf(!process.env.REDIS_URL)(
    'an event is heard in the publishing process before publish() yields, once, and once in every other process',
    async () => {
      const prefix = `${t.config.redisPrefix}rt-order`;
      const redisA = await openRedis(process.env.REDIS_URL as string);
      const redisB = await openRedis(process.env.REDIS_URL as string);
      const a = new RealtimeHub(t.app.log, redisA, prefix);
      const b = new RealtimeHub(t.app.log, redisB, prefix);
      try {
        await Promise.all([a.start(), b.start()]);
        const heard = { a: 0, b: 0 };
        a.onDelivery(() => heard.a++);
        b.onDelivery(() => heard.b++);
        const published = a.publish({ type: 'logout', reason: 'disabled' }, { userIds: [424242] });
        // Heard before publish() even yields: the session cache of the process that disabled the user has forgotten
        // it before the answer goes out, whatever Redis's round trip takes under load.
        expect(heard.a).toBe(1);
        await published;
        await expect.poll(() => heard.b).toBe(1);
        // Its own message coming back from Redis is not delivered a second time.
        await new Promise((r) => setTimeout(r, 200));
        expect(heard).toEqual({ a: 1, b: 1 });
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await Promise.all([redisA.quit(), redisB.quit()]);
      }
    },
  );

  it.skipIf(!process.env.REDIS_URL)('kicks a socket held by instance A when the user logs in through instance B', async () => {
    // Instance B: the same database and the same REDIS_PREFIX, its own Redis connections (a second process).
    const redisB = await openRedis(process.env.REDIS_URL as string);
    let b: FastifyInstance | undefined;
    try {
      b = await buildApp(t.config, t.database, redisB);
      await b.ready();
      const first = await loginAs(t.app, 'staff@example.com');
      const ws = await openSocket(url, first);
      await ws.next('ready');
      await loginAs(b, 'staff@example.com');
      expect(await ws.next('logout')).toEqual({ type: 'logout', reason: 'replaced' });
      expect((await ws.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
    } finally {
      await b?.close();
      await redisB.quit();
    }
  });
});
