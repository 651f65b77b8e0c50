// HTTP load of one directory query with autocannon: every response's time is kept, so p95 is exact (autocannon's own
// histogram summary has p90 and p97.5 but no p95).
import os from 'node:os';
import autocannon from 'autocannon';

export interface LoadFigures {
  connections: number;
  seconds: number;
  requests: number;
  /** Completed requests per second over the run. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers other than HTTP 200, and connection errors or timeouts. */
  failures: number;
}

export interface Request {
  url: string;
  /** POST with `body` unless GET is named. */
  method?: 'GET' | 'POST';
  body: string;
  headers: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Sends `req` from `connections` clients, each sending its next request when its last one answered: for `seconds`,
 * or `amount` requests in all when given.
 */
export async function load(req: Request, connections: number, seconds: number, amount?: number): Promise<LoadFigures> {
  const times: number[] = [];
  let failures = 0;
  const instance = autocannon({
    url: req.url,
    method: req.method ?? 'POST',
    headers: req.method === 'GET' ? req.headers : { 'content-type': 'application/json', ...req.headers },
    ...(req.method === 'GET' ? {} : { body: req.body }),
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    timeout: 30,
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) times.push(responseTime);
    else failures++;
  });
  const result = await instance;
  failures += result.errors + result.timeouts;
  times.sort((a, b) => a - b);
  return {
    connections,
    seconds: round(result.duration),
    requests: times.length,
    rps: round(times.length / (result.duration || seconds)),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? NaN),
    failures,
  };
}

/** How long and how wide one request is measured (measureLoad). */
export interface LoadOptions {
  duration: number;
  latencyDuration: number;
  warmup: number;
  connections: number;
}

export interface Figures {
  single: LoadFigures;
  loaded: LoadFigures;
  /** 1-minute load average when the run started (the machine is shared). */
  loadAverage: number;
}

/**
 * `connections` clients for the duration, then one client for a count of requests (its latencies without queueing).
 * `drainUrl` is fetched after each run: autocannon stops at the deadline but the server still answers what was in
 * flight, so the next run waits for that (the health check queries the database, so on PGlite it queues behind them).
 */
export async function measureLoad(req: Request, opts: LoadOptions, drainUrl: string): Promise<Figures> {
  const drain = () => fetch(drainUrl).then((r) => r.arrayBuffer());
  if (opts.warmup > 0) {
    await load(req, opts.connections, opts.warmup);
    await drain();
  }
  const loadAverage = os.loadavg()[0];
  let loaded = await load(req, opts.connections, opts.duration);
  await drain();
  if (loaded.requests < 2 * opts.connections) {
    // Requests slower than the window never complete inside it: count a fixed number instead.
    loaded = await load(req, opts.connections, opts.duration, 3 * opts.connections);
    await drain();
  }
  // One client in turn: the time a request takes without queueing. A count, not a duration, so that slow queries
  // still give enough samples for a p95 (single-client throughput is at most the loaded one).
  const single = await load(req, 1, opts.latencyDuration, Math.min(2000, Math.max(20, Math.round(loaded.rps * opts.latencyDuration))));
  return { single, loaded, loadAverage };
}
