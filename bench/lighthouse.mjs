#!/usr/bin/env node
// Lighthouse (performance category) of GemBourse's public pages, mobile and desktop presets, against a running server,
// or two of them in the same run (--vs: issue 29 item 7 measures the server-rendered build next to the client-rendered
// one before it).
//
//   node bench/lighthouse.mjs --url http://127.0.0.1:3101 [--lighthouse-dir /tmp/lh] [--chrome-path /usr/bin/chromium]
//        [--runs 1] [--company-id N] [--product-id N] [--presets mobile,desktop]
//        [--pages index,suppliers,catalogue,product,company,login] [--label server-rendered]
//        [--vs http://127.0.0.1:3102] [--vs-label client-rendered] [--json out.json] [--keep-reports DIR]
//   (or `npm run bench:lighthouse -- --url ...`)
//
// How Lighthouse is found (it is deliberately NOT a dependency of this repository: it is ~100 packages and needs a
// browser): with --lighthouse-dir DIR, the CLI installed there (DIR/node_modules/.bin/lighthouse; set it up once with
// `mkdir /tmp/lh && cd /tmp/lh && npm init -y && npm i lighthouse@13`); without it, `npx --yes lighthouse@13`, which
// npm fetches into its cache on first use. Either way the lighthouse CLI runs as a child process, one run at a time,
// and writes a JSON report that this script reads (a run that fails, as Lighthouse's loads now and then do with
// NO_NAVSTART, is tried again, three times at most). (Lighthouse 13 declares node >= 22.19 but runs on Node 20.)
// The browser is Debian's Chromium (`apt-get install -y chromium fonts-noto-cjk`), headless, no sandbox (root).
//
// Pages (bench/landing-pages.mjs), all with ?language=en: index (/home/index), suppliers (/home/suppliers), catalogue
// (/home/product, no filter), product (/home/product-detail?id=N), company (/home/company-profile?id=N) and login
// (/home/login). The company is --company-id, or the lowest id whose public showroom shows 24 products, so the profile
// page loads a real showroom; the product is --product-id, or the first of GET /api/product/search as a guest.
// Mobile is Lighthouse's default (simulated slow 4G, 4x CPU slowdown); desktop is --preset=desktop. With --runs N > 1
// the run with the median performance score is reported, and the targets column (issue 29: mobile score >= 80,
// desktop >= 95, LCP < 2.5 s, CLS < 0.1) judges each figure's own median over the runs.
//
// --vs URL measures a second server (another tree on the same demo data, e.g. the build before a change) in the same
// run: per page and preset the runs alternate, A, B, A, B..., so the machine's load falls on both alike. Both load
// the same company and product: the ones chosen are checked on both servers (a guest's showroom of 24, the product's
// public answer), and when the first choice is missing on one, the first id both have is taken instead (a given
// --company-id or --product-id must exist on both). A last table puts each figure's median over the runs of A next to
// B's, with the ratio A / B (a score above 1 and a time below 1 favour A). --label and --vs-label name the two.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { guestProductId, pickPages, SHOWROOM_PAGE, showroomCompanyId } from './landing-pages.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    'lighthouse-dir': { type: 'string' },
    'chrome-path': { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    runs: { type: 'string', default: '1' },
    'company-id': { type: 'string' },
    'product-id': { type: 'string' },
    presets: { type: 'string', default: 'mobile,desktop' },
    pages: { type: 'string', default: 'index,suppliers,catalogue,product,company,login' },
    label: { type: 'string', default: 'server-rendered' },
    vs: { type: 'string' },
    'vs-label': { type: 'string', default: 'client-rendered' },
    json: { type: 'string' },
    'keep-reports': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  const source = readFileSync(new URL(import.meta.url), 'utf8')
    .split('\n')
    .slice(1);
  const end = source.findIndex((l) => !l.startsWith('//'));
  console.log(source.slice(0, end).join('\n'));
  process.exit(0);
}
const base = args.url.replace(/\/$/, '');
const vsBase = args.vs?.replace(/\/$/, '');
const runs = Number(args.runs);
/** The servers measured, in the order each run visits them. */
const servers = [{ label: args.label, base }, ...(vsBase ? [{ label: args['vs-label'], base: vsBase }] : [])];
/** Issue 29 item 7's targets, per page: the median score by preset, LCP and CLS. */
const TARGETS = { score: { mobile: 80, desktop: 95 }, lcpMs: 2500, cls: 0.1 };
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

// Children (lighthouse, and through it Chrome) run in their own process group, killed whole on exit.
const children = new Set();
const killAll = () => {
  for (const pid of children) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
};
process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.once(sig, () => {
    killAll();
    process.exit(130);
  });

const log = (m) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

function lighthouseCommand() {
  if (args['lighthouse-dir']) {
    const bin = path.join(args['lighthouse-dir'], 'node_modules/.bin/lighthouse');
    if (!existsSync(bin)) throw new Error(`no lighthouse CLI at ${bin}`);
    return { cmd: bin, pre: [] };
  }
  return { cmd: 'npx', pre: ['--yes', 'lighthouse@13'] };
}

function runLighthouse(url, preset, outFile) {
  const { cmd, pre } = lighthouseCommand();
  const argv = [
    ...pre,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outFile}`,
    `--chrome-path=${args['chrome-path']}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      env: { ...process.env, CHROME_PATH: args['chrome-path'] },
    });
    children.add(child.pid);
    let err = '';
    child.stderr.on('data', (b) => {
      err = (err + b).slice(-4000);
    });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 240_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child.pid);
      if (code === 0 && existsSync(outFile)) resolve();
      else reject(new Error(`lighthouse ${url} (${preset}) failed: code ${code} signal ${signal}\n${err}`));
    });
  });
}

/** Tries a run up to ATTEMPTS times: Lighthouse now and then fails a load of a healthy page (NO_NAVSTART, NO_FCP). */
const ATTEMPTS = 3;
async function runWithRetry(url, preset, outFile) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, preset, outFile);
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      log(
        `${
          String(err.message)
            .split('\n')
            .find((l) => /error/i.test(l)) ?? err.message
        }; trying again`,
      );
    }
  }
}

function figures(report) {
  const a = report.audits;
  const items = a['network-requests']?.details?.items ?? [];
  const sumOf = (type) => items.filter((i) => i.resourceType === type).reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return {
    score: Math.round((report.categories.performance.score ?? NaN) * 100),
    fcpMs: a['first-contentful-paint']?.numericValue,
    lcpMs: a['largest-contentful-paint']?.numericValue,
    cls: a['cumulative-layout-shift']?.numericValue,
    tbtMs: a['total-blocking-time']?.numericValue,
    speedIndexMs: a['speed-index']?.numericValue,
    transferBytes: a['total-byte-weight']?.numericValue,
    scriptTransferBytes: sumOf('Script'),
    imageTransferBytes: sumOf('Image'),
    requests: items.length,
    runtimeError: report.runtimeError?.message ?? null,
    runWarnings: report.runWarnings ?? [],
    lighthouseVersion: report.lighthouseVersion,
    userAgent: report.environment?.hostUserAgent,
  };
}

/** A guest's answer to GET `path` (its envelope's data), or null when it is not a 200 with code 200. */
async function guestData(server, p) {
  const res = await fetch(`${server}${p}`).catch(() => null);
  if (res?.status !== 200) return null;
  const body = await res.json().catch(() => null);
  return body?.code === 200 ? body.data : null;
}
const hasShowroom = async (server, id) =>
  (await guestData(server, `/api/company/product/list/${id}?pageNum=1&pageSize=${SHOWROOM_PAGE}`))?.list?.length === SHOWROOM_PAGE;
const hasProduct = async (server, id) => Boolean(await guestData(server, `/api/product/view/${id}`));

/**
 * The id both servers have (`has` true on each): `given` (which must), else `first` when both have it, else the
 * first of `candidates` that both have.
 */
async function commonId(what, given, first, candidates, has) {
  const onAll = async (id) => (await Promise.all(servers.map((s) => has(s.base, id)))).every(Boolean);
  if (given !== undefined) {
    if (!(await onAll(given))) throw new Error(`${what} ${given} is missing on ${servers.map((s) => s.base).join(' or ')}`);
    return given;
  }
  if (await onAll(first)) return first;
  for (const id of await candidates()) {
    if (id !== first && (await onAll(id))) {
      log(`${what} ${first} is missing on one server: ${what} ${id} is on both`);
      return id;
    }
  }
  throw new Error(`no ${what} that both servers have: pass --${what}-id`);
}

async function pickIds(names) {
  const ids = {};
  if (names.includes('company')) {
    const given = args['company-id'] ? Number(args['company-id']) : undefined;
    const first = given ?? (await showroomCompanyId(base));
    ids.companyId = await commonId('company', given, first, () => Array.from({ length: 200 }, (_, i) => i + 1), hasShowroom);
  }
  if (names.includes('product')) {
    const given = args['product-id'] ? Number(args['product-id']) : undefined;
    const first = given ?? (await guestProductId(base));
    ids.productId = await commonId(
      'product',
      given,
      first,
      async () => ((await guestData(base, '/api/product/search?pageSize=100'))?.list ?? []).map((p) => p.id),
      hasProduct,
    );
  }
  return ids;
}

/** Median of a list of numbers (the lower middle one of an even count, as the median run is picked). */
function median(list) {
  const sorted = list.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
}
const METRICS = ['score', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'];

/** Which of issue 29's targets a page's medians miss ('yes' when none). */
function targetsMissed(preset, m) {
  const missed = [];
  const minScore = TARGETS.score[preset];
  if (minScore !== undefined && !(m.score >= minScore)) missed.push(`score < ${minScore}`);
  if (!(m.lcpMs < TARGETS.lcpMs)) missed.push(`LCP >= ${TARGETS.lcpMs / 1000} s`);
  if (!(m.cls < TARGETS.cls)) missed.push(`CLS >= ${TARGETS.cls}`);
  return missed.length ? `no: ${missed.join(', ')}` : 'yes';
}

const slug = (label) => label.replace(/[^A-Za-z0-9]+/g, '-');

async function main() {
  const names = args.pages.split(',');
  const { companyId, productId } = await pickIds(names);
  const pages = pickPages(args.pages, companyId, productId).map(([key, path]) => ({ key, path }));
  const presets = args.presets.split(',');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'gembourse-lighthouse-'));
  if (args['keep-reports']) mkdirSync(args['keep-reports'], { recursive: true });
  if (vsBase) log(`A: ${args.label} ${base}, B: ${args['vs-label']} ${vsBase}; company ${companyId ?? '-'}, product ${productId ?? '-'}`);
  /** Per server (in `servers` order), one result per page and preset. */
  const results = servers.map(() => []);
  try {
    for (const page of pages) {
      for (const preset of presets) {
        const all = servers.map(() => []);
        for (let r = 0; r < runs; r++) {
          for (const [i, server] of servers.entries()) {
            const name = `${page.key}-${preset}-${r + 1}${servers.length > 1 ? `-${slug(server.label)}` : ''}.json`;
            const out = path.join(args['keep-reports'] ?? tmp, name);
            const load = os.loadavg()[0];
            await runWithRetry(`${server.base}${page.path}`, preset, out);
            const f = { ...figures(JSON.parse(readFileSync(out, 'utf8'))), loadAverage: Math.round(load * 100) / 100 };
            log(
              `${servers.length > 1 ? `${server.label}: ` : ''}${page.path} ${preset} run ${r + 1}: score ${f.score}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, ${Math.round(f.transferBytes / 1024)} KiB`,
            );
            all[i].push(f);
          }
        }
        for (const [i, list] of all.entries()) {
          const medianRun = [...list].sort((x, y) => x.score - y.score)[Math.floor((list.length - 1) / 2)];
          const medians = Object.fromEntries(METRICS.map((k) => [k, median(list.map((f) => f[k]))]));
          results[i].push({ page: page.path, preset, ...medianRun, medians, runs: list });
        }
      }
    }
  } finally {
    if (!args['keep-reports']) rmSync(tmp, { recursive: true, force: true });
  }

  const s = (ms) => (ms === undefined || Number.isNaN(ms) ? '-' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
  const kib = (b) => `${Math.round(b / 1024)} KiB`;
  const first = results[0][0];
  for (const [i, server] of servers.entries()) {
    console.log(
      `\n${servers.length > 1 ? `${server.label}: ` : ''}Lighthouse ${first?.lighthouseVersion} (${first?.userAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chrome'}), ${server.base}, ${runs} run(s) each${runs > 1 ? ' (median by score)' : ''}\n`,
    );
    console.log(
      '| page | preset | score | FCP | LCP | CLS | TBT | Speed Index | transfer | of which JS | requests | load avg | targets met |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const r of results[i]) {
      console.log(
        `| ${r.page} | ${r.preset} | ${r.score} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${r.cls.toFixed(3)} | ${s(r.tbtMs)} | ${s(r.speedIndexMs)} | ${kib(r.transferBytes)} | ${kib(r.scriptTransferBytes)} | ${r.requests} | ${r.loadAverage} | ${targetsMissed(r.preset, r.medians)} |${r.runtimeError ? ` error: ${r.runtimeError}` : ''}`,
      );
    }
  }

  let comparison;
  if (vsBase) {
    const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? (a / b).toFixed(2) : '-');
    const fmt = { score: (n) => String(n), lcpMs: s, tbtMs: s, cls: (n) => n.toFixed(3), fcpMs: s };
    comparison = results[0].map((a, j) => {
      const b = results[1][j];
      return {
        page: a.page,
        preset: a.preset,
        ...Object.fromEntries(
          METRICS.map((k) => [k, { a: a.medians[k], b: b.medians[k], ratio: Number(ratio(a.medians[k], b.medians[k])) }]),
        ),
      };
    });
    console.log(
      `\nA: ${args.label} (${base}) next to B: ${args['vs-label']} (${vsBase}), runs alternating A, B; each cell: A's median / B's median over ${runs} run(s) (ratio A / B)\n`,
    );
    console.log('| page | preset | score | LCP | TBT | CLS | FCP |');
    console.log('|---|---|---:|---:|---:|---:|---:|');
    for (const c of comparison) {
      const cells = ['score', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'].map(
        (k) => `${fmt[k](c[k].a)} / ${fmt[k](c[k].b)} (${Number.isNaN(c[k].ratio) ? '-' : c[k].ratio.toFixed(2)})`,
      );
      console.log(`| ${c.page} | ${c.preset} | ${cells.join(' | ')} |`);
    }
  }
  if (args.json) {
    writeFileSync(
      args.json,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          url: base,
          label: args.label,
          companyId,
          productId,
          runs,
          chromeFlags: CHROME_FLAGS,
          targets: TARGETS,
          results: results[0],
          vs: vsBase ? { url: vsBase, label: args['vs-label'], results: results[1] } : undefined,
          comparison,
        },
        null,
        2,
      ),
    );
    log(`wrote ${args.json}`);
  }
}

main().catch((err) => {
  killAll();
  console.error(err);
  process.exit(1);
});
