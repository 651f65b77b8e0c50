#!/usr/bin/env node
// Lighthouse (performance category) of GemBourse's public pages, mobile and desktop presets, against a running server.
//
//   node bench/lighthouse.mjs --url http://127.0.0.1:3101 [--lighthouse-dir /tmp/lh] [--chrome-path /usr/bin/chromium]
//        [--runs 1] [--company-id N] [--presets mobile,desktop] [--pages index,suppliers,login,company]
//        [--json out.json] [--keep-reports DIR]
//
// How Lighthouse is found (it is deliberately NOT a dependency of this repository: it is ~100 packages and needs a
// browser): with --lighthouse-dir DIR, the CLI installed there (DIR/node_modules/.bin/lighthouse; set it up once with
// `mkdir /tmp/lh && cd /tmp/lh && npm init -y && npm i lighthouse@13`); without it, `npx --yes lighthouse@13`, which
// npm fetches into its cache on first use. Either way the lighthouse CLI runs as a child process, one run at a time,
// and writes a JSON report that this script reads. (Lighthouse 13 declares node >= 22.19 but runs on Node 20.)
// The browser is Debian's Chromium (`apt-get install -y chromium fonts-noto-cjk`), headless, no sandbox (root).
//
// Pages: /home/index, /home/suppliers, /home/login and /home/company-profile?id=N, all with ?language=en. The company
// is --company-id, or the lowest id whose public showroom shows 24 products (bench/landing-pages.mjs),
// so the profile page loads a real showroom. Mobile is Lighthouse's default (simulated slow 4G, 4x CPU slowdown);
// desktop is --preset=desktop. With --runs N > 1 the run with the median performance score is reported.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pickPages, showroomCompanyId } from './landing-pages.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    'lighthouse-dir': { type: 'string' },
    'chrome-path': { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    runs: { type: 'string', default: '1' },
    'company-id': { type: 'string' },
    presets: { type: 'string', default: 'mobile,desktop' },
    pages: { type: 'string', default: 'index,suppliers,login,company' },
    json: { type: 'string' },
    'keep-reports': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('\n')
      .slice(1, 20)
      .join('\n'),
  );
  process.exit(0);
}
const base = args.url.replace(/\/$/, '');
const runs = Number(args.runs);
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

async function main() {
  const id = args['company-id'] ? Number(args['company-id']) : await showroomCompanyId(base);
  const pages = pickPages(args.pages, id).map(([key, path]) => ({ key, path }));
  const presets = args.presets.split(',');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'gembourse-lighthouse-'));
  if (args['keep-reports']) mkdirSync(args['keep-reports'], { recursive: true });
  const results = [];
  try {
    for (const page of pages) {
      for (const preset of presets) {
        const all = [];
        for (let r = 0; r < runs; r++) {
          const out = path.join(args['keep-reports'] ?? tmp, `${page.key}-${preset}-${r + 1}.json`);
          const load = os.loadavg()[0];
          await runLighthouse(`${base}${page.path}`, preset, out);
          const f = { ...figures(JSON.parse(readFileSync(out, 'utf8'))), loadAverage: Math.round(load * 100) / 100 };
          log(
            `${page.path} ${preset} run ${r + 1}: score ${f.score}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, ${Math.round(f.transferBytes / 1024)} KiB`,
          );
          all.push(f);
        }
        const median = [...all].sort((x, y) => x.score - y.score)[Math.floor((all.length - 1) / 2)];
        results.push({ page: page.path, preset, ...median, runs: all });
      }
    }
  } finally {
    if (!args['keep-reports']) rmSync(tmp, { recursive: true, force: true });
  }

  const s = (ms) => (ms === undefined ? '-' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
  const kib = (b) => `${Math.round(b / 1024)} KiB`;
  console.log(
    `\nLighthouse ${results[0]?.lighthouseVersion} (${results[0]?.userAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chrome'}), ${base}, ${runs} run(s) each${runs > 1 ? ' (median by score)' : ''}\n`,
  );
  console.log('| page | preset | score | FCP | LCP | CLS | TBT | Speed Index | transfer | of which JS | requests | load avg |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.page} | ${r.preset} | ${r.score} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${r.cls.toFixed(3)} | ${s(r.tbtMs)} | ${s(r.speedIndexMs)} | ${kib(r.transferBytes)} | ${kib(r.scriptTransferBytes)} | ${r.requests} | ${r.loadAverage} |${r.runtimeError ? ` error: ${r.runtimeError}` : ''}`,
    );
  }
  if (args.json) {
    writeFileSync(
      args.json,
      JSON.stringify({ date: new Date().toISOString(), url: base, companyId: id, runs, chromeFlags: CHROME_FLAGS, results }, null, 2),
    );
    log(`wrote ${args.json}`);
  }
}

main().catch((err) => {
  killAll();
  console.error(err);
  process.exit(1);
});
