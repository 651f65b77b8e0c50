#!/usr/bin/env node
// `npm start` runs the server as one bundled file, apps/server/dist/main.mjs, instead of compiling its TypeScript
// through tsx on every start (issue 9; docs/benchmarks.md, "Start-up and memory"). esbuild bundles the server's sources
// and the workspace's @gembourse/contracts; npm packages stay imports that Node loads from node_modules as usual. Like
// build-web-if-stale.mjs, the build is redone only when its inputs changed: the hash of the files the last bundle was
// made of (esbuild's metafile) and of the settings below is kept in dist/.build-hash. `--force` builds anyway.
// `npm run dev`, the tests and the server workspace's own start keep running the sources through tsx.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf, root } from './build-stamp.mjs';

const serverDir = path.join(root, 'apps/server');
const dist = path.join(serverDir, 'dist');
const entry = path.join(serverDir, 'src/main.ts');
const stampFile = path.join(dist, '.build-hash');
// What changes the bundle besides the bundled sources: this script, the compiler's version and settings, package
// manifests (module resolution). Migrations are read from src/db/migrations at run time, not bundled.
const SETTINGS = [
  'scripts/build-server-if-stale.mjs',
  'scripts/build-stamp.mjs',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/server/tsconfig.json',
  'apps/server/package.json',
  'packages/contracts/tsconfig.json',
  'packages/contracts/package.json',
].map((f) => path.join(root, f));

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
}

const hashOfInputs = (inputs) => hashOf([...SETTINGS, ...inputs.map((f) => path.join(root, f))]);

const stamp = readStamp();
if (
  !process.argv.includes('--force') &&
  Array.isArray(stamp?.inputs) &&
  existsSync(path.join(dist, 'main.mjs')) &&
  hashOfInputs(stamp.inputs) === stamp.hash
) {
  console.log('server is up to date (apps/server/dist), not rebuilding');
  process.exit(0);
}

// Only a module directly in apps/server/src sits as deep as the bundle does, so only there may a file resolve paths
// from its own location (src/paths.ts). `createRequire(import.meta.url)` finds packages alike from both places.
function checkBundleSafe(inputs) {
  const misplaced = inputs.filter((f) => {
    if (!f.startsWith('apps/server/src/') || path.dirname(f) === 'apps/server/src') return false;
    const text = readFileSync(path.join(root, f), 'utf8').replaceAll('createRequire(import.meta.url)', '');
    return /\bimport\.meta\b|\b__dirname\b|\b__filename\b/.test(text);
  });
  if (misplaced.length) {
    rmSync(dist, { recursive: true, force: true });
    console.error(
      `These files resolve paths from their own location, which moves once bundled into apps/server/dist/main.mjs;\n` +
        `take the path from apps/server/src/paths.ts instead:\n  ${misplaced.join('\n  ')}`,
    );
    process.exit(1);
  }
}

// Bare specifiers (npm packages and node: built-ins) stay imports and load natively from node_modules; the workspace's
// own packages are TypeScript sources and are bundled.
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gembourse/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
console.log('building the server (apps/server/dist)...');
const { build } = await import('esbuild');
rmSync(dist, { recursive: true, force: true });
const result = await build({
  entryPoints: [entry],
  absWorkingDir: root,
  outfile: path.join(dist, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces map to the files in apps/server/src, which are there to read; the map stays small.
  sourcesContent: false,
  // Names as in the sources (error types in logs), though modules are joined into one scope.
  keepNames: true,
  plugins: [externalPackages],
  metafile: true,
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs).map((f) => path.relative(root, path.resolve(root, f)));
checkBundleSafe(inputs);
writeFileSync(stampFile, `${JSON.stringify({ hash: hashOfInputs(inputs), inputs })}\n`);
console.log(`server built in ${Date.now() - started} ms`);
