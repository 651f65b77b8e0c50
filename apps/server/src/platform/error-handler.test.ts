import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@gembourse/contracts/errors';
import { createBareApp, type BareApp } from '../test/bare-app.ts';
import { translate } from './i18n/messages.ts';
import { isClientDataError, isDatabaseUnavailable, serializeErrorSafely, withoutValues, LOGGED_QUERY_CHARS } from './db/db-errors.ts';

// Personal data a failed statement carries as a parameter: it must reach neither the answer nor the log.
const SECRET = 'ayse.yilmaz@example.com';

let t: BareApp;
beforeAll(async () => {
  t = await createBareApp(
    {},
    {
      beforeReady: (app) => {
        const db = app.deps.db;
        // Test-only routes (outside /api, so the route table is untouched) that make the database refuse a value.
        app.get('/__test/bad-int', async () => db.execute(sql`select ${SECRET}::int as n`));
        app.get('/__test/out-of-range', async () => db.execute(sql`select ${'99999999999'}::int as n`));
        app.get('/__test/nul', async () => db.execute(sql`select ${'a\u0000b'}::text as s`));
        app.get('/__test/missing-table', async () => db.execute(sql`select * from no_such_table where email = ${SECRET}`));
      },
    },
  );
});
afterAll(() => t?.close());

const envelopeOf = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown; dataType: number } };
};

describe('framework errors answer the envelope', () => {
  it("answers a malformed percent-escape with 40000 in the caller's language", async () => {
    const { status, body } = await envelopeOf('/api/company/detail/%E0%A4%A', { lang: 'zh_TW' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: ErrorCode.VALIDATION, msg: translate('validation', 'zh-tw'), data: null, dataType: 0 });
    const raw = await t.app.inject({ method: 'GET', url: '/api/company/detail/%E0%A4%A' });
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    const other = await envelopeOf('/api/nope%zz', { 'accept-language': 'tr-TR,tr;q=0.9' });
    expect(other.body).toEqual({ code: ErrorCode.VALIDATION, msg: translate('validation', 'tr'), data: null, dataType: 0 });
  });

  it('answers an over-long id with the envelope, whether the router or the schema refuses it', async () => {
    const long = await envelopeOf(`/api/company/detail/${'9'.repeat(120)}`, { lang: 'zh_CN' });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ code: ErrorCode.VALIDATION, msg: translate('validation', 'zh-cn'), data: null, dataType: 0 });
    const big = await envelopeOf('/api/company/detail/99999999999999999999999', { lang: 'zh_CN' });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ code: ErrorCode.VALIDATION, msg: translate('validation', 'zh-cn'), dataType: 0 });
  });

  it('answers unknown paths, bad JSON, prototype poisoning and bad content lengths with envelopes', async () => {
    expect((await envelopeOf('/api/nope', { lang: 'tr_TR' })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: translate('notFound', 'tr'),
      data: null,
      dataType: 0,
    });
    const post = (payload: string | Buffer, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': 'application/json', ...headers } });
    for (const res of [
      await post('{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}'),
      await post('{"constructor":{"prototype":{"admin":true}},"email":"a@b.co","password":"x"}'),
      await post(Buffer.from([0x7b, 0xff, 0xfe, 0x7d])),
      await post(''),
      await post('{}', { 'content-length': '5' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION, dataType: 0 });
    }
    const type = await post('x', { 'content-type': 'text/x-unknown' });
    expect(type.json()).toMatchObject({ code: ErrorCode.UNSUPPORTED_TYPE });
  });

  it('never serves the half-written files of the uploads folder', async () => {
    const dir = path.join(t.config.uploadsDir, '.tmp');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'partial.tmp'), 'half a file');
    const res = await envelopeOf('/uploads/.tmp/partial.tmp');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('database errors', () => {
  it('answers values the database refuses with 40000, not 500 (22P02, 22003, 22021)', async () => {
    for (const url of ['/__test/bad-int', '/__test/out-of-range', '/__test/nul']) {
      const { status, body } = await envelopeOf(url, { lang: 'zh_CN' });
      expect({ url, status }).toEqual({ url, status: 400 });
      expect(body).toEqual({ code: ErrorCode.VALIDATION, msg: translate('validation', 'zh-cn'), data: null, dataType: 0 });
    }
  });

  it('logs failed statements with their SQL but without their parameters or quoted values', async () => {
    t.logs.length = 0;
    expect((await envelopeOf('/__test/bad-int')).status).toBe(400);
    expect((await envelopeOf('/__test/missing-table')).status).toBe(500);
    const text = JSON.stringify(t.logs);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('ayse');
    const refused = t.logs.find((l) => l.msg === 'value refused by the database') as { err: { message: string; cause: { code: string } } };
    expect(refused.err.message).toContain('select $1::int as n');
    expect(refused.err.cause.code).toBe('22P02');
    const crashed = t.logs.find((l) => l.msg === 'unhandled error') as { err: { message: string; stack: string; cause: { code: string } } };
    expect(crashed.err.message).toContain('from no_such_table where email = $1');
    expect(crashed.err.message).toContain('params: [redacted]');
    expect(crashed.err.cause.code).toBe('42P01');
  });

  it('classifies connection failures as unavailable and strips values from messages', () => {
    const wrapped = (cause: object) => Object.assign(new Error(`Failed query: select 1\nparams: ${SECRET}`), { cause });
    expect(isDatabaseUnavailable(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5441'), { code: 'ECONNREFUSED' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '22P02' }))).toBe(false);
    expect(isClientDataError(wrapped(Object.assign(new Error('x'), { code: '22021' })))).toBe(true);
    expect(withoutValues('Key (email)=(ann@b.co) already exists.')).toBe('Key (email)=([redacted]) already exists.');
    expect(withoutValues('invalid input syntax for type integer: "ann@b.co"')).toBe('invalid input syntax for type integer: [redacted]');
    expect(withoutValues('new row violates check constraint "c" Failing row contains (1, ann@b.co).')).not.toContain('ann@b.co');
    // A batch insert's failure names its statement without writing every placeholder of it into the log line.
    const batch = `insert into "products" ("id", "name") values ${Array.from({ length: 300 }, (_, i) => `(default, $${i + 1})`).join(', ')}`;
    const cut = withoutValues(`Failed query: ${batch}\nparams: ${SECRET}`);
    expect(cut).toMatch(/^Failed query: insert into "products" \("id", "name"\) values \(default, \$1\)/);
    expect(cut).toContain(`… (${batch.length} characters)\nparams: [redacted]`);
    expect(cut.length).toBeLessThan(LOGGED_QUERY_CHARS + 100);
    expect(withoutValues('Failed query: select 1\nparams: 42')).toBe('Failed query: select 1\nparams: [redacted]');
    const detail = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: `Key (email)=(${SECRET}) already exists.`,
      constraint: 'users_email_key',
    });
    const logged = JSON.stringify(serializeErrorSafely(wrapped(detail)));
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain('users_email_key');
  });
});

describe('HSTS', () => {
  it('is sent over HTTPS (behind a trusted proxy) and not over plain HTTP', async () => {
    const proxied = await createBareApp({ TRUST_PROXY: 'true' }, { database: t.database });
    try {
      const https = await proxied.app.inject({ method: 'GET', url: '/api/app/info', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.app.inject({ method: 'GET', url: '/api/app/info', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY a client cannot claim HTTPS with a header.
    const plain = await t.app.inject({ method: 'GET', url: '/api/app/info', headers: { 'x-forwarded-proto': 'https' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
  });
});
