// HTTP load of one directory query with autocannon: every response's time is kept, so p95 is exact (autocannon's own
// histogram summary has p90 and p97.5 but no p95).
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
