// The catalogue benchmark's measurements against a running server: one request shape from 1 and 8 clients, a deep
// page reached by cursors, the plain node:http comparison and the SQL statements of one request.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { load, type LoadOptions, type Request } from '../directory/load.ts';
import type { SqlCounter } from './sql-counter.ts';

export interface Probe {
  status: number;
  code: number;
  bytes: number;
  gzipBytes: number;
  json: { code: number; msg: string; data?: Record<string, unknown> & { list?: { id: number }[]; total?: number; next?: string | null } };
}

export const get = (url: string, token?: string): Request => ({
  url,
  method: 'GET',
  body: '',
  headers: token ? { authorization: `Bearer ${token}` } : {},
});

/** One request, answered as JSON with its size. */
export async function probe(req: Request): Promise<Probe> {
  const res = await fetch(req.url, { headers: req.headers });
  const buf = Buffer.from(await res.arrayBuffer());
  let json: Probe['json'];
  try {
    json = JSON.parse(buf.toString()) as Probe['json'];
  } catch {
    json = { code: res.status, msg: buf.toString().slice(0, 200) };
  }
  return { status: res.status, code: json.code, bytes: buf.length, gzipBytes: zlib.gzipSync(buf).length, json };
}

/**
 * Follows `next` cursors from page 1 to page `page` with `walkQuery` (the search without its facet counts, to get
 * there sooner), then answers the request of that page with `query` and the last cursor, or why it could not. When
 * the server refuses a cursor walked without facets, the walk is done again with `query` itself.
 */
export async function walkTo(
  baseUrl: string,
  query: string,
  walkQuery: string,
  page: number,
  token: string,
): Promise<{ req?: Request; ms: number; error?: string; walkedWith: string }> {
  const started = Date.now();
  const url = (q: string, after: string | null) =>
    `${baseUrl}/api/product/search?${q}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
  for (const walk of walkQuery === query ? [query] : [walkQuery, query]) {
    let cursor: string | null = null;
    let error: string | undefined;
    for (let p = 1; p < page && !error; p++) {
      const r = await probe(get(url(walk, cursor), token));
      if (r.code !== 200 || !r.json.data) error = `page ${p}: ${r.code} ${r.json.msg}`;
      else if (!(cursor = (r.json.data.next as string | null) ?? null)) error = `no next cursor after page ${p}`;
    }
    if (error) return { ms: Date.now() - started, error, walkedWith: walk };
    const req = get(url(query, cursor), token);
    const last = await probe(req);
    if (last.code !== 200) {
      if (walk !== query) continue;
      return { ms: Date.now() - started, error: `page ${page}: ${last.code} ${last.json.msg}`, walkedWith: walk };
    }
    const answered = last.json.data?.page;
    const error2 = answered !== undefined && answered !== page ? `the answer says page ${String(answered)}` : undefined;
    return { req, ms: Date.now() - started, error: error2, walkedWith: walk };
  }
  return { ms: Date.now() - started, error: 'unreachable', walkedWith: query };
}

/** The plain node:http server of bench/http-cost.mjs (its child mode), answering `routes` with the given bodies. */
export async function startPlainServer(root: string, routes: Record<string, Buffer>): Promise<{ baseUrl: string; stop(): void }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'bench/http-cost.mjs'), '--plain-server-child'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listening = once(child, 'message') as Promise<[{ type: string; port: number }]>;
  child.send({
    type: 'routes',
    routes: Object.fromEntries(
      Object.entries(routes).map(([p, body]) => [
        p,
        { status: 200, contentType: 'application/json; charset=utf-8', body: body.toString('base64') },
      ]),
    ),
  });
  const [{ port }] = await listening;
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** Search and plain in turn, `rounds` times: the median of each side's req/s and of the ratios. */
export async function compareWithPlain(search: Request, plain: Request, opts: LoadOptions, rounds: number, drainUrl: string) {
  const runs: { search: number; plain: number; ratio: number }[] = [];
  for (let i = 0; i < rounds; i++) {
    await load(search, opts.connections, opts.warmup);
    await fetch(drainUrl).then((r) => r.arrayBuffer());
    const s = await load(search, opts.connections, opts.duration);
    await fetch(drainUrl).then((r) => r.arrayBuffer());
    await load(plain, opts.connections, opts.warmup);
    const p = await load(plain, opts.connections, opts.duration);
    runs.push({ search: s.rps, plain: p.rps, ratio: Math.round((s.rps / p.rps) * 1000) / 1000 });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    runs,
    searchRps: median(runs.map((r) => r.search)),
    plainRps: median(runs.map((r) => r.plain)),
    ratio: median(runs.map((r) => r.ratio)),
    loadAverage: os.loadavg()[0],
  };
}

/**
 * SQL statements one request sends (the fewest of `tries`: the server's own background work, such as the job
 * queue's polling, can only add to a count), with the texts of the fewest.
 */
export async function statementsOf(
  counter: SqlCounter,
  req: Request,
  tries = 5,
): Promise<{ statements: number; texts: string[]; params: (string | null)[][] }> {
  let best: ReturnType<SqlCounter['read']> | undefined;
  for (let i = 0; i < tries; i++) {
    await new Promise((r) => setTimeout(r, 150));
    counter.reset(true);
    await probe(req);
    // The view counter of the detail call may write after the answer: give it a moment.
    await new Promise((r) => setTimeout(r, 150));
    const got = counter.read();
    if (!best || got.statements < best.statements) best = { statements: got.statements, texts: [...got.texts], params: [...got.params] };
  }
  counter.reset(false);
  return best!;
}
