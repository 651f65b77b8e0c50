import { pathOf, type EndpointDef, type RequestOf, type ResponseOf } from '@gembourse/contracts/endpoint';
import { sessionToken } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { downloadBlob, type DownloadOptions } from './download.ts';
import { request, withQuery, type Query, type RequestOptions } from './http-client.ts';

// The one way features call the API: through an endpoint of packages/contracts, so the path, the parts sent and the
// answer's type come from the definition the server registers (scripts/check-imports.mjs keeps the untyped helpers inside shared/api).

/** The request parts as the client sends them. */
interface Parts {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
}

/** The arguments after the endpoint: its parts (optional when it declares none that are required), then options. */
type Args<E extends EndpointDef, O> =
  object extends RequestOf<E> ? [input?: RequestOf<E>, options?: O] : [input: RequestOf<E>, options?: O];

/** The URL of endpoint `e` for the given parts (links, image sources, prefetch keys). */
export function urlOf<E extends EndpointDef>(e: E, ...[input]: Args<E, never>): string {
  const { params, query } = (input ?? {}) as Parts;
  return withQuery(pathOf(e.path, params), query);
}

/**
 * Whether a call of `e` would be a members' read sent without a session. Such a call is never sent: it could only
 * answer 401. It happens in one race. On logout the query cache is emptied (app/providers.tsx). A render that
 * committed just before that still has its effects to run, and they re-create the member's query with the old
 * options and fetch it. Writes are still sent, and the server's answer decides.
 */
function isReadWithoutSession(e: EndpointDef): boolean {
  return e.method === 'GET' && e.access !== 'public' && !sessionToken();
}

/** Calls endpoint `e`; resolves with the envelope's data, typed by the contract. */
export function callApi<E extends EndpointDef>(e: E, ...[input, options]: Args<E, RequestOptions>): Promise<ResponseOf<E>> {
  if (isReadWithoutSession(e)) return Promise.reject(new ApiError('aborted', 'aborted'));
  const { params, query, body } = (input ?? {}) as Parts;
  return request<ResponseOf<E>>(e.method, withQuery(pathOf(e.path, params), query), body, options);
}

/** Calls a file endpoint (transport 'file') and saves (or returns) the file it answers. */
export function downloadApi<E extends EndpointDef & { transport: 'file' }>(
  e: E,
  ...[input, options]: Args<E, Omit<DownloadOptions, 'method' | 'query' | 'body'>>
): Promise<{ blob: Blob; fileName: string }> {
  const { params, query, body } = (input ?? {}) as Parts;
  return downloadBlob(pathOf(e.path, params), { ...options, method: e.method, query, body });
}
