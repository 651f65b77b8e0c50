#!/usr/bin/env node
// `npm start` builds the web app only when its sources changed since the last build (issue 9: every start rebuilt
// it, 10-23 s). The build's inputs are hashed (paths and contents); the hash is written into apps/web/dist after a
// build, and a start whose hash matches reuses the build. `--force` builds anyway.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesOf, hashOf, root } from './build-stamp.mjs';

const dist = path.join(root, 'apps/web/dist');
const stamp = path.join(dist, '.build-hash');
const INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'apps/web/public',
  'packages/contracts/src',
  'package-lock.json',
];

function inputHash() {
  // Environment that Vite bakes into the bundle changes the build too.
  const env = Object.entries(process.env)
    .filter(([k]) => k.startsWith('VITE_'))
    .sort()
    .map(([k, v]) => `${k}=${v}`);
  const files = INPUTS.flatMap((i) => filesOf(path.join(root, i))).filter((f) => !/\.test\.tsx?$/.test(f));
  return hashOf(files, env);
}

const wanted = inputHash();
const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
const renderer = path.join(root, 'apps/web/dist-ssr/entry-server.js');
if (!process.argv.includes('--force') && built === wanted && existsSync(path.join(dist, 'index.html')) && existsSync(renderer)) {
  console.log('web app is up to date (apps/web/dist), not rebuilding');
  process.exit(0);
}
const res = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
if (res.status !== 0) process.exit(res.status ?? 1);
writeFileSync(stamp, `${wanted}\n`);
