#!/usr/bin/env node
// Gzipped size of every JS/CSS chunk of the built web app, and what the first screen (/home/index) loads:
// the entry, its static imports, and the home route's lazy chunk with its static imports.
// Run `npm run build` first. Uses Vite's manifest (apps/web/dist/.vite/manifest.json).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../apps/web/dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1).padStart(8)} kB`;

const assets = readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
const rows = assets.map((f) => ({ file: `assets/${f}`, raw: readFileSync(path.join(dist, 'assets', f)).length, gzip: gz(`assets/${f}`) }));
rows.sort((a, b) => b.gzip - a.gzip);
console.log('chunk'.padEnd(60), '     raw'.padStart(11), '    gzip'.padStart(11));
for (const r of rows) console.log(r.file.padEnd(60), kb(r.raw), kb(r.gzip));
console.log(`${rows.length} chunks, ${kb(rows.reduce((s, r) => s + r.gzip, 0)).trim()} gzipped in all`);

/** Files a manifest entry loads up front: itself, its CSS and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const css of entry.css ?? []) seen.add(css);
  for (const imp of entry.imports ?? []) closure(imp, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => /features\/home\/pages\/home-page\.tsx$/.test(k));
const first = closure(entryKey);
if (homeKey) closure(homeKey, first);
// Stylesheets index.html links itself (antd's prebuilt one, apps/web/build/antd-static-css.ts): not in the manifest.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, file] of html.matchAll(/<link rel="stylesheet" href="\/(assets\/[^"]+\.css)">/g)) first.add(file);
const total = [...first].reduce((s, f) => s + gz(f), 0);
console.log(`\nfirst screen (/home/index): ${first.size} files, ${kb(total).trim()} gzipped`);
for (const f of first) console.log(`  ${f.padEnd(58)} ${kb(gz(f))}`);
if (!homeKey) console.log('  (home route chunk not found in the manifest: entry closure only)');
