#!/usr/bin/env node
// What GemBourse's request path costs over the bare minimum: per endpoint, the req/s of a running GemBourse next to the
// req/s of a plain node:http server that answers the very same body (fetched once from GemBourse) with the same
// content-type. The plain server runs in a child process, so neither it nor GemBourse shares an event loop with
// autocannon. It also reports, per endpoint, what a browser would get (Accept-Encoding: br, gzip): content-encoding,
// bytes on the wire, ETag, cache-control; and the same for index.html and the files its <script>/<link> tags load.
//
//   node bench/http-cost.mjs --url http://127.0.0.1:3101 [--duration 5] [--connections 10] [--warmup 1]
//        [--json out.json] [--token <bearer>] [--email supplier@example.com] [--password Demo#2026]
//        [--company-id N] [--product-id N] [--only health,dictionary,...] [--compressed] [--rounds 1]
//        [--compare-url http://127.0.0.1:3102] [--same-headers] [--server-cpu N]
//
// Run it with node from the repository root (autocannon is a root devDependency). GemBourse must already be running
// in demo mode. Endpoints:
//   health      GET /api/health: pings the database (and Redis when configured), so it is NOT database-free.
//   app-info    GET /api/app/info: the database-free route (config only, Zod-serialised envelope). /api/docs/json
//               is also database-free but is a 100+ kB document built by @fastify/swagger, not a typical answer.
//   dictionary  GET /api/dictionary/product_category: reference data, ~12 kB, the largest single code.
//   showroom    GET /api/company/product/list/{id}?pageNum=1&pageSize=24 as a guest: the lowest company id whose
//               public showroom shows 24 products (or --company-id).
//   current     GET /api/company/user/current with the bearer token of one login (POST /api/auth/login, rate
//               limited; logging in ends that user's other sessions): pass --token to reuse a session.
//   product-json GET /api/product/view/{id} (lang: en_US, guest): a product's answer, the product being --product-id or
//               the first of GET /api/product/search as a guest (bench/landing-pages.mjs).
//   product-page GET /home/product-detail?id={id}&language=en with Accept: text/html, guest: that product's page as the
//               server renders it (issue 29), next to its JSON answer above.
//   catalogue-json GET /api/product/search?sort=newest&currency=USD&pageSize=24 (lang: en_US, guest): the search the
//               catalogue page makes with no filter.
//   catalogue-page GET /home/product?language=en with Accept: text/html, guest: the catalogue page, rendered.
// A rendered page's guest API answers are shared for GUEST_ANSWER_CACHE_SECONDS (5 by default: the "cached" figure;
// start GemBourse with 0 to measure every render's queries too). Its HTML differs in every response (the state's
// dehydratedAt and dataUpdatedAt, and the CSP nonce where the build sends one), so the plain server answers the body
// of the one fetch (as it does for every endpoint), and --compare-url only checks that the other server answers a page
// with the same status and an HTML type (a client-rendered build answers its shell there: a different body, so that
// figure is the shell's cost, not the same answer's). The page / JSON table puts each page's req/s next to its
// JSON's.
// Every load request is sent without Accept-Encoding (what autocannon sends), so both servers answer the raw body.
// --compressed adds a third run per endpoint: GemBourse asked with `Accept-Encoding: br, gzip` as a browser asks, so
// the cost of compressing answers (or of sending the precompressed forms of cached ones) shows next to the raw figure.
// --rounds N measures every side N times, in turn (GemBourse, plain, GemBourse, plain...), and prints each round's
// ratio with the median and range: on a shared machine the load changes between runs, and alternating short runs
// lets both sides see it alike. --compare-url adds another running GemBourse (another tree, e.g. the code before a
// change, on the same demo data) to every round, so two versions are compared under the same load; it must answer
// the same bytes. The tables then show each side's median run.
// --same-headers adds a second plain server that sends GemBourse's response headers too (its security headers, ETag,
// Vary..., in GemBourse's order; Node adds Date, Connection and Keep-Alive to both), so that the two answers differ only
// in the Date: the client (autocannon parses every header in JavaScript, on the same cores) and Node's header code
// then pay for the same header bytes on both sides, and the ratio to it is what GemBourse's own code costs.
// --server-cpu N pins the plain servers to core N and autocannon to the other cores (start GemBourse with
// `taskset -c N` as well), so that the client never competes with the server it measures.
// docs/benchmarks.md ("The cost of a request") records the figures and how they were taken.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { guestProductId, SHOWROOM_PAGE, showroomCompanyId } from './landing-pages.mjs';

/** Header lines Node's http server writes by itself: --same-headers leaves them to it. */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The ratios a round can give: [key, side, to side, title]. */
const RATIOS = [
  ['ratio', 'gembourse', 'plain', 'GemBourse / plain'],
  ['headersRatio', 'gembourse', 'plainHeaders', 'GemBourse / plain + headers'],
  ['comparedRatio', 'compared', 'plain', 'compared / plain'],
  ['comparedHeadersRatio', 'compared', 'plainHeaders', 'compared / plain + headers'],
  ['plainHeadersRatio', 'plainHeaders', 'plain', 'plain + headers / plain'],
];

// ---------------------------------------------------------------------------------------------------------------
// Child mode: the plain node:http server. Receives {routes: {path: {status, contentType, body(base64), headers?}},
// keepAliveTimeoutMs?} over IPC (headers: GemBourse's raw header lines, for --same-headers), answers {port} when
// listening, and exits when the parent goes away.
if (process.argv[2] === '--plain-server-child') {
  const routes = new Map();
  const server = http.createServer((req, res) => {
    const r = routes.get(req.url);
    if (!r) {
      res.writeHead(404, { 'content-type': 'text/plain', 'content-length': 9 });
      res.end('not found');
      return;
    }
    // GemBourse's own header lines (--same-headers), else only the content type and length.
    res.writeHead(r.status, r.headers ?? { 'content-type': r.contentType, 'content-length': r.body.length });
    res.end(r.body);
  });
  server.keepAliveTimeout = 30_000;
  process.on('message', (msg) => {
    if (msg.type !== 'routes') return;
    // With GemBourse's headers, its Keep-Alive line too (Node writes it from this timeout).
    if (msg.keepAliveTimeoutMs) server.keepAliveTimeout = msg.keepAliveTimeoutMs;
    for (const [p, r] of Object.entries(msg.routes)) routes.set(p, { ...r, body: Buffer.from(r.body, 'base64') });
    server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }));
  });
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}

// ---------------------------------------------------------------------------------------------------------------
async function main() {
  const { values: args } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '1' },
      json: { type: 'string' },
      token: { type: 'string' },
      email: { type: 'string', default: 'supplier@example.com' },
      password: { type: 'string', default: 'Demo#2026' },
      'company-id': { type: 'string' },
      'product-id': { type: 'string' },
      only: { type: 'string' },
      compressed: { type: 'boolean', default: false },
      rounds: { type: 'string', default: '1' },
      'compare-url': { type: 'string' },
      'same-headers': { type: 'boolean', default: false },
      'server-cpu': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (args.help) {
    console.log(
      'node bench/http-cost.mjs --url http://127.0.0.1:PORT [--duration 5] [--connections 10] [--warmup 1] [--json out.json] [--token T] [--company-id N] [--product-id N] [--only a,b] [--compressed] [--rounds N] [--compare-url URL] [--same-headers] [--server-cpu N]',
    );
    return;
  }
  const base = args.url.replace(/\/$/, '');
  const duration = Number(args.duration);
  const connections = Number(args.connections);
  const warmup = Number(args.warmup);
  const rounds = Math.max(1, Number(args.rounds));
  const compareBase = args['compare-url']?.replace(/\/$/, '');
  const only = args.only ? new Set(args.only.split(',')) : null;
  const { default: autocannon } = await import('autocannon');
  // --server-cpu N: the plain servers run on core N and this process (autocannon) on the others; start GemBourse with
  // `taskset -c N` too. Each server then has a core of its own and the client never takes it, so the ratio is what a
  // request costs the server, not how the client and the server shared two cores (the unpinned runs' ranges were wide).
  const serverCpu = args['server-cpu'];
  if (serverCpu !== undefined) {
    const others = [...Array(os.cpus().length).keys()].filter((c) => String(c) !== serverCpu);
    if (!others.length) throw new Error('--server-cpu needs a machine with at least two cores');
    const pinned = spawnSync('taskset', ['-a', '-p', '-c', others.join(','), String(process.pid)]);
    if (pinned.status !== 0) throw new Error(`taskset failed: ${pinned.stderr}`);
  }

  const children = new Set();
  const killChildren = () => {
    for (const c of children) {
      try {
        c.kill('SIGKILL');
      } catch {
        /* gone */
      }
    }
  };
  process.on('exit', killChildren);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.once(sig, () => {
      killChildren();
      process.exit(130);
    });
  process.on('uncaughtException', (err) => {
    killChildren();
    console.error(err);
    process.exit(1);
  });
  process.on('unhandledRejection', (err) => {
    killChildren();
    console.error(err);
    process.exit(1);
  });

  const log = (m) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

  // ---- discovery ----
  let token = args.token;
  if (!token && (!only || only.has('current'))) {
    const res = await get(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: args.email, password: args.password }),
    });
    const j = JSON.parse(res.body.toString());
    if (j.code !== 200 || !j.data?.token) throw new Error(`login failed: HTTP ${res.status}, ${j.code} ${j.msg}`);
    token = j.data.token;
    log(`logged in as ${args.email}`);
  }
  let companyId = args['company-id'] ? Number(args['company-id']) : undefined;
  if (!companyId && (!only || only.has('showroom'))) {
    companyId = await showroomCompanyId(base);
    log(`showroom of company ${companyId}`);
  }
  let productId = args['product-id'] ? Number(args['product-id']) : undefined;
  if (!productId && (!only || only.has('product-json') || only.has('product-page'))) {
    productId = await guestProductId(base);
    log(`product ${productId}`);
  }
  const pageHeaders = { accept: 'text/html' };
  const apiHeaders = { lang: 'en_US' };
  const cataloguePath = '/home/product?language=en';
  const catalogueSearch = '/api/product/search?sort=newest&currency=USD&pageSize=24';

  const endpoints = [
    { key: 'health', label: 'GET /api/health (database ping)', path: '/api/health', headers: {} },
    { key: 'app-info', label: 'GET /api/app/info (no database)', path: '/api/app/info', headers: {} },
    { key: 'dictionary', label: 'GET /api/dictionary/product_category', path: '/api/dictionary/product_category', headers: {} },
    {
      key: 'showroom',
      label: `GET /api/company/product/list/${companyId} (${SHOWROOM_PAGE}, guest)`,
      path: `/api/company/product/list/${companyId}?pageNum=1&pageSize=${SHOWROOM_PAGE}`,
      headers: {},
    },
    {
      key: 'current',
      label: 'GET /api/company/user/current (bearer)',
      path: '/api/company/user/current',
      headers: { authorization: `Bearer ${token}` },
    },
    {
      key: 'product-json',
      label: `GET /api/product/view/${productId} (guest)`,
      path: `/api/product/view/${productId}`,
      headers: apiHeaders,
    },
    {
      key: 'product-page',
      label: `GET /home/product-detail?id=${productId} (rendered page, guest)`,
      path: `/home/product-detail?id=${productId}&language=en`,
      headers: pageHeaders,
      page: true,
      json: 'product-json',
    },
    { key: 'catalogue-json', label: `GET ${catalogueSearch} (guest)`, path: catalogueSearch, headers: apiHeaders },
    {
      key: 'catalogue-page',
      label: `GET ${cataloguePath} (rendered page, guest)`,
      path: cataloguePath,
      headers: pageHeaders,
      page: true,
      json: 'catalogue-json',
    },
  ].filter((e) => !only || only.has(e.key));

  // ---- one plain fetch and one "browser" fetch per endpoint ----
  for (const e of endpoints) {
    const plain = await get(`${base}${e.path}`, { headers: e.headers });
    if (plain.status !== 200) throw new Error(`${e.path}: HTTP ${plain.status}: ${plain.body.toString().slice(0, 300)}`);
    const env = tryJson(plain.body);
    if (env && env.code !== undefined && env.code !== 200) throw new Error(`${e.path}: envelope code ${env.code} ${env.msg}`);
    if (e.page && !/^text\/html/.test(String(plain.headers['content-type']))) {
      throw new Error(`${e.path}: ${plain.headers['content-type']}, not a page`);
    }
    e.status = plain.status;
    e.contentType = String(plain.headers['content-type'] ?? '');
    e.body = plain.body;
    e.bytes = plain.body.length;
    e.headerBytes = plain.headerBytes;
    e.headerCount = plain.rawHeaders.length / 2;
    e.rawHeaders = plain.rawHeaders;
    // What --same-headers replays: every header line but those Node writes itself.
    e.ownHeaders = [];
    for (let i = 0; i < plain.rawHeaders.length; i += 2) {
      if (!NODE_HEADERS.has(plain.rawHeaders[i].toLowerCase())) e.ownHeaders.push(plain.rawHeaders[i], plain.rawHeaders[i + 1]);
    }
    const browser = await get(`${base}${e.path}`, { headers: { ...e.headers, 'accept-encoding': 'br, gzip' } });
    e.compressed = {
      contentEncoding: browser.headers['content-encoding'] ?? null,
      wireBytes: browser.body.length,
      etag: browser.headers.etag ?? null,
      cacheControl: browser.headers['cache-control'] ?? null,
      vary: browser.headers.vary ?? null,
    };
    e.couldBe = {
      gzip6: zlib.gzipSync(plain.body, { level: 6 }).length,
      br4: zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    };
  }

  // The other GemBourse must answer the same bytes, or the comparison means nothing; a page differs in every answer,
  // so the same status and an HTML answer are what is asked of it (and its size is logged).
  if (compareBase) {
    for (const e of endpoints) {
      const r = await get(`${compareBase}${e.path}`, { headers: e.headers });
      if (e.page) {
        if (r.status !== e.status || !/^text\/html/.test(String(r.headers['content-type']))) {
          throw new Error(`${compareBase}${e.path} answers HTTP ${r.status} ${r.headers['content-type']}`);
        }
        log(`${e.key}: ${e.bytes} B here, ${r.body.length} B from ${compareBase}`);
      } else if (r.status !== e.status || !r.body.equals(e.body)) throw new Error(`${compareBase}${e.path} answers differently`);
    }
  }

  // ---- the plain servers, in children ----
  const startPlain = async (withHeaders) => {
    const plainArgs = [fileURLToPath(import.meta.url), '--plain-server-child'];
    const [command, commandArgs] =
      serverCpu === undefined ? [process.execPath, plainArgs] : ['taskset', ['-c', serverCpu, process.execPath, ...plainArgs]];
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    const routes = Object.fromEntries(
      endpoints.map((e) => [
        e.path,
        { status: e.status, contentType: e.contentType, body: e.body.toString('base64'), headers: withHeaders ? e.ownHeaders : undefined },
      ]),
    );
    const keepAlive = /timeout=(\d+)/.exec(
      endpoints[0].rawHeaders.find((h, i, all) => i % 2 === 1 && all[i - 1].toLowerCase() === 'keep-alive') ?? '',
    );
    const keepAliveTimeoutMs = withHeaders && keepAlive ? Number(keepAlive[1]) * 1000 : undefined;
    const port = await new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`plain server exited (${code})`)));
      child.on('message', (m) => m.type === 'listening' && resolve(m.port));
      child.send({ type: 'routes', routes, keepAliveTimeoutMs });
    });
    const plainBase = `http://127.0.0.1:${port}`;
    // Same body, same content-type; with GemBourse's headers, the same header lines but the Date.
    for (const e of endpoints) {
      const r = await get(`${plainBase}${e.path}`);
      if (!r.body.equals(e.body) || r.headers['content-type'] !== e.contentType) throw new Error(`plain server differs on ${e.path}`);
      const lines = (raw) => raw.flatMap((h, i) => (i % 2 === 0 && h.toLowerCase() !== 'date' ? [`${h}: ${raw[i + 1]}`] : []));
      if (withHeaders && lines(r.rawHeaders).join('\n') !== lines(e.rawHeaders).join('\n')) {
        throw new Error(`plain server's headers differ on ${e.path}`);
      }
    }
    return { child, plainBase };
  };
  const { child, plainBase } = await startPlain(false);
  const withHeaders = args['same-headers'] ? await startPlain(true) : undefined;

  const run = async (url, headers, seconds) => {
    const result = await autocannon({ url, headers, connections, duration: seconds, timeout: 30 });
    return {
      rps: round(result.requests.total / result.duration),
      rpsAverage: round(result.requests.average),
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      meanMs: round(result.latency.mean),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  };

  const sides = [
    ['gembourse', base, {}],
    ['plain', plainBase, {}],
  ];
  if (withHeaders) sides.push(['plainHeaders', withHeaders.plainBase, {}]);
  if (compareBase) sides.push(['compared', compareBase, {}]);
  if (args.compressed) sides.push(['gembourseCompressed', base, { 'accept-encoding': 'br, gzip' }]);
  for (const e of endpoints) {
    e.rounds = [];
    for (let r = 1; r <= rounds; r++) {
      const measured = {};
      for (const [side, b, extra] of sides) {
        const headers = { ...e.headers, ...extra };
        if (warmup > 0) await run(`${b}${e.path}`, headers, warmup);
        const load1 = os.loadavg()[0];
        const m = (measured[side] = { ...(await run(`${b}${e.path}`, headers, duration)), loadAverage: round(load1) });
        log(
          `${e.key}${rounds > 1 ? ` round ${r}` : ''} ${side}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, load ${m.loadAverage}${m.non2xx + m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ''}`,
        );
      }
      for (const [key, of, to] of RATIOS)
        if (measured[of] && measured[to]) measured[key] = round((100 * measured[of].rps) / measured[to].rps);
      e.rounds.push(measured);
    }
    // Each side's median run stands for it in the tables; the ratios' median and range say how steady they were.
    for (const [side] of sides)
      e[side] = medianBy(
        e.rounds.map((m) => m[side]),
        (m) => m.rps,
      );
    for (const [key] of RATIOS) if (e.rounds[0][key] !== undefined) e[key] = spread(e.rounds.map((m) => m[key]));
  }
  child.kill('SIGTERM');
  withHeaders?.child.kill('SIGTERM');

  // ---- the web app's first files ----
  const page = await get(`${base}/`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  const html = decode(page).toString();
  const assets = [{ kind: 'document', path: '/' }];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) assets.push({ kind: 'script', path: m[1] });
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(m[0])?.[1];
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href && (rel === 'modulepreload' || rel === 'stylesheet')) assets.push({ kind: rel, path: href });
  }
  for (const a of assets) {
    const r = a.path === '/' ? page : await get(new URL(a.path, `${base}/`).toString(), { headers: { 'accept-encoding': 'br, gzip' } });
    const decoded = decode(r);
    Object.assign(a, {
      status: r.status,
      contentEncoding: r.headers['content-encoding'] ?? null,
      wireBytes: r.body.length,
      bytes: decoded.length,
      gzip6: zlib.gzipSync(decoded, { level: 6 }).length,
      br: zlib.brotliCompressSync(decoded).length,
      etag: r.headers.etag ?? null,
      cacheControl: r.headers['cache-control'] ?? null,
    });
  }

  // ---- report ----
  const kb = (n) => (n >= 1024 ? `${(n / 1024).toFixed(1)} kB` : `${n} B`);
  console.log(
    `\nGemBourse ${base} vs plain node:http (same body, same content-type), ${connections} connections, ${duration} s each, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  const brHead = args.compressed ? ' GemBourse br,gzip req/s |' : '';
  console.log(
    `| endpoint | body | GemBourse req/s | plain req/s | GemBourse / plain |${brHead} GemBourse p50 / p99 ms | plain p50 / p99 ms | response headers | br,gzip: content-encoding, wire bytes | ETag | cache-control |`,
  );
  console.log(`|---|---:|---:|---:|---:|${args.compressed ? '---:|' : ''}---|---|---:|---|---|---|`);
  for (const e of endpoints) {
    const g = e.gembourse,
      p = e.plain;
    const errs = g.non2xx + g.errors ? ` (${g.non2xx} non-2xx, ${g.errors} errors)` : '';
    const br = args.compressed ? ` ${e.gembourseCompressed.rps} |` : '';
    console.log(
      `| ${e.label} | ${kb(e.bytes)} | ${g.rps}${errs} | ${p.rps} | ${((100 * g.rps) / p.rps).toFixed(1)} % |${br} ${g.p50} / ${g.p99} | ${p.p50} / ${p.p99} | ${e.headerCount} (${e.headerBytes} B) | ${e.compressed.contentEncoding ?? 'none'}, ${kb(e.compressed.wireBytes)} (gzip-6 would be ${kb(e.couldBe.gzip6)}, br-4 ${kb(e.couldBe.br4)}) | ${e.compressed.etag ? 'yes' : 'no'} | ${e.compressed.cacheControl ?? '-'} |`,
    );
  }
  const paired = endpoints.filter((e) => e.json && endpoints.some((j) => j.key === e.json));
  if (paired.length) {
    console.log(`\nRendered pages next to their JSON answers and to the plain server answering the page's HTML (each side's median run)\n`);
    console.log('| page | HTML | page req/s | page p50 / p99 ms | JSON req/s | JSON p50 / p99 ms | page / JSON | page / plain |');
    console.log('|---|---:|---:|---|---:|---|---:|---:|');
    for (const e of paired) {
      const j = endpoints.find((x) => x.key === e.json);
      const g = e.gembourse;
      console.log(
        `| ${e.label} | ${kb(e.bytes)} | ${g.rps} | ${g.p50} / ${g.p99} | ${j.gembourse.rps} | ${j.gembourse.p50} / ${j.gembourse.p99} | ${((100 * g.rps) / j.gembourse.rps).toFixed(1)} % | ${((100 * g.rps) / e.plain.rps).toFixed(1)} % |`,
      );
    }
  }
  console.log(
    `\nWeb app first files (GET / with Accept: text/html, then the <script src> and <link rel=modulepreload|stylesheet> of index.html), Accept-Encoding: br, gzip\n`,
  );
  console.log('| file | kind | content-encoding | wire | decoded | gzip-6 would be | br-11 would be | ETag | cache-control |');
  console.log('|---|---|---|---:|---:|---:|---:|---|---|');
  for (const a of assets) {
    console.log(
      `| ${a.path} | ${a.kind} | ${a.contentEncoding ?? 'none'} | ${kb(a.wireBytes)} | ${kb(a.bytes)} | ${kb(a.gzip6)} | ${kb(a.br)} | ${a.etag ? 'yes' : 'no'} | ${a.cacheControl ?? '-'} |`,
    );
  }
  const sum = (k) => assets.reduce((s, a) => s + a[k], 0);
  console.log(
    `| **all ${assets.length}** | | | ${kb(sum('wireBytes'))} | ${kb(sum('bytes'))} | ${kb(sum('gzip6'))} | ${kb(sum('br'))} | | |`,
  );
  if (rounds > 1 || compareBase || withHeaders) {
    const loads = endpoints.flatMap((e) => e.rounds.flatMap((m) => sides.map(([side]) => m[side].loadAverage)));
    console.log(
      `\nRatios per round (${rounds} rounds, sides in turn; 1-minute load average ${Math.min(...loads)}-${Math.max(...loads)})${compareBase ? `; compared: ${compareBase}` : ''}${withHeaders ? "; plain + headers: the plain server sending GemBourse's headers" : ''}\n`,
    );
    const shown = RATIOS.filter(([key]) => endpoints[0][key] !== undefined);
    console.log(`| endpoint |${shown.map(([, , , title]) => ` ${title}: median (range) | rounds |`).join('')}`);
    console.log(`|---|${shown.map(() => '---|---|').join('')}`);
    for (const e of endpoints) {
      const cells = shown.map(
        ([key]) => ` **${e[key].median} %** (${e[key].min}-${e[key].max}) | ${e.rounds.map((m) => m[key]).join(', ')} |`,
      );
      console.log(`| ${e.label} |${cells.join('')}`);
    }
  }

  if (args.json) {
    const report = {
      date: new Date().toISOString(),
      url: base,
      options: { duration, connections, warmup, rounds, compareUrl: compareBase ?? null },
      machine: { cpu: os.cpus()[0]?.model, cores: os.cpus().length, node: process.version, loadAverageAtEnd: os.loadavg() },
      endpoints: endpoints.map(({ body, headers, rawHeaders, ownHeaders, ...e }) => ({ ...e, authorized: Boolean(headers.authorization) })),
      assets,
    };
    writeFileSync(args.json, JSON.stringify(report, null, 2));
    log(`wrote ${args.json}`);
  }
}

function round(n) {
  return Math.round(n * 10) / 10;
}
/** The element whose key is the median (the lower middle one of an even count). */
function medianBy(list, key) {
  return [...list].sort((a, b) => key(a) - key(b))[Math.floor((list.length - 1) / 2)];
}
/** Median, lowest and highest of a list of numbers. */
function spread(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : round((sorted[mid - 1] + sorted[mid]) / 2);
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}
function tryJson(buf) {
  try {
    return JSON.parse(buf.toString());
  } catch {
    return null;
  }
}

/** One request with node:http (no automatic decompression): status, headers, raw body bytes, header bytes. */
function get(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) }, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const headerBytes = res.rawHeaders.reduce((s, h, i) => s + Buffer.byteLength(h) + (i % 2 ? 2 : 2), 0);
          resolve({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, headerBytes, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

function decode(r) {
  const enc = r.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(r.body);
  if (enc === 'gzip') return zlib.gunzipSync(r.body);
  if (enc === 'deflate') return zlib.inflateSync(r.body);
  return r.body;
}
