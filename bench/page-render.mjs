#!/usr/bin/env node
// What a server-rendered public page costs (issue 29): the web app's renderer (apps/web/dist-ssr/entry-server.js,
// built by `npm run build`) loaded in this process and asked for each page `--rounds` times in a row, its API calls
// sent to a running GemBourse (`--url`), whose guest answers are shared (so the figures are the render's own cost
// plus one local round trip per query), then the same pages fetched over HTTP from that server, where a guest's
// rendered page is itself shared for GUEST_ANSWER_CACHE_SECONDS (start it with 0 to time uncached renders).
//
//   node bench/page-render.mjs --url http://127.0.0.1:3000 [--rounds 30] [--json out.json]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { landingPages, showroomCompanyId } from './landing-pages.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    rounds: { type: 'string', default: '30' },
    json: { type: 'string' },
  },
});
const base = args.url.replace(/\/$/, '');
const rounds = Math.max(3, Number(args.rounds));
process.env.NODE_ENV ??= 'production';

// The pages first: the renderer's bundle answers `fetch` in-process once it is loaded (app/ssr/server-fetch.ts).
const realFetch = globalThis.fetch;
const companyId = await showroomCompanyId(base);
const search = await (await realFetch(`${base}/api/product/search?pageSize=1&sort=newest`)).json();
const bundle = path.resolve(import.meta.dirname, '../apps/web/dist-ssr/entry-server.js');
const { default: renderer } = await import(pathToFileURL(bundle).href);
const pages = {
  ...landingPages(companyId),
  catalogue: '/home/product?language=en&q=pearl',
  product: `/home/product-detail?id=${search.data.list[0].id}&language=en`,
  about: '/home/about?language=zh-tw',
};

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p90: quantile(s, 0.9), min: s[0] };
};
const fmt = (n) => `${n.toFixed(1)} ms`;

const results = {};
console.log(`| page | render median | p90 | min | HTTP median | p90 | HTML bytes |`);
console.log(`|---|---:|---:|---:|---:|---:|---:|`);
for (const [name, page] of Object.entries(pages)) {
  const url = new URL(page, base);
  const render = () =>
    renderer.renderPage({
      url: url.href,
      locale: url.searchParams.get('language'),
      publicUrl: base,
      dispatch: (u, init) => realFetch(`${base}${u}`, init),
    });
  await render();
  const renderMs = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await render();
    renderMs.push(performance.now() - t0);
  }
  const httpMs = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    const res = await realFetch(url.href, { headers: { accept: 'text/html' } });
    bytes = (await res.arrayBuffer()).byteLength;
    httpMs.push(performance.now() - t0);
  }
  const r = summary(renderMs);
  const h = summary(httpMs);
  results[name] = { render: r, http: h, bytes };
  console.log(`| ${name} | ${fmt(r.median)} | ${fmt(r.p90)} | ${fmt(r.min)} | ${fmt(h.median)} | ${fmt(h.p90)} | ${bytes} |`);
}
if (args.json) writeFileSync(args.json, JSON.stringify({ base, rounds, results }, null, 2));
process.exit(0);
