#!/usr/bin/env node
// `npm test`: every test runner, then one line `N passed, N failed` summing them all.
// The server suite runs on embedded PGlite, and again on PostgreSQL + Redis when DATABASE_URL / REDIS_URL are set.
// Runners go in turn. `--beside` runs the browser journeys beside the unit suites instead (those niced, the journeys'
// output kept and printed whole once they end): faster on an idle machine, but on this 2-core one the SPEC §8
// timing journeys (a notice shown 300 ms before the logout) failed that way, so it is not the default
// (docs/decisions.md, "Tests, scripts and tooling").
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.tmp', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const { DATABASE_URL, REDIS_URL, ...envWithoutServices } = process.env;
const runs = [
  { name: 'contracts', cwd: 'packages/contracts', kind: 'vitest', env: envWithoutServices },
  { name: 'server (PGlite)', cwd: 'apps/server', kind: 'vitest', env: envWithoutServices },
  ...(DATABASE_URL
    ? [{ name: `server (PostgreSQL${REDIS_URL ? ' + Redis' : ''})`, cwd: 'apps/server', kind: 'vitest', env: process.env }]
    : []),
  { name: 'web', cwd: 'apps/web', kind: 'vitest', env: envWithoutServices },
  // The journeys' server runs on a fresh database of its own on the same PostgreSQL and Redis (e2e/support/start-server.mjs).
  {
    name: `e2e (Chromium${DATABASE_URL ? ', PostgreSQL' : ''})`,
    cwd: '.',
    kind: 'playwright',
    env: { ...envWithoutServices, ...(DATABASE_URL ? { E2E_DATABASE_URL: DATABASE_URL, E2E_REDIS_URL: REDIS_URL ?? '' } : {}) },
  },
];
if (process.argv.includes('--no-e2e')) runs.pop();

// The browser journeys need Debian's Chromium (never a downloaded browser). On a machine without it, `npm test` runs
// everything else and says how to get it; in CI (which installs it first) a missing browser is a failure.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let skipped = 0;
if (runs.at(-1)?.kind === 'playwright' && !existsSync(chromium) && !process.env.CI) {
  runs.pop();
  skipped = 1;
}

let passed = 0;
let failed = 0;
const lines = [];
/** Each failed test by name, repeated at the very end: a long log's tail is often all that is read. */
const failures = [];

/** Runs one runner (its output live, or kept in a file when `quiet`; at a lower priority when `niced`), counts its report. */
async function runOne(run, i, { quiet = false, niced = false } = {}) {
  const report = path.join(out, `${i}.json`);
  const logFile = path.join(out, `${i}.log`);
  if (!quiet) console.log(`\n=== ${run.name} ===`);
  const args =
    run.kind === 'vitest'
      ? ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`]
      : ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
  const env = run.kind === 'playwright' ? { ...run.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } : run.env;
  const started = Date.now();
  // Beside the browser journeys, the unit suites run niced: they take the CPU the journeys leave, and the journeys'
  // timings (a notice shown 300 ms before a logout) stay those of a browser with the machine to itself.
  const [command, commandArgs] = niced ? ['nice', ['-n', '15', 'npx', ...args]] : ['npx', args];
  const child = spawn(command, commandArgs, { cwd: path.join(root, run.cwd), stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  if (quiet) {
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  const seconds = Math.round((Date.now() - started) / 1000);
  if (quiet) console.log(`\n=== ${run.name} (ran beside the others) ===\n${readFileSync(logFile, 'utf8')}`);
  let p = 0;
  let f = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    if (run.kind === 'vitest') {
      p = json.numPassedTests ?? 0;
      // A file that fails to load has no failed tests of its own: count the file.
      f = json.numFailedTests || json.numFailedTestSuites || 0;
      for (const file of json.testResults ?? []) {
        const where = path.relative(root, file.name);
        const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
        if (!tests.length && file.status === 'failed')
          failures.push(`${run.name}: ${where}: ${file.message?.split('\n')[0] ?? 'did not load'}`);
        for (const a of tests) failures.push(`${run.name}: ${where} › ${a.fullName}`);
      }
    } else {
      // A test that failed once and passed on its retry (CI retries once) counts as passed, but is named loudly:
      // a flaky test has found a race before, so it is a bug to fix, not noise.
      const flaky = json.stats?.flaky ?? 0;
      p = (json.stats?.expected ?? 0) + flaky;
      f = json.stats?.unexpected ?? 0;
      if (flaky) lines.push(`WARNING ${run.name}: ${flaky} flaky (failed, then passed on retry); see the report above`);
      const walk = (suite, title) => {
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests ?? [])
            if (test.status === 'unexpected')
              failures.push(`${run.name}: ${spec.file}:${spec.line} › ${[...title, spec.title].join(' › ')}`);
        for (const child of suite.suites ?? []) walk(child, [...title, child.title]);
      };
      for (const suite of json.suites ?? []) walk(suite, []);
    }
  }
  // A runner that crashed or exited non-zero without reporting a failure still counts as one.
  if (status !== 0 && f === 0) f = 1;
  passed += p;
  failed += f;
  lines.push(`${run.name}: ${p} passed, ${f} failed (${seconds} s)`);
}

const beside = process.argv.includes('--beside');
const browser = beside && runs.at(-1)?.kind === 'playwright' ? runs.pop() : undefined;
const journeys = browser ? runOne(browser, runs.length, { quiet: true }) : undefined;
for (const [i, run] of runs.entries()) await runOne(run, i, { niced: Boolean(browser) });
await journeys;
if (skipped) lines.push(`e2e (Chromium): skipped, no browser at ${chromium}: install it with \`apt-get install chromium\``);
if (failures.length) console.log('\nFailed:\n' + failures.map((f) => `  ${f}`).join('\n'));
console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
