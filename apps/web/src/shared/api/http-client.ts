import { ErrorCode } from '@gembourse/contracts/errors';
import { DataType, type Envelope } from '@gembourse/contracts/envelope';
import { i18n } from '../i18n/i18n.ts';
import { reportError } from '../errors/report-error.ts';
import { ApiError } from './api-error.ts';
import { handleApiFailure } from './error-catalogue.ts';
import { decryptPayload } from './payload-crypto.ts';
import { buildRequestHeaders } from './request-headers.ts';

/** Query values; arrays repeat the key, null and undefined are left out. */
export type Query = Record<string, string | number | boolean | null | undefined | ReadonlyArray<string | number>>;

/** Per-call options of every helper. */
export interface RequestOptions {
  /** No generic toast for this call (SPEC §8); the caller shows the error itself. */
  hideErrorMsg?: boolean;
  /** Bypass the error catalogue entirely (not even session handling). */
  silent?: boolean;
  signal?: AbortSignal;
  /** SPEC §7: no timeout by default; a caller may opt in (for example health probes). */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** Appends a query to a path. */
export function withQuery(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

function fail(error: ApiError, options: RequestOptions): never {
  if (!options.silent) handleApiFailure(error, options);
  throw error;
}

function signalOf(options: RequestOptions): AbortSignal | undefined {
  const signals: AbortSignal[] = [];
  if (options.signal) signals.push(options.signal);
  if (options.timeoutMs) signals.push(AbortSignal.timeout(options.timeoutMs));
  if (signals.length < 2) return signals[0];
  return AbortSignal.any(signals);
}

/** Sends a request with the headers of SPEC §7 and maps transport failures to ApiError. */
export async function send(method: string, url: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...buildRequestHeaders(), ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }
  try {
    // credentials 'omit': the bearer header is the only credential; no cookie ever rides along (SPEC §7).
    return await fetch(url, { method, headers, body: payload, credentials: 'omit', signal: signalOf(options) });
  } catch (cause) {
    const name = (cause as { name?: string } | null)?.name;
    if (name === 'TimeoutError') fail(new ApiError('timeout', i18n.t('errors:timeout'), { cause }), options);
    if (name === 'AbortError') throw new ApiError('aborted', 'aborted', { cause });
    if (cause instanceof TypeError) fail(new ApiError('network', i18n.t('errors:network'), { cause }), options);
    fail(new ApiError('http', i18n.t('errors:requestError'), { cause }), options);
  }
}

/** True for a body shaped like the API envelope. */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number' && 'msg' in body;
}

/** Turns an envelope into its data, or fails through the catalogue. */
export async function unwrapEnvelope<T>(envelope: Envelope<unknown>, status: number, options: RequestOptions): Promise<T> {
  if (envelope.code !== ErrorCode.OK) {
    const message = envelope.msg || i18n.t('errors:requestFailed');
    fail(new ApiError('business', message, { code: envelope.code, data: envelope.data, status }), options);
  }
  if (envelope.dataType !== DataType.ENCRYPTED) return envelope.data as T;
  try {
    return (await decryptPayload(envelope.data as string)) as T;
  } catch (cause) {
    reportError(cause, { where: 'decryptPayload' });
    fail(new ApiError('decrypt', i18n.t('errors:requestError'), { cause, status }), options);
  }
}

/** Reads a JSON call's answer: envelopes are unwrapped, other text passes through, binary is rejected. */
async function readAnswer<T>(res: Response, options: RequestOptions): Promise<T> {
  const type = (res.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('json')) {
    let body: unknown;
    try {
      body = await res.json();
    } catch (cause) {
      fail(new ApiError('http', i18n.t('errors:requestError'), { cause, status: res.status }), options);
    }
    if (isEnvelope(body)) return unwrapEnvelope<T>(body, res.status, options);
    if (!res.ok) fail(new ApiError('http', i18n.t('errors:requestError'), { status: res.status }), options);
    return body as T;
  }
  if (type === '' || type.startsWith('text/')) {
    const text = await res.text();
    if (!res.ok) fail(new ApiError('http', i18n.t('errors:requestError'), { status: res.status }), options);
    return text as T;
  }
  // A Blob where JSON was asked for is a wiring mistake or a proxy page: never hand it to the caller as data.
  fail(new ApiError('unexpected-blob', i18n.t('errors:requestError'), { status: res.status }), options);
}

/** Sends a JSON call and resolves with the envelope's data. */
export async function request<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const res = await send(method, url, body, options);
  return readAnswer<T>(res, options);
}

/** GET with an optional query. */
export function getRequest<T>(url: string, query?: Query, options?: RequestOptions): Promise<T> {
  return request<T>('GET', withQuery(url, query), undefined, options);
}

/** POST with an optional JSON (or FormData) body. */
export function postRequest<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', url, body, options);
}
