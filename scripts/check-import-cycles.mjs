#!/usr/bin/env node
// Fails when source files import each other in a circle (ARCHITECTURE §3: no import cycles). Part of `npm run lint`.
// A dependency-free stand-in for eslint-plugin-import-x's no-cycle, whose native resolver the lock file cannot
// carry on this toolchain (docs/decisions.md). Follows relative imports and @gembourse/contracts/<file>.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'].map((d) => path.join(root, d));
const contracts = path.join(root, 'packages/contracts/src');

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

// Static imports and re-exports only: `import type` cannot form a runtime cycle, dynamic import() is lazy.
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

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

const graph = new Map();
for (const file of roots.flatMap((r) => walk(r))) {
  const deps = [];
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolve(file, m[1]);
    if (target) deps.push(target);
  }
  graph.set(file, deps);
}

const state = new Map(); // 1 visiting, 2 done
const cycles = [];
function visit(node, stack) {
  state.set(node, 1);
  stack.push(node);
  for (const dep of graph.get(node) ?? []) {
    if (state.get(dep) === 1) cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
    else if (!state.get(dep)) visit(dep, stack);
  }
  stack.pop();
  state.set(node, 2);
}
for (const node of graph.keys()) if (!state.get(node)) visit(node, []);

if (cycles.length) {
  for (const c of cycles) console.error(`import cycle: ${c.map((f) => path.relative(root, f)).join(' -> ')}`);
  process.exit(1);
}
console.log(`no import cycles in ${graph.size} files`);
