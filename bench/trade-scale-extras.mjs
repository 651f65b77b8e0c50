#!/usr/bin/env node
// Two costs of a directory at trade scale that bench/directory.ts does not measure, against a running GemBourse on
// PostgreSQL (typically the database that `npm run bench:directory -- --companies 100000 --database-url ... --keep`
// grew and kept):
//   1. GET /api/company/all (the suppliers picker, one page of at most 50 since issue 9): bytes of one answer, time of
//      one call, and the server's RSS before, during (peak) and after 10 concurrent calls by a member.
//   2. What one company-profile GET (/api/company/detail/{id}) writes: WAL bytes per visit (pg_current_wal_lsn before
//      and after, pg_wal_lsn_diff) for 100 visits of four kinds: one member again and again (counted once a day), one
//      member on 100 different companies (each counted), 100 guests with distinct device ids (counted up to the
//      per-network cap), and one guest device again and again.
//
//   node bench/trade-scale-extras.mjs --url http://127.0.0.1:PORT --database-url postgres://postgres@127.0.0.1:5432/DB
//        --server-pid PID [--email buyer@example.com] [--password Demo#2026] [--token T] [--visits 100]
//        [--skip-all] [--walinspect-url postgres://postgres@127.0.0.1:5432/ANY_DB_WITH_pg_walinspect] [--json out.json]
//
// pg_current_wal_lsn() is cluster-wide: other databases' traffic during a run counts too. Each kind is therefore
// followed by an idle control interval of the same length, and with --walinspect-url (a database where
// `create extension pg_walinspect` was run; PostgreSQL 15+) the WAL records are also split into those touching the
// app database's relations and the rest. The visits change visit_count and page_views of the database: use a
// benchmark database. Logging in ends that user's other sessions; the login route is rate limited (pass --token).
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    'database-url': { type: 'string' },
    'walinspect-url': { type: 'string' },
    'server-pid': { type: 'string' },
    email: { type: 'string', default: 'buyer@example.com' },
    password: { type: 'string', default: 'Demo#2026' },
    token: { type: 'string' },
    visits: { type: 'string', default: '100' },
    'skip-all': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
if (!args['database-url']) throw new Error('--database-url is required (the database the server runs on)');
const base = args.url.replace(/\/$/, '');
const visits = Number(args.visits);
const pid = args['server-pid'] ? Number(args['server-pid']) : undefined;
const log = (m) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

function request(path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - t0) / 1e6 }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}
const json = (r) => JSON.parse(r.body.toString());
const mem = () => {
  if (!pid) return null;
  const s = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(s)?.[1]);
  return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM') };
};
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor((s.length - 1) / 2)];
};
const r1 = (n) => Math.round(n * 10) / 10;

async function main() {
  const db = new pg.Client({ connectionString: args['database-url'] });
  await db.connect();
  const wi = args['walinspect-url'] ? new pg.Client({ connectionString: args['walinspect-url'] }) : null;
  await wi?.connect();
  const dbOid = Number((await db.query('select oid from pg_database where datname = current_database()')).rows[0].oid);
  const lsn = async () => (await db.query('select pg_current_wal_lsn() as l')).rows[0].l;
  const diff = async (a, b) => Number((await db.query('select pg_wal_lsn_diff($1, $2) as d', [b, a])).rows[0].d);
  const sellers = Number((await db.query("select count(*) as n from companies where join_type = 'seller'")).rows[0].n);

  let token = args.token;
  if (!token) {
    const r = json(
      await request('/api/auth/login', { method: 'POST', body: JSON.stringify({ email: args.email, password: args.password }) }),
    );
    if (r.code !== 200) throw new Error(`login failed: ${r.code} ${r.msg}`);
    token = r.data.token;
    log(`logged in as ${args.email}`);
  }
  const auth = { authorization: `Bearer ${token}` };
  const me = json(await request('/api/company/user/current', { headers: auth })).data;

  // ---- 1. GET /api/company/all ----
  let all = null;
  let count = 0;
  let bytes = 0;
  if (!args['skip-all']) {
    const single = [];
    for (let i = 0; i < 3; i++) {
      // Since issue 9 the picker answers a bounded page (SUPPLIER_PICKER_MAX), never every supplier at once.
      const r = await request('/api/company/all?limit=50', { headers: auth });
      if (r.status !== 200) throw new Error(`/api/company/all: HTTP ${r.status} ${r.body.toString().slice(0, 200)}`);
      single.push(r.ms);
      bytes = r.body.length;
      count = json(r).data.list.length;
    }
    await new Promise((r) => setTimeout(r, 2000));
    const before = mem();
    let peak = before?.rssKb ?? 0;
    const sampler = setInterval(() => {
      const m = mem();
      if (m) peak = Math.max(peak, m.rssKb);
    }, 20);
    const t0 = Date.now();
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => request('/api/company/all?limit=50', { headers: auth })));
    const wallMs = Date.now() - t0;
    clearInterval(sampler);
    const after = mem();
    await new Promise((r) => setTimeout(r, 5000));
    const settled = mem();
    all = {
      suppliers: count,
      bytes,
      singleMs: single.map(r1),
      concurrent10: { wallMs, perCallMs: concurrent.map((r) => r1(r.ms)), failures: concurrent.filter((r) => r.status !== 200).length },
      rssKb: { before: before?.rssKb, peakDuring: peak, after: after?.rssKb, after5s: settled?.rssKb, hwm: settled?.hwmKb },
    };
    log(
      `company/all: ${count} suppliers, ${bytes} bytes, one call ${single.map(r1).join(' / ')} ms; 10 concurrent ${wallMs} ms; RSS ${before?.rssKb} -> peak ${peak} -> ${after?.rssKb} kB`,
    );
  }

  // ---- 2. WAL per profile visit ----
  // Up to 2,000 listed suppliers, paged through the picker's cursor.
  const ids = [];
  for (let cursor = null, pages = 0; pages < 40; pages++) {
    const page = json(await request(`/api/company/all?limit=50${cursor ? `&cursor=${cursor}` : ''}`, { headers: auth })).data;
    ids.push(...page.list.map((c) => c.id).filter((id) => id !== me.companyId));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  const run = Date.now().toString(36);
  // A different set of companies on every run: a company visited today by this member would not count again.
  const offset = Date.now() % ids.length;
  const target = ids[(offset + Math.floor(ids.length / 2)) % ids.length];
  const kinds = [
    {
      key: 'member-same',
      label: `one member, the same company ${visits}x`,
      path: () => `/api/company/detail/${target}`,
      headers: () => auth,
    },
    {
      key: 'member-distinct',
      label: `one member, ${visits} different companies`,
      path: (i) => `/api/company/detail/${ids[(offset + i * 97) % ids.length]}`,
      headers: () => auth,
    },
    {
      key: 'guest-distinct',
      label: `${visits} guests (distinct accessuuid), one company`,
      path: () => `/api/company/detail/${target}`,
      headers: (i) => ({ accessuuid: `bench-${run}-${i}` }),
    },
    {
      key: 'guest-same',
      label: `one guest device, the same company ${visits}x`,
      path: () => `/api/company/detail/${target}`,
      headers: () => ({ accessuuid: `bench-${run}-same` }),
    },
  ];
  const walRecords = async (from, to) => {
    if (!wi) return null;
    if ((await diff(from, to)) === 0) return [];
    // pg_walinspect reads flushed WAL only: wait for the WAL writer to flush up to `to`.
    for (let i = 0; i < 50; i++) {
      const {
        rows: [f],
      } = await db.query('select pg_wal_lsn_diff(pg_current_wal_flush_lsn(), $1) >= 0 as ok', [to]);
      if (f.ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const { rows } = await wi.query(
      `select resource_manager as rm, count(*)::int as n, sum(record_length)::int as bytes, sum(fpi_length)::int as fpi,
              bool_or(block_ref like $3) as ours
         from pg_get_wal_records_info($1, $2)
        group by 1, (block_ref like $3) order by 3 desc`,
      [from, to, `%/${dbOid}/%`],
    );
    return rows;
  };
  const results = [];
  for (const k of kinds) {
    const counted0 = Number((await db.query("select count(*) as n from page_views where kind = 'profile'")).rows[0].n);
    const a = await lsn();
    const t = Date.now();
    const times = [];
    for (let i = 0; i < visits; i++) {
      const r = await request(k.path(i), { headers: k.headers(i) });
      if (r.status !== 200) throw new Error(`${k.path(i)}: HTTP ${r.status} ${r.body.toString().slice(0, 200)}`);
      times.push(r.ms);
    }
    const ms = Date.now() - t;
    const b = await lsn();
    const counted = Number((await db.query("select count(*) as n from page_views where kind = 'profile'")).rows[0].n) - counted0;
    // Control: the same time with no visits.
    await new Promise((r) => setTimeout(r, ms));
    const c = await lsn();
    const wal = await diff(a, b);
    const control = await diff(b, c);
    const records = await walRecords(a, b);
    const ours = records ? records.filter((x) => x.ours) : null;
    const oursBytes = ours ? ours.reduce((s, x) => s + x.bytes, 0) : null;
    const oursFpi = ours ? ours.reduce((s, x) => s + x.fpi, 0) : null;
    const oursRecords = ours ? ours.reduce((s, x) => s + x.n, 0) : null;
    const res = {
      kind: k.key,
      label: k.label,
      visits,
      counted,
      walBytes: wal,
      walPerVisit: r1(wal / visits),
      controlWalBytes: control,
      walBytesTouchingAppDb: oursBytes,
      walFpiBytesTouchingAppDb: oursFpi,
      walRecordsTouchingAppDb: oursRecords,
      appDbPerVisit: oursBytes === null ? null : r1(oursBytes / visits),
      walRecords: records,
      p50Ms: r1(median(times)),
      totalMs: ms,
    };
    results.push(res);
    log(
      `${k.label}: ${counted} counted, WAL ${wal} B (${res.walPerVisit} B/visit; idle control ${control} B${oursBytes === null ? '' : `; records on this database ${oursBytes} B`}), p50 ${res.p50Ms} ms`,
    );
  }
  await db.end();
  await wi?.end();

  if (all) {
    console.log(`\nGET /api/company/all at ${sellers.toLocaleString('en')} sellers (member ${args.email})\n`);
    console.log('| suppliers | bytes | one call ms | 10 concurrent: wall ms | RSS before | peak during | after | 5 s later |');
    console.log('|---:|---:|---|---:|---:|---:|---:|---:|');
    const mb = (kb) => (kb ? `${(kb / 1024).toFixed(0)} MB` : '-');
    console.log(
      `| ${count} | ${bytes.toLocaleString('en')} | ${all.singleMs.join(' / ')} | ${all.concurrent10.wallMs} | ${mb(all.rssKb.before)} | ${mb(all.rssKb.peakDuring)} | ${mb(all.rssKb.after)} | ${mb(all.rssKb.after5s)} |`,
    );
  }
  console.log(`\nGET /api/company/detail/{id}: WAL written per visit (${visits} sequential visits per kind)\n`);
  console.log(
    '| visits | counted | cluster WAL bytes | per visit | idle control (same time) | WAL on this database: records / bytes (of which full-page images) | per visit | p50 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---|---:|---:|');
  for (const r of results) {
    const ours =
      r.walBytesTouchingAppDb === null
        ? '-'
        : `${r.walRecordsTouchingAppDb} / ${r.walBytesTouchingAppDb.toLocaleString('en')} (${r.walFpiBytesTouchingAppDb.toLocaleString('en')})`;
    console.log(
      `| ${r.label} | ${r.counted} | ${r.walBytes.toLocaleString('en')} | ${r.walPerVisit} | ${r.controlWalBytes.toLocaleString('en')} | ${ours} | ${r.appDbPerVisit ?? '-'} | ${r.p50Ms} |`,
    );
  }
  console.log(
    '\n"WAL on this database" counts the records whose block references name a relation of the app database (commit records carry none).',
  );
  if (args.json)
    writeFileSync(
      args.json,
      JSON.stringify({ date: new Date().toISOString(), url: base, sellers, companyAll: all, visits: results }, null, 2),
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
