import { createDecipheriv, createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HTML_DIR } from '@gembourse/contracts/pages';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp, redactUrl } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { isPageRequest } from '../../platform/web-static.ts';
import { isLoopback } from './dev-outbox-access.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('health and envelope', () => {
  it('reports the database state and driver', async () => {
    const { status, body } = await call<{ status: string; database: { ok: boolean; driver: string }; redis: { configured: boolean } }>(
      t.app,
      { method: 'GET', url: '/api/health' },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, msg: 'success', dataType: 0 });
    expect(body.data.status).toBe('ok');
    expect(body.data.database).toMatchObject({ ok: true, driver: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    expect(body.data.redis.configured).toBe(Boolean(process.env.REDIS_URL));
  });

  it("answers unknown API paths with a 404 envelope in the caller's language", async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/nope', headers: { lang: 'zh_TW' } });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 40400, msg: '內容不存在。', data: null, dataType: 0 });
  });

  it('answers malformed JSON, wrong content types and oversized bodies with envelopes', async () => {
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(40000);
    const type = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: 'x',
      headers: { 'content-type': 'application/x-foo' },
    });
    expect(type.status).toBe(415);
    expect(type.body.code).toBe(41500);
    const big = await call(t.app, {
      method: 'POST',
      url: '/api/company/list',
      payload: JSON.stringify({ keyword: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe(41300);
  });

  it('keeps e-mailed tokens out of logged URLs', () => {
    expect(redactUrl('/home/activate?token=abc123&language=en')).toBe('/home/activate?token=[redacted]&language=en');
    expect(redactUrl('/api/auth/token?purpose=reset&token=x')).toBe('/api/auth/token?purpose=reset&token=[redacted]');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    // An API answer carries the API's set (platform/http/security-headers.ts, API_SECURITY_HEADERS).
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Issue 9: HSTS over HTTPS only (platform/error-handler.test.ts checks both protocols); inject speaks plain HTTP.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('publishes the OpenAPI document with the fixed entry points', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/health',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/company/user/current',
      '/api/company/list',
      '/api/company/all',
      '/api/company/detail/{id}',
      '/api/company/mainpage/recommend',
      '/api/dictionary/{dictCode}',
      '/im-api/user/message/unread',
      '/api/dev/outbox',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });

  it('names the demo accounts in demo mode and reads the outbox', async () => {
    const info = await call<{ demo: boolean; demoAccounts: { email: string }[] }>(t.app, { method: 'GET', url: '/api/app/info' });
    expect(info.body.data.demo).toBe(true);
    expect(info.body.data.demoAccounts.map((a) => a.email)).toEqual([
      'buyer@example.com',
      'supplier@example.com',
      'staff@example.com',
      'admin@example.com',
    ]);
    const outbox = await call<{ list: unknown[] }>(t.app, { method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.body.code).toBe(200);
    expect(Array.isArray(outbox.body.data.list)).toBe(true);
  });
});

describe('crashes and a lost database', () => {
  it('answers a crash with a bare 500 envelope and reports a lost database as degraded (503)', async () => {
    const dataDir = path.join(t.config.dataDir, 'crash');
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), LOG_LEVEL: 'silent' }, []);
    const database = await openDatabase({ dataDir: ':memory:' });
    await database.migrate();
    const app = await buildApp(config, database);
    // A route of the test's own; every API route declares who may call it, this one too.
    app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('boom at /srv/secret/path.ts:12');
    });
    await app.ready();
    try {
      const crash = await app.inject({ method: 'GET', url: '/api/test/crash', headers: { lang: 'tr_TR' } });
      expect(crash.statusCode).toBe(500);
      const body = crash.json() as Record<string, unknown>;
      expect(body).toMatchObject({ code: 50000, data: null, dataType: 0 });
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'dataType', 'msg']);
      expect(crash.body).not.toMatch(/boom|secret|stack|\.ts:\d/);

      await database.close();
      const health = await call<{ status: string; database: { ok: boolean } }>(app, {
        method: 'GET',
        url: '/api/health',
        headers: { lang: 'en_US' },
      });
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({
        code: 50300,
        msg: 'The service is temporarily unavailable. Please try again shortly.',
        dataType: 0,
      });
      expect(health.body.data).toMatchObject({ status: 'degraded', database: { ok: false } });
      const zh = await call(app, { method: 'GET', url: '/api/health', headers: { lang: 'zh_CN' } });
      expect(zh.body.msg).not.toBe(health.body.msg);
      // Any call that needs the database answers 503 too (issue 9: unavailable, not a crash), and tells nothing about it.
      const list = await app.inject({ method: 'POST', url: '/api/company/list?pageNum=1&pageSize=5', payload: {} });
      expect(list.statusCode).toBe(503);
      expect(list.json()).toMatchObject({ code: 50300, data: null, dataType: 0 });
      expect(list.body).not.toMatch(/pglite|closed|stack/i);
    } finally {
      await app.close();
    }
  });
});

describe('the e-mail outbox', () => {
  const outbox = (app: TestApp['app'], remoteAddress: string, headers: Record<string, string> = {}) =>
    call(app, { method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  it('is served to this machine only', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/dev/outbox', remoteAddress: '::1' })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.7' })).status).toBe(404);
    // A reverse proxy on the same host connects from loopback: a forwarded request is not local.
    const proxied = await call(t.app, { method: 'GET', url: '/api/dev/outbox', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(proxied.status).toBe(404);
    expect(proxied.body.code).toBe(40400);
  });

  it('is not served to a loopback peer that carries any forwarding header (issue 9)', async () => {
    const forwarding = {
      forwarded: 'for=127.0.0.1',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': 'localhost',
      'x-forwarded-proto': 'http',
      'x-real-ip': '127.0.0.1',
      'x-client-ip': '127.0.0.1',
      'cf-connecting-ip': '127.0.0.1',
      'true-client-ip': '127.0.0.1',
      via: '1.1 proxy',
      'fastly-client-ip': '127.0.0.1',
      'x-cluster-client-ip': '127.0.0.1',
      'x-originating-ip': '127.0.0.1',
    };
    for (const [name, value] of Object.entries(forwarding)) {
      const res = await outbox(t.app, '127.0.0.1', { [name]: value });
      expect([name, res.status]).toEqual([name, 404]);
    }
    // Without a configured token the token header opens nothing.
    expect((await outbox(t.app, '203.0.113.7', { 'x-dev-outbox-token': 'anything-at-all-here' })).status).toBe(404);
  });

  it('is served to other machines only with DEV_OUTBOX_TOKEN in its header', async () => {
    const shared = await createTestApp({ DEV_OUTBOX_TOKEN: 'shared-demo-outbox-token' });
    try {
      expect((await outbox(shared.app, '203.0.113.7')).status).toBe(404);
      expect((await outbox(shared.app, '203.0.113.7', { 'x-dev-outbox-token': 'shared-demo-outbox-tokeN' })).status).toBe(404);
      expect((await outbox(shared.app, '203.0.113.7', { 'x-dev-outbox-token': 'shared-demo-outbox-token' })).status).toBe(200);
      // Through a proxy too: the token, not the address, is what counts.
      const proxied = await outbox(shared.app, '127.0.0.1', {
        'x-dev-outbox-token': 'shared-demo-outbox-token',
        'x-real-ip': '198.51.100.4',
      });
      expect(proxied.status).toBe(200);
      expect((await outbox(shared.app, '127.0.0.1')).status).toBe(200);
    } finally {
      await shared.close();
    }
  });

  it('knows loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.10.0.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', 'fe80::1', '', undefined]) expect(isLoopback(a)).toBe(false);
  });
});

describe('outside demo mode', () => {
  it('hides the outbox and the demo accounts', async () => {
    const prod = await createTestApp({ DEMO: 'false' });
    try {
      expect((await call(prod.app, { method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
      const info = await call<{ demo: boolean; demoAccounts: unknown[] }>(prod.app, { method: 'GET', url: '/api/app/info' });
      expect(info.body.data).toMatchObject({ demo: false, demoAccounts: [] });
    } finally {
      await prod.close();
    }
  });
});

describe('payload encryption', () => {
  it('encrypts data with AES-256-GCM when API_PAYLOAD_KEY is set', async () => {
    const key = 'a-build-time-key-for-tests';
    const enc = await createTestApp({ API_PAYLOAD_KEY: key });
    try {
      const { body } = await call<string>(enc.app, { method: 'GET', url: '/api/dictionary/salutation' });
      expect(body.dataType).toBe(1);
      const raw = Buffer.from(body.data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', createHash('sha256').update(key).digest(), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
      expect(JSON.parse(plain).map((e: { dataValue: number }) => e.dataValue)).toEqual([30702, 30703, 30704]);
      // Errors stay readable: the client must be able to show them.
      expect((await call(enc.app, { method: 'GET', url: '/api/company/user/current' })).body).toMatchObject({ code: 30007, dataType: 0 });
    } finally {
      await enc.close();
    }
  });
});

describe('single-page app', () => {
  it('serves index.html for app routes and caches hashed assets for a year', async () => {
    const dist = path.join(t.config.dataDir, 'web');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>GemBourse</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    mkdirSync(path.join(dist, PAGE_HTML_DIR, 'home'), { recursive: true });
    writeFileSync(
      path.join(dist, PAGE_HTML_DIR, 'home', 'login.html'),
      '<!doctype html><title>GemBourse</title><link rel="modulepreload" href="/assets/login-page-abc123.js">',
    );
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      const root = await web.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<title>GemBourse</title>');
      const page = await web.app.inject({ method: 'GET', url: '/home/suppliers?language=en', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>GemBourse</title>');
      expect(page.body).not.toContain('login-page');
      expect(page.headers['cache-control']).toBe('no-cache');
      // A landing page with its own copy (apps/web/build/page-preloads.ts) gets it; the others get index.html.
      const login = await web.app.inject({ method: 'GET', url: '/home/login?language=tr', headers: { accept: 'text/html' } });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain('login-page-abc123.js');
      expect(login.headers['cache-control']).toBe('no-cache');
      const asset = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const api = await web.app.inject({ method: 'GET', url: '/api/missing', headers: { accept: 'text/html' } });
      expect(api.json()).toMatchObject({ code: 40400 });
      // curl and scripts send Accept */* or none: a page URL is still the page.
      for (const headers of [{ accept: '*/*' }, {}]) {
        const curl = await web.app.inject({ method: 'GET', url: '/home/index', headers });
        expect(curl.statusCode).toBe(200);
        expect(curl.body).toContain('<title>GemBourse</title>');
      }
      const head = await web.app.inject({ method: 'HEAD', url: '/home/suppliers?language=en', headers: { accept: '*/*' } });
      expect(head.statusCode).toBe(200);
      const missingAsset = await web.app.inject({ method: 'GET', url: '/assets/missing-1.js', headers: { accept: '*/*' } });
      expect(missingAsset.statusCode).toBe(404);
      expect(missingAsset.json()).toMatchObject({ code: 40400 });
      const apiCurl = await web.app.inject({ method: 'GET', url: '/api/missing', headers: { accept: '*/*' } });
      expect(apiCurl.json()).toMatchObject({ code: 40400 });
    } finally {
      await web.close();
    }
  });

  it('tells page URLs from files and API paths', () => {
    expect(isPageRequest('GET', '/home/index', undefined)).toBe(true);
    expect(isPageRequest('GET', '/home/product-detail?id=4.5', '*/*')).toBe(true);
    expect(isPageRequest('GET', '/favicon.ico', '*/*')).toBe(false);
    expect(isPageRequest('GET', '/home/index', 'application/json')).toBe(false);
    expect(isPageRequest('POST', '/home/index', 'text/html')).toBe(false);
    for (const url of ['/api', '/api/x', '/im-api/user', '/ws', '/ws?token=1', '/uploads/a']) {
      expect(isPageRequest('GET', url, 'text/html')).toBe(false);
    }
  });
});
