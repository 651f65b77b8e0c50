import { Writable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SubscribeAnswer } from '@gembourse/contracts/billing';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import { openTestDatabase, SHARED_UPLOADS } from '../../test/test-database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { api, makeCompany } from '../company/company-test-kit.ts';
import { ADDRESS, databaseRows, scalarsOf, TEST_CARDS } from './billing-test-kit.ts';

// The card number and the CVV are handed to the payment provider and dropped (ARCHITECTURE §9): after subscribing
// with 4242424242424242 and CVV 123, and after refused attempts, neither is in any table of the database nor in any
// line the app logged at its most talkative level.

const NUMBER = TEST_CARDS.success;
const CVV = '123';
const lines: string[] = [];
let t: TestApp;
let drop: () => Promise<void>;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gembourse-test-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      DEMO: 'true',
      WEB_DIST: path.join(dataDir, 'no-web'),
      JOBS_POLL_SECONDS: '0.5',
    }),
    uploadsDir: SHARED_UPLOADS,
  };
  const opened: { database: Database; drop: () => Promise<void> } = await openTestDatabase('demo', inject('gbTestTemplates'));
  drop = opened.drop;
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app: FastifyInstance = await buildApp(config, opened.database, undefined, { logDestination: logs });
  await app.ready();
  t = { app, database: opened.database, config, close: async () => {} };
}, 60_000);
afterAll(async () => {
  await t?.app.close();
  await t?.database.close();
  await drop?.();
});

describe('card data', () => {
  it('is never stored nor logged: not after a subscription, not after refused attempts', async () => {
    const kit = await makeCompany(t, { name: 'Secret Billing Gems' }, { products: [] });
    const admin = await kit.admin();
    const card = { number: NUMBER, expiry: '12/39', cvv: CVV, holderName: 'Ada Kit' };
    // "123" is a value of rows that have nothing to do with cards (a sort order): the CVV is looked for in what changed.
    const before = new Set((await databaseRows(t)).map((r) => r.json));
    // Refused ones first (a 4-digit CVV, a declined card, a card to retry), then the one that is charged.
    expect(
      (
        await api(t, 'POST', '/api/company/subscriptions', admin, {
          planCode: 'pro',
          cycle: 'monthly',
          card: { ...card, cvv: '1234' },
          billingAddress: ADDRESS,
        })
      ).body.code,
    ).toBe(40000);
    for (const number of [TEST_CARDS.declined, TEST_CARDS.retry]) {
      const refused = await api(t, 'POST', '/api/company/subscriptions', admin, {
        planCode: 'pro',
        cycle: 'monthly',
        card: { ...card, number },
        billingAddress: ADDRESS,
      });
      expect([40200, 40201]).toContain(refused.body.code);
    }
    const { body } = await api<SubscribeAnswer>(t, 'POST', '/api/company/subscriptions', admin, {
      planCode: 'pro',
      cycle: 'monthly',
      card: { ...card, number: '4242 4242 4242 4242' },
      billingAddress: ADDRESS,
    });
    expect(body.code).toBe(200);
    await t.app.deps.jobs.settled();
    // Requests are logged without their bodies (app.ts's req serializer); a card or a body logged by hand is redacted.
    t.app.log.warn({ card: { number: NUMBER, cvv: CVV }, body: { card: { number: NUMBER, cvv: CVV } } }, 'redaction check');

    const rows = await databaseRows(t);
    expect(rows.length).toBeGreaterThan(100);
    const stored = rows.filter(
      (r) => r.json.includes(NUMBER) || r.json.includes('4242 4242 4242 4242') || r.json.includes(TEST_CARDS.declined),
    );
    expect(stored).toEqual([]);
    // The CVV: no value of a row written or changed since is it, and no column or key anywhere holds a CVV.
    const written = rows.filter((r) => !before.has(r.json));
    expect(written.map((r) => r.table)).toEqual(
      expect.arrayContaining(['public.payment_methods', 'public.subscriptions', 'public.invoices']),
    );
    const cvvs = written.flatMap((r) => scalarsOf(JSON.parse(r.json)).filter((s) => s.value === CVV || s.value === '1234'));
    expect(cvvs).toEqual([]);
    expect(rows.flatMap((r) => scalarsOf(JSON.parse(r.json)).filter((s) => /cvv|cvc/i.test(s.key)))).toEqual([]);
    // Only the last four digits and the brand are kept.
    const cards = rows.filter((r) => r.table === 'public.payment_methods').map((r) => JSON.parse(r.json) as { company_id: number });
    expect(cards.filter((c) => c.company_id === kit.id)).toEqual([
      expect.objectContaining({ company_id: kit.id, brand: 'visa', last4: '4242' }),
    ]);

    // Each request's line was written (LOG_LEVEL=trace), the refused payments' included.
    expect(lines.filter((l) => l.includes('/api/company/subscriptions')).length).toBeGreaterThanOrEqual(4);
    const logged = lines.filter((l) => l.includes(NUMBER) || l.includes('4242 4242 4242 4242') || l.includes(TEST_CARDS.declined));
    expect(logged).toEqual([]);
    const cvvLogged = lines.flatMap((l) => scalarsOf(JSON.parse(l)).filter((s) => s.value === CVV || s.value === '1234'));
    expect(cvvLogged).toEqual([]);
    const check = lines
      .map((l) => JSON.parse(l) as { msg?: string; card?: unknown; body?: unknown })
      .find((l) => l.msg === 'redaction check');
    expect(check).toMatchObject({
      card: { number: '[Redacted]', cvv: '[Redacted]' },
      body: { card: { number: '[Redacted]', cvv: '[Redacted]' } },
    });
  });
});
