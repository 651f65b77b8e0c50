#!/usr/bin/env node
// The dependency rules of the house (ARCHITECTURE §3), checked on every `npm run lint`:
// 1. no import cycles between files;
// 2. no cycles between server modules (apps/server/src/modules/<m>), so no module is a hub that imports back;
// 3. web boundaries: a feature imports only itself, domain/ and shared/; domain/ (cross-feature domain UI and its
//    queries) imports only domain/ and shared/; shared/ imports only shared/; nothing but app/ imports app/;
// 4. the web calls the API through shared/api/endpoint-client.ts (typed by the contracts), never through the untyped
//    helpers of shared/api/http-client.ts (only shared/api itself uses them).
// A dependency-free stand-in for eslint-plugin-import-x (no-cycle, no-restricted-paths), whose native resolver the
// lock file cannot carry on this toolchain (docs/decisions.md). Follows relative imports and @gembourse/contracts/<file>.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'].map((d) => path.join(root, d));
const contracts = path.join(root, 'packages/contracts/src');
const web = path.join(root, 'apps/web/src');
const serverModules = path.join(root, 'apps/server/src/modules');

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

// Static imports and re-exports; `type` marks type-only ones (no runtime cycle), dynamic import() is lazy but still
// a dependency for the boundary rules.
const IMPORT = /^\s*(?:import|export)\s+(type\s)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from, spec) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@gembourse/contracts/')) base = path.join(contracts, spec.slice('@gembourse/contracts/'.length));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = roots.flatMap((r) => walk(r));
/** file -> [{ target, typeOnly, names, dynamic }] */
const imports = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const list = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[3]);
    if (target) list.push({ target, typeOnly: Boolean(m[1]), names: m[2] ?? '', dynamic: false });
  }
  for (const m of text.matchAll(DYNAMIC)) {
    const target = resolve(file, m[1]);
    if (target) list.push({ target, typeOnly: false, names: '', dynamic: true });
  }
  imports.set(file, list);
}
const rel = (f) => path.relative(root, f);
const problems = [];

// 1. File cycles (runtime imports only).
function cyclesOf(graph) {
  const state = new Map();
  const found = [];
  const visit = (node, stack) => {
    state.set(node, 1);
    stack.push(node);
    for (const dep of graph.get(node) ?? []) {
      if (state.get(dep) === 1) found.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.get(dep)) visit(dep, stack);
    }
    stack.pop();
    state.set(node, 2);
  };
  for (const node of graph.keys()) if (!state.get(node)) visit(node, []);
  return found;
}
const fileGraph = new Map([...imports].map(([f, list]) => [f, list.filter((i) => !i.typeOnly && !i.dynamic).map((i) => i.target)]));
for (const c of cyclesOf(fileGraph)) problems.push(`import cycle: ${c.map(rel).join(' -> ')}`);

// 2. Server module cycles (every import, types included: a module that needs another's types depends on it).
const moduleOf = (f) => (f.startsWith(serverModules + path.sep) ? path.relative(serverModules, f).split(path.sep)[0] : null);
const moduleGraph = new Map();
for (const [file, list] of imports) {
  const from = moduleOf(file);
  if (!from || file.endsWith('.test.ts')) continue;
  const deps = moduleGraph.get(from) ?? new Set();
  for (const i of list) {
    const to = moduleOf(i.target);
    if (to && to !== from) deps.add(to);
  }
  moduleGraph.set(from, deps);
}
for (const c of cyclesOf(new Map([...moduleGraph].map(([m, d]) => [m, [...d]])))) problems.push(`module cycle: ${c.join(' -> ')}`);

// 3 and 4. Web boundaries.
function layerOf(f) {
  if (!f.startsWith(web + path.sep)) return null;
  const [top, second] = path.relative(web, f).split(path.sep);
  if (top === 'features' || top === 'domain') return { layer: top, name: second };
  return { layer: top, name: '' };
}
const httpClient = path.join(web, 'shared/api/http-client.ts');
const UNTYPED = /\b(getRequest|postRequest|request|send)\b/;
for (const [file, list] of imports) {
  const from = layerOf(file);
  if (!from || /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`)) continue;
  for (const i of list) {
    const to = layerOf(i.target);
    if (!to) continue;
    let allowed = true;
    if (from.layer === 'features')
      allowed = (to.layer === 'features' && to.name === from.name) || ['domain', 'shared', 'locales'].includes(to.layer);
    else if (from.layer === 'domain') allowed = ['domain', 'shared', 'locales'].includes(to.layer);
    else if (from.layer === 'shared') allowed = ['shared', 'locales'].includes(to.layer);
    if (!allowed)
      problems.push(
        `boundary: ${rel(file)} imports ${rel(i.target)} (${from.layer} may not import ${to.layer}${to.name ? `/${to.name}` : ''})`,
      );
    const inApiLayer = file.startsWith(path.join(web, 'shared/api') + path.sep);
    if (i.target === httpClient && !i.typeOnly && !inApiLayer && from.layer !== 'app' && UNTYPED.test(i.names)) {
      problems.push(
        `untyped call: ${rel(file)} imports ${i.names.trim()} from shared/api/http-client.ts; call endpoints with shared/api/endpoint-client.ts`,
      );
    }
  }
}

if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`${problems.length} import rule(s) broken`);
  process.exit(1);
}
console.log(`import rules hold in ${files.length} files`);
