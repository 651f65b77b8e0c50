import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { TEST_CARDS } from '@gembourse/contracts/billing';
import { invoices, paymentMethods, plans, subscriptions } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/db/sql-text.ts';
import { testTokenOf } from '../../platform/payments/test-payment-provider.ts';
import { bearer, type TestApp } from '../../test/test-app.ts';
import { dayOf } from './billing-rules.ts';

// Test helpers of the billing tests and of the tests of other modules that need a company on a plan (not a test file).

/** A card that works, as the payer types it (spaces included), expiring in two years. */
export const CARD = {
  number: '4242 4242 4242 4242',
  expiry: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
  cvv: '123',
  holderName: 'Ada Kit',
};
export const cardOf = (number: string, over: Partial<typeof CARD> = {}) => ({ ...CARD, number, ...over });
export const ADDRESS = { street: 'Istiklal Caddesi 10', city: 'Istanbul', postalCode: '34430', country: 'TR' };
export { TEST_CARDS };

/**
 * Puts a company on a paid plan directly (a live subscription and a stored test card), as if it had subscribed: for
 * tests of other modules that need a plan's limits, and for billing tests that start from a subscription.
 */
export async function onPlan(t: TestApp, companyId: number, code: string, cycle: 'monthly' | 'yearly' = 'monthly', start = new Date()) {
  const db = t.database.db;
  const [plan] = await db.select().from(plans).where(eq(plans.code, code));
  const [pm] = await db
    .insert(paymentMethods)
    .values({
      companyId,
      provider: 'test',
      providerToken: testTokenOf(`kit-${companyId}-${Math.random()}`),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      billingAddress: { street: 'Kit Road 1', city: 'Hong Kong', postalCode: '999077', country: 'HK' },
    })
    .returning();
  const day = dayOf(start);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + (cycle === 'monthly' ? 1 : 12));
  const [sub] = await db
    .insert(subscriptions)
    .values({
      companyId,
      planId: plan.id,
      orderStatus: 'active',
      startDate: day,
      cycle,
      currentPeriodStart: day,
      currentPeriodEnd: dayOf(end),
      paymentMethodId: pm.id,
    })
    .returning();
  return { plan, subscription: sub, paymentMethod: pm };
}

/** A company's billing rows: what a refused call must not have written. */
export async function billingRows(t: TestApp, companyId: number) {
  const db = t.database.db;
  const [subs, cards, bills] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)),
    db.select().from(paymentMethods).where(eq(paymentMethods.companyId, companyId)),
    db.select().from(invoices).where(eq(invoices.companyId, companyId)),
  ]);
  return { subscriptions: subs, paymentMethods: cards, invoices: bills };
}

/** A GET answering a file: its bytes and headers (and its JSON when it is an error envelope). */
export async function download(t: TestApp, url: string, token?: string, lang?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...(lang ? { lang } : {}) } });
  return { status: res.statusCode, headers: res.headers, data: res.rawPayload, json: () => res.json() as { code: number; msg: string } };
}

/** Every row of every table (pg-boss's jobs included) as JSON text, one line a row: where a secret must never be found. */
export async function databaseRows(t: TestApp): Promise<{ table: string; json: string }[]> {
  const db = t.database.db;
  const tables = rowsOf(
    await db.execute(sql`select table_schema as s, table_name as n from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  const out: { table: string; json: string }[] = [];
  for (const { s, n } of tables) {
    const table = `${String(s)}.${String(n)}`;
    for (const row of rowsOf(await db.execute(sql.raw(`select row_to_json(x)::text as j from "${String(s)}"."${String(n)}" x`)))) {
      out.push({ table, json: String(row.j) });
    }
  }
  return out;
}

/** Every scalar of a JSON value with the key it sits under, nested objects and JSON held in strings included. */
export function scalarsOf(value: unknown, key = ''): { key: string; value: string }[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') {
    if (/^\s*[[{]/.test(value)) {
      try {
        return [{ key, value }, ...scalarsOf(JSON.parse(value), key)];
      } catch {
        return [{ key, value }];
      }
    }
    return [{ key, value }];
  }
  if (typeof value !== 'object') return [{ key, value: String(value) }];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => scalarsOf(v, Array.isArray(value) ? key : k));
}

/**
 * The text a PDF made by PDFKit shows: its content streams' strings decoded through each font's ToUnicode map (every
 * font PDFKit embeds has one). Enough to find an invoice's number, amounts and Chinese words; not a general reader.
 */
export function pdfText(pdf: Buffer): string {
  const s = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  for (const m of s.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2];
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const start = at + body.slice(at).indexOf('\n') + 1;
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')).replace(/\r?\n$/, ''), 'latin1');
    objects.set(Number(m[1]), { dict, stream: /FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  // Font resource names (/F1) -> their ToUnicode maps (code -> text).
  const maps = new Map<string, Map<number, string>>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const { dict } of objects.values()) {
    for (const ref of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref[2]));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream?.toString('latin1');
      if (!cmap || maps.has(ref[1])) continue;
      const map = new Map<number, string>();
      for (const r of cmap.matchAll(/<([0-9a-fA-F]+)> <([0-9a-fA-F]+)> \[([^\]]*)\]/g)) {
        const entries = [...r[3].matchAll(/<([^>]*)>/g)].map((e) => utf16(e[1].replace(/\s/g, '')));
        entries.forEach((text, i) => map.set(parseInt(r[1], 16) + i, text));
      }
      maps.set(ref[1], map);
    }
  }
  let out = '';
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/Subtype|\/Length1|CMapName/.test(dict + stream.subarray(0, 200).toString('latin1'))) continue;
    const content = stream.toString('latin1');
    let map: Map<number, string> | undefined;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-fA-F]*)> Tj|\bET\b/g)) {
      if (op[1]) map = maps.get(op[1]);
      else if (op[0] === 'ET') out += '\n';
      else {
        const hex = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : op[3];
        for (const code of hex.match(/[0-9a-fA-F]{4}/g) ?? []) out += map?.get(parseInt(code, 16)) ?? '';
      }
    }
  }
  return out;
}
