/**
 * Whether a request's URL is the API's (`/api/...`, and `/im-api/...` of SPEC §7): envelopes, declared access, and
 * the API's own security headers. Everything else is the web app, its files and the uploads.
 */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/im-api/');
}
