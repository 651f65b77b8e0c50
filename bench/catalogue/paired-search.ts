#!/usr/bin/env -S node --import tsx
// Paired A/B latency of catalogue searches (issue 28): the same search sent to server A and server B in turn, so a
// machine whose load drifts (2 shared cores) weighs on both alike; the median of the per-pair ratios B/A is the
// figure. Run both servers on one generated database (bench/catalogue-generate.ts) with the answer caches off
// (MEMBER_SEARCH_SHARE_SECONDS=0 GUEST_ANSWER_CACHE_SECONDS=0) and log each in as its own member (a login ends the
// member's other sessions). docs/benchmarks.md, "Issue 28".
//
//   node --import tsx bench/catalogue/paired-search.ts --a http://127.0.0.1:3302 --b http://127.0.0.1:3202 [--rounds 25]
//        [--q 珍珠項鍊 --q 'pearl necklace' ...]
import { parseArgs } from 'node:util';
import { BENCH_MEMBER, BENCH_PASSWORD, EXPLAIN_MEMBER } from './generate.ts';

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    rounds: { type: 'string', default: '25' },
    q: { type: 'string', multiple: true },
  },
});
if (!args.a || !args.b) throw new Error('--a and --b name the two servers');
const queries = args.q?.length ? args.q : ['珍珠項鍊', '珍珠项链', 'pearl necklace', '珍珠', 'inci kolye', '項鍊', 'diamond'];

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function timed(base: string, token: string, q: string): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/product/search?q=${encodeURIComponent(q)}&pageSize=24`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data?: { total: number } };
  return { ms: performance.now() - started, total: body.data?.total ?? NaN };
}

const at = (values: number[], share: number) =>
  [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * share))];
const fmt = (v: number) => v.toFixed(1);

const tokens = { a: await login(args.a, BENCH_MEMBER), b: await login(args.b, EXPLAIN_MEMBER) };
console.log(['query', 'A matches', 'B matches', 'A p50', 'B p50', 'A p95', 'B p95', 'median B/A'].join('\t'));
for (const q of queries) {
  await timed(args.a, tokens.a, q);
  await timed(args.b, tokens.b, q);
  const a: number[] = [];
  const b: number[] = [];
  const ratios: number[] = [];
  let totals = [NaN, NaN];
  for (let i = 0; i < Number(args.rounds); i++) {
    const x = await timed(args.a, tokens.a, q);
    const y = await timed(args.b, tokens.b, q);
    a.push(x.ms);
    b.push(y.ms);
    ratios.push(y.ms / x.ms);
    totals = [x.total, y.total];
  }
  console.log([q, ...totals, fmt(at(a, 0.5)), fmt(at(b, 0.5)), fmt(at(a, 0.95)), fmt(at(b, 0.95)), at(ratios, 0.5).toFixed(2)].join('\t'));
}
