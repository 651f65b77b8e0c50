/**
 * The origin as a browser writes it (`scheme://host[:port]`, lower case, no path), or null when it is not a URL of
 * http(s) or ws(s).
 */
function originOf(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether a WebSocket upgrade may go on, by its Origin header (a cross-site page opening our socket, CSWSH):
 * - no Origin: not a browser (browsers always send it on a WebSocket handshake). A script or an app still has to
 *   authenticate with a token in its first frame, and tokens never ride along by themselves (no cookies carry
 *   credentials), so there is nothing a missing Origin could borrow;
 * - the request's own host (the SPA served by this server, http or https, through any port the Host header names);
 * - one of `allowed`: PUBLIC_URL's origin and WS_ALLOWED_ORIGINS (a web app served from another origin).
 * Anything else, `null` included (sandboxed frames, file:// pages), is refused.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined || origin === '') return true;
  const url = originOf(origin);
  if (!url) return false;
  // Host read with the origin's scheme, so that a default port written out (example.com:443) still matches.
  if (host && url.host === originOf(`${url.protocol}//${host}`)?.host) return true;
  return allowed.some((a) => originOf(a)?.origin === url.origin);
}
