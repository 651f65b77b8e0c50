#!/usr/bin/env node
// Where a Node process spent its CPU: reads a .cpuprofile (node --cpu-prof, or Chrome DevTools) and prints the top
// functions and packages by self time, and the packages by inclusive time (share of samples whose stack passes
// through the package at least once).
//
//   node bench/cpu-profile-top.mjs FILE.cpuprofile [--top 25] [--skip-seconds S] [--until-seconds U] [--json out.json]
//        [--callers NAME [--depth 6]]
//
// --callers prints the call paths (innermost first, --depth frames) that lead to the functions named NAME (exact
// function name, e.g. writev or is), with their self time.
// --skip-seconds drops the first S seconds of the profile (start-up: tsx compiling, migrations, seeding), and
// --until-seconds ignores samples after U seconds, so that only the load window is counted. (idle) is time the
// process waited for I/O; it is reported but excluded from the percentages of busy time.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '25' },
    'skip-seconds': { type: 'string', default: '0' },
    'until-seconds': { type: 'string' },
    json: { type: 'string' },
    callers: { type: 'string' },
    depth: { type: 'string', default: '6' },
  },
});
if (positionals.length !== 1) {
  console.error(
    'usage: node bench/cpu-profile-top.mjs FILE.cpuprofile [--top 25] [--skip-seconds S] [--until-seconds U] [--json out.json]',
  );
  process.exit(2);
}
const top = Number(args.top);
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** The package a frame belongs to: an npm package, node's own code, the app's files, wasm, or a V8 pseudo-frame. */
function packageOf(frame) {
  const url = frame.url ?? '';
  if (!url) {
    if (frame.functionName.startsWith('(')) return frame.functionName; // (idle) (program) (garbage collector) (root)
    return '(native / V8 builtin)';
  }
  if (url.startsWith('node:')) return 'node:internal';
  if (url.startsWith('wasm://')) return 'wasm';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url.replace(/\\/g, '/'));
  if (m) {
    // The innermost node_modules wins (a nested dependency).
    const all = [...url.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
    return all.at(-1)[1];
  }
  const app = /\/(apps\/[^/]+\/src\/(?:[^/]+\/){0,2}|packages\/[^/]+\/src\/|bench\/)/.exec(url);
  if (app) return `app:${app[1].replace(/\/$/, '')}`;
  return url.replace(/^file:\/\//, '');
}
const short = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^\/work\/[^/]+\//, '');
const fnKey = (frame) => `${frame.functionName || '(anonymous)'}  ${frame.url ? `${short(frame.url)}:${frame.lineNumber + 1}` : ''}`.trim();

const samples = profile.samples;
const deltas = profile.timeDeltas;
const skipUs = Number(args['skip-seconds']) * 1e6;
const untilUs = args['until-seconds'] ? Number(args['until-seconds']) * 1e6 : Infinity;

const callers = new Map();
const selfByFn = new Map();
const selfByPkg = new Map();
const inclByPkg = new Map();
let t = 0;
let counted = 0;
let idle = 0;
for (let i = 0; i < samples.length; i++) {
  t += deltas[i] ?? 0;
  if (t < skipUs || t > untilUs) continue;
  // The time of a sample is the delta to the next one (V8's convention in DevTools).
  const dt = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
  const leaf = nodes.get(samples[i]);
  const frame = leaf.callFrame;
  if (frame.functionName === '(idle)') {
    idle += dt;
    continue;
  }
  counted += dt;
  const k = fnKey(frame);
  const pkg = packageOf(frame);
  const f = selfByFn.get(k) ?? { ms: 0, pkg };
  f.ms += dt;
  selfByFn.set(k, f);
  selfByPkg.set(pkg, (selfByPkg.get(pkg) ?? 0) + dt);
  if (args.callers && frame.functionName === args.callers) {
    const path = [];
    for (let id = samples[i]; id !== undefined && path.length < Number(args.depth); id = parent.get(id))
      path.push(fnKey(nodes.get(id).callFrame));
    const key = path.join('\n    <- ');
    callers.set(key, (callers.get(key) ?? 0) + dt);
  }
  const seen = new Set();
  for (let id = samples[i]; id !== undefined; id = parent.get(id)) {
    const p = packageOf(nodes.get(id).callFrame);
    if (p === '(root)' || seen.has(p)) continue;
    seen.add(p);
    inclByPkg.set(p, (inclByPkg.get(p) ?? 0) + dt);
  }
}

const pct = (ms) => `${((100 * ms) / counted).toFixed(1)} %`;
const sorted = (m) => [...m.entries()].sort((a, b) => (b[1].ms ?? b[1]) - (a[1].ms ?? a[1]));
const windowEnd = Math.min(t, untilUs) / 1e6;
console.log(
  `${positionals[0]}: window ${(skipUs / 1e6).toFixed(1)}-${windowEnd.toFixed(1)} s; busy ${(counted / 1000).toFixed(2)} s, idle ${(idle / 1000).toFixed(2)} s\n`,
);
console.log(`Top ${top} functions by self time (% of busy time)`);
console.log('| # | self ms | % | function  location | package |\n|---:|---:|---:|---|---|');
sorted(selfByFn)
  .slice(0, top)
  .forEach(([k, v], i) => console.log(`| ${i + 1} | ${v.ms.toFixed(0)} | ${pct(v.ms)} | \`${k}\` | ${v.pkg} |`));
console.log(`\nTop ${top} packages by self time`);
console.log('| # | self ms | % | package |\n|---:|---:|---:|---|');
sorted(selfByPkg)
  .slice(0, top)
  .forEach(([k, v], i) => console.log(`| ${i + 1} | ${v.toFixed(0)} | ${pct(v)} | ${k} |`));
console.log(`\nTop ${top} packages by inclusive time (samples whose stack passes through the package)`);
console.log('| # | incl. ms | % | package |\n|---:|---:|---:|---|');
sorted(inclByPkg)
  .slice(0, top)
  .forEach(([k, v], i) => console.log(`| ${i + 1} | ${v.toFixed(0)} | ${pct(v)} | ${k} |`));

if (args.callers) {
  console.log(`\nCall paths to ${args.callers} (innermost first)`);
  for (const [k, v] of sorted(callers).slice(0, top)) console.log(`\n${v.toFixed(0)} ms (${pct(v)})\n    ${k}`);
}

if (args.json) {
  writeFileSync(
    args.json,
    JSON.stringify(
      {
        file: positionals[0],
        busyMs: counted,
        idleMs: idle,
        functions: sorted(selfByFn)
          .slice(0, 200)
          .map(([k, v]) => ({ fn: k, ms: v.ms, pkg: v.pkg })),
        packagesSelf: sorted(selfByPkg).map(([k, v]) => ({ pkg: k, ms: v })),
        packagesInclusive: sorted(inclByPkg).map(([k, v]) => ({ pkg: k, ms: v })),
      },
      null,
      2,
    ),
  );
}
