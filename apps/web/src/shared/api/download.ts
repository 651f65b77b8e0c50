import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';
import { handleApiFailure } from './error-catalogue.ts';
import { isEnvelope, send, unwrapEnvelope, withQuery, type Query, type RequestOptions } from './http-client.ts';

/**
 * The file name of a content-disposition header. RFC 5987 `filename*=UTF-8''...` wins over `filename=` because
 * it is the only form that carries non-ASCII names (Chinese product names) intact.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape falls through to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  return (plain[2] ?? plain[1]).trim();
}

export interface DownloadOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  body?: unknown;
  /** Used when the answer names no file. */
  fallbackName?: string;
  /** false: only resolve with the blob (tests, previews); default true saves it through the browser. */
  save?: boolean;
}

/** Triggers the browser's save dialog for a blob. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a file; an error answer (JSON, even when delivered as a blob) is parsed for its `msg`. */
export async function downloadBlob(url: string, options: DownloadOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const res = await send(options.method ?? 'GET', withQuery(url, options.query), options.body, options);
  const type = (res.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('json') || !res.ok) {
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (isEnvelope(body)) {
      await unwrapEnvelope(body, res.status, options);
    }
    const error = new ApiError('http', i18n.t('errors:requestError'), { status: res.status });
    if (!options.silent) handleApiFailure(error, options);
    throw error;
  }
  const blob = await res.blob();
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition')) ?? options.fallbackName ?? 'download';
  if (options.save !== false) saveBlob(blob, fileName);
  return { blob, fileName };
}
