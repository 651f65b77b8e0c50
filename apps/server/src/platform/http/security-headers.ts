import fp from 'fastify-plugin';
import { isApiPath } from './api-path.ts';

/**
 * The Content-Security-Policy, in the order and spelling @fastify/helmet 13 produced from its defaults and our
 * directives (connect-src for the socket, frame-src for embedded videos, no upgrade-insecure-requests).
 */
const CSP_DIRECTIVES: [string, string[]][] = [
  ['default-src', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['font-src', ["'self'", 'https:', 'data:']],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['object-src', ["'none'"]],
  ['script-src', ["'self'"]],
  ['script-src-attr', ["'none'"]],
  // antd writes its CSS-in-JS styles inline.
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['connect-src', ["'self'", 'ws:', 'wss:']],
  ['frame-src', ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']],
];

const cspOf = (directives: [string, string[]][]) => directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
const NONCE_MARK = '\u0000';
const [CSP_BEFORE_NONCE, CSP_AFTER_NONCE] = cspOf(
  CSP_DIRECTIVES.map(([name, values]) => [name, name === 'script-src' ? [...values, `'nonce-${NONCE_MARK}'`] : values]),
).split(NONCE_MARK);

/**
 * The document CSP of one answer whose inline scripts carry `nonce` (a server-rendered page: contracts page-render.ts
 * NONCE_SLOT): script-src allows them by that nonce alone, never 'unsafe-inline'.
 */
export function cspWithNonce(nonce: string): string {
  return `${CSP_BEFORE_NONCE}${nonce}${CSP_AFTER_NONCE}`;
}

/** Every header helmet sent on every answer, computed once (helmet rebuilt the CSP string on every request). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': cspOf(CSP_DIRECTIVES),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * What an API answer needs (OWASP REST Security cheat sheet): no page is ever rendered from JSON or from a file sent for
 * download, so it is not sniffed, framed, loaded cross-origin or allowed to run anything. The document headers above
 * (the page's CSP, opener and referrer policies, legacy IE and Flash switches) would be 500 bytes of every answer that
 * no browser reads on a fetch (issue 9, the cost of a request).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** The security headers of an answer to `url`: the API's own, or the document set for pages, files and uploads. */
export function securityHeadersOf(url: string): Readonly<Record<string, string>> {
  return isApiPath(url) ? API_SECURITY_HEADERS : SECURITY_HEADERS;
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sends the security headers of every answer (errors and files included; securityHeadersOf), and HSTS over HTTPS only: over plain HTTP it is
 * meaningless (RFC 6797 §7.2) and would pin a host that has no certificate yet. The protocol is the socket's, or
 * X-Forwarded-Proto's when TRUST_PROXY is set. One synchronous hook with constant values: helmet's per-request
 * middleware chain and CSP rebuild were 11.5% of the CPU of a database-free route (issue 9).
 */
export const securityHeaders = fp(async (app) => {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(securityHeadersOf(req.url));
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});
