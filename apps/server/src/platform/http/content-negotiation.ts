import crypto from 'node:crypto';

export type Encoding = 'br' | 'gzip';

const cache = new Map<string, Encoding | null>();

function parse(accept: string): Encoding | null {
  let br = -1;
  let gzip = -1;
  let any = -1;
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (name === 'br') br = weight;
    else if (name === 'gzip' || name === 'x-gzip') gzip = weight;
    else if (name === '*') any = weight;
  }
  if (br < 0) br = any;
  if (gzip < 0) gzip = any;
  // Brotli wins a tie: smaller for the same work at the levels used here.
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/**
 * The content coding to answer with for an Accept-Encoding header: br or gzip by their q-values (brotli on a tie),
 * or null (identity). Browsers send a handful of distinct headers, so the answers are remembered (bounded).
 */
export function preferredEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  let found = cache.get(accept);
  if (found === undefined) {
    found = parse(accept);
    if (cache.size < 256) cache.set(accept, found);
  }
  return found;
}

// crypto.hash (Node 20.12+) hashes in one call, without a Hash object per answer.
const oneShotHash = (crypto as { hash?: (algorithm: string, data: string | Buffer, encoding: 'base64url') => string }).hash;

/** A weak validator of a body: equal bodies give equal ETags (SHA-1, base64url; a validator, not a secret). */
export function weakEtagOf(body: string | Buffer): string {
  const digest = oneShotHash ? oneShotHash('sha1', body, 'base64url') : crypto.createHash('sha1').update(body).digest('base64url');
  return `W/"${digest}"`;
}

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return (t.startsWith('W/') ? t.slice(2) : t) === opaque;
  });
}

/** Adds `accept-encoding` to a Vary header value unless it is already there (or `*`). */
export function varyWithAcceptEncoding(vary: unknown): string {
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!current) return 'accept-encoding';
  if (current.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return `${current}, accept-encoding`;
}
