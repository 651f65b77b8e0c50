import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { envelope } from '../../test/fixtures.ts';
import { setLocale } from '../i18n/locale-store.ts';
import { getFingerprint } from '../storage/fingerprint.ts';
import { setToken } from '../storage/token-store.ts';
import { fileNameFromDisposition, downloadBlob } from './download.ts';
import { getRequest, postRequest, withQuery } from './http-client.ts';
import { decryptPayload } from './payload-crypto.ts';
import { installUiSpies, shownText } from './test-helpers.ts';

const KEY = 'test-payload-key-0123456789';

/** Encrypts like the server: base64(iv || ciphertext || tag), AES-256-GCM, key = SHA-256(secret). */
function encrypt(value: unknown, secret = KEY): string {
  const key = createHash('sha256').update(secret).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

let fetchMock: ReturnType<typeof vi.fn>;
let ui: ReturnType<typeof installUiSpies>;

beforeEach(() => {
  ui = installUiSpies();
  fetchMock = vi.fn(async () => envelope({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function sent(call = 0) {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('request headers (SPEC §7)', () => {
  it('carries the bearer token, lang and accessuuid, and never cookies', async () => {
    setToken('tok-xyz', false);
    await setLocale('zh-cn');
    await getRequest('/api/x');
    const { init, headers } = sent();
    expect(headers.Authorization).toBe('Bearer tok-xyz');
    expect(headers.lang).toBe('zh_CN');
    expect(headers.accessuuid).toBe(getFingerprint());
    expect(headers.accessuuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBeUndefined();
    await setLocale('en');
  });

  it('omits Authorization for a guest and maps every locale to its lang header', async () => {
    for (const [locale, lang] of [
      ['en', 'en_US'],
      ['zh-tw', 'zh_TW'],
      ['tr', 'tr_TR'],
    ] as const) {
      await setLocale(locale);
      await getRequest('/api/x');
      const { headers } = sent(fetchMock.mock.calls.length - 1);
      expect(headers.Authorization).toBeUndefined();
      expect(headers.lang).toBe(lang);
    }
    await setLocale('en');
  });

  it('GET appends the query; POST sends JSON', async () => {
    await getRequest('/api/product/latest', { limit: 12, skip: undefined, ids: [1, 2] });
    expect(sent().url).toBe('/api/product/latest?limit=12&ids=1&ids=2');
    await postRequest('/api/company/list?pageNum=1', { keyword: 'ruby' });
    const { init, headers } = sent(1);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"keyword":"ruby"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
  });
});

describe('answers', () => {
  it('resolves with the data of a plain envelope', async () => {
    fetchMock.mockResolvedValueOnce(envelope([{ id: 1 }]));
    await expect(getRequest('/api/x')).resolves.toEqual([{ id: 1 }]);
  });

  it('decrypts dataType 1 payloads (AES-256-GCM, key = SHA-256 of the build key)', async () => {
    const data = { list: [{ id: 5, name: '翡翠手镯' }], hasMore: false };
    fetchMock.mockResolvedValueOnce(envelope(encrypt(data), 200, 'ok', 1));
    await expect(getRequest('/api/x')).resolves.toEqual(data);
  });

  it('rejects a payload encrypted with another key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(envelope(encrypt({ a: 1 }, 'some-other-key-000000'), 200, 'ok', 1));
    await expect(getRequest('/api/x')).rejects.toMatchObject({ kind: 'decrypt' });
    expect(shownText(ui.message.error)).toBe('A network error occurred');
    await expect(decryptPayload(encrypt({ a: 1 }), '')).rejects.toThrow(/no VITE_API_PAYLOAD_KEY/);
  });

  it('passes non-JSON answers through unchanged', async () => {
    fetchMock.mockResolvedValueOnce(new Response('plain text body', { headers: { 'content-type': 'text/plain' } }));
    await expect(getRequest('/api/x')).resolves.toBe('plain text body');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify([1, 2]), { headers: { 'content-type': 'application/json' } }));
    await expect(getRequest('/api/x')).resolves.toEqual([1, 2]);
  });

  it('rejects a Blob answer to a JSON call', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/octet-stream' } }));
    await expect(getRequest('/api/x')).rejects.toMatchObject({ kind: 'unexpected-blob' });
    expect(shownText(ui.message.error)).toBe('A network error occurred');
  });
});

describe('downloads', () => {
  it('reads the file name from content-disposition, preferring filename*', () => {
    expect(fileNameFromDisposition('attachment; filename="products.xlsx"; filename*=UTF-8\'\'%E4%BA%A7%E5%93%81.xlsx')).toBe('产品.xlsx');
    expect(fileNameFromDisposition('attachment; filename="report 2026.csv"')).toBe('report 2026.csv');
    expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('resolves with the blob and its name', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('a,b\n1,2', {
        headers: { 'content-type': 'text/csv', 'content-disposition': "attachment; filename*=UTF-8''favourites.csv" },
      }),
    );
    const { blob, fileName } = await downloadBlob('/api/export', { save: false, query: { ids: [1] } });
    expect(fileName).toBe('favourites.csv');
    expect(await blob.text()).toBe('a,b\n1,2');
    expect(sent().url).toBe('/api/export?ids=1');
  });

  it('parses an error answer for its msg', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 40400, 'Export not found', 0, 404));
    await expect(downloadBlob('/api/export', { save: false })).rejects.toMatchObject({ code: 40400, message: 'Export not found' });
    expect(shownText(ui.message.error)).toBe('Export not found');
  });
});
