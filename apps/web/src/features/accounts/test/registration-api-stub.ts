import { vi } from 'vitest';
import type { DictEntry } from '@gembourse/contracts/dictionary';
import { envelope } from '../../../test/fixtures.ts';

const entry = (
  dictCode: DictEntry['dictCode'],
  dataValue: number,
  dataLabel: string,
  parentValue: number | null = null,
  sort = 0,
): DictEntry => ({
  dictCode,
  dataValue,
  dataLabel,
  parentValue,
  sort,
});

/** A small dictionary: enough for every picker of the registration form. */
export const DICTIONARY: Record<string, DictEntry[]> = {
  salutation: [entry('salutation', 30702, 'Mr', null, 1), entry('salutation', 30704, 'Ms', null, 2)],
  business_nature: [entry('business_nature', 30706, 'Exporter', null, 1), entry('business_nature', 30708, 'Retailer', null, 2)],
  category_group: [entry('category_group', 37601, 'Finished jewellery', null, 1), entry('category_group', 37602, 'Materials', null, 2)],
  product_category: [
    entry('product_category', 30733, 'Ring', 37601, 1),
    entry('product_category', 30734, 'Bracelet', 37601, 2),
    entry('product_category', 30760, 'Pearls', 37602, 1),
  ],
};

export type Answer = Response | (() => Response | Promise<Response>);

/**
 * Stubs fetch at the global boundary with the registration endpoints; `answers` overrides any path.
 * Returns the mock and a reader of the JSON bodies sent to a path.
 */
export function stubRegistrationApi(answers: Record<string, Answer> = {}) {
  let tickets = 0;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    void init;
    const path = url.split('?')[0];
    const custom = answers[path];
    if (custom) return typeof custom === 'function' ? custom() : custom.clone();
    if (path === '/api/app/info') return envelope({ demo: true, version: 't', demoAccounts: [], payloadEncryption: false });
    if (path === '/api/auth/register/start') {
      tickets += 1;
      return envelope({ ticket: `ticket-000000000${tickets}`, expiresAt: new Date(Date.now() + 40 * 60_000).toISOString() });
    }
    if (path === '/api/auth/register/code') return envelope({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    if (path === '/api/auth/register') return envelope({ email: 'mei@aurora.example' });
    const dict = /^\/api\/dictionary\/(\w+)$/.exec(path);
    if (dict) return envelope(DICTIONARY[dict[1]] ?? []);
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).split('?')[0] === path)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  const callsOf = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path).length;
  return { fetchMock, bodiesOf, callsOf };
}
