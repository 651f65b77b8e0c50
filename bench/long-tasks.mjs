#!/usr/bin/env node
// The main thread of GemBourse's landing pages on a throttled phone, measured in the browser itself: the long tasks
// (PerformanceObserver 'longtask') of each load, their blocking time after the first contentful paint, the largest
// contentful paint and the layout shift, over many loads, for one server or two side by side (an A/B of two builds).
//
//   node bench/long-tasks.mjs --url http://127.0.0.1:3101[,http://127.0.0.1:3102] [--rounds 6] [--cpu 4]
//        [--pages index,suppliers,login,company] [--company-id N] [--desktop] [--json out.json]
//
// Why beside bench/lighthouse.mjs: Lighthouse's score is one load per run and its blocking time moved by 600 ms
// between two runs of one build on this machine, so a change worth 300 ms needed a dozen runs of 20 s each to be seen.
// This loads each page `--rounds` times per server, alternating the servers within a round so the machine's load
// falls on both alike, and reports medians. The figures are observed, not Lighthouse's simulation: blocking time is
// the sum over long tasks that start after the first contentful paint of (duration - 50 ms), at `--cpu` times CPU
// slowdown (4, Lighthouse's mobile preset) and a 412 x 823 phone viewport (`--desktop`: 1350 x 940, no slowdown
// unless --cpu says so). The network is not throttled. The pages and the company (--company-id, or the first with a
// full public showroom) are bench/landing-pages.mjs's. Needs Debian's chromium (`apt-get install -y chromium`).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { pickPages, showroomCompanyId } from './landing-pages.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    rounds: { type: 'string', default: '6' },
    cpu: { type: 'string' },
    pages: { type: 'string', default: 'index,suppliers,login,company' },
    'company-id': { type: 'string' },
    desktop: { type: 'boolean', default: false },
    json: { type: 'string' },
    'chrome-path': { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});

const servers = args.url.split(',').map((u) => u.replace(/\/$/, ''));
const rounds = Number(args.rounds);
const cpu = Number(args.cpu ?? (args.desktop ? 1 : 4));
const companyId = args['company-id'] ? Number(args['company-id']) : await showroomCompanyId(servers[0]);
const pages = pickPages(args.pages, companyId);
const viewport = args.desktop
  ? { viewport: { width: 1350, height: 940 } }
  : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Installed before the page's own scripts: collects long tasks, LCP and layout shifts as they happen. */
function observe() {
  const w = /** @type {any} */ (window);
  w.__gbLong = [];
  w.__gbLcp = 0;
  w.__gbCls = 0;
  new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__gbLong.push([e.startTime, e.duration]))).observe({
    type: 'longtask',
    buffered: true,
  });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__gbLcp = e.startTime))).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__gbCls += e.hadRecentInput ? 0 : e.value))).observe({
    type: 'layout-shift',
    buffered: true,
  });
}

/** One load of `url`: blocking time after FCP, all long-task time, LCP and CLS. */
async function load(browser, url) {
  const context = await browser.newContext(viewport);
  try {
    const page = await context.newPage();
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500); // the last renders after the last answer
    return await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = /** @type {[number, number][]} */ (w.__gbLong);
      return {
        tbt: tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
        longTasks: tasks.reduce((sum, [, d]) => sum + d, 0),
        lcp: w.__gbLcp,
        cls: w.__gbCls,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await chromium.launch({ executablePath: args['chrome-path'], args: ['--no-sandbox'] });
const results = [];
try {
  for (const [name, pagePath] of pages) {
    const runs = new Map(servers.map((s) => [s, []]));
    for (let r = 0; r < rounds; r++) for (const s of servers) runs.get(s).push(await load(browser, s + pagePath));
    for (const [server, loads] of runs) {
      const row = {
        page: name,
        server,
        tbt: Math.round(median(loads.map((l) => l.tbt))),
        longTasks: Math.round(median(loads.map((l) => l.longTasks))),
        lcp: Math.round(median(loads.map((l) => l.lcp))),
        clsMax: Math.max(...loads.map((l) => l.cls)),
        tbtEach: loads.map((l) => Math.round(l.tbt)),
      };
      results.push(row);
      console.log(
        `${name.padEnd(9)} ${server}  blocking ${row.tbt} ms (each: ${row.tbtEach.join(', ')}), long tasks ${row.longTasks} ms, ` +
          `LCP ${row.lcp} ms, CLS max ${row.clsMax.toFixed(3)}`,
      );
    }
  }
} finally {
  await browser.close();
}
console.log(`\n${rounds} loads per page and server, medians; CPU ${cpu}x, ${args.desktop ? 'desktop' : 'phone'} viewport`);
if (args.json) writeFileSync(args.json, JSON.stringify({ cpu, rounds, desktop: args.desktop, results }, null, 2));
