import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MyAlerts } from '@gembourse/contracts/product-alerts';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

// /home/my-favorites?tab=alerts: the member's product alerts (each kind cancelled on its own) and saved searches
// (opened on the product list with their query, removed after a confirmation).

const ALERTS = '/api/product/alert/list';
const ALERT = '/api/product/alert/501';
const REMOVE = '/api/product/saved-search/remove/7';

const alerts = (): MyAlerts => ({
  products: [{ productId: 501, name: 'Akoya Pearl Strand', image: null, kinds: ['priceDrop', 'backInStock'], available: true }],
  searches: [
    { id: 7, name: 'Pearls under 500', query: 'q=pearl&priceMax=500&currency=USD', createdAt: '2026-03-01T00:00:00Z', notifiedAt: null },
  ],
});

function stub(current: () => MyAlerts) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const path = url.split('?')[0];
    if (path === ALERTS) return envelope(current());
    if (path === ALERT) return envelope({ priceDrop: false, backInStock: true });
    if (path === REMOVE) return envelope(null);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope({ list: [], total: 0, pageNum: 1, pageSize: 24, hasMore: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (p: string) => fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === p);
  return { callsTo };
}

beforeEach(async () => {
  resetSessionStore();
  setToken('tok', true);
  setUserInfo(makeUser({ join_type: 'buyer' }));
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('my alerts tab', () => {
  it('lists product alerts and saved searches; cancels one kind of alert', async () => {
    const api = stub(alerts);
    renderApp('/home/my-favorites?tab=alerts&language=en');
    expect(await screen.findByText('Akoya Pearl Strand', { selector: 'a' })).toBeTruthy();
    expect(screen.getByText('Akoya Pearl Strand', { selector: 'a' }).getAttribute('href')).toBe('/home/product-detail?id=501');
    expect(screen.getByText('Price drop')).toBeTruthy();
    expect(screen.getByText('Back in stock')).toBeTruthy();
    expect(screen.getByText('Pearls under 500')).toBeTruthy();
    expect(screen.getByText('Open', { selector: 'a *' }).closest('a')?.getAttribute('href')).toBe(
      '/home/product?q=pearl&priceMax=500&currency=USD',
    );

    fireEvent.click(screen.getByLabelText('Cancel the Price drop alert on Akoya Pearl Strand'));
    await waitFor(() => expect(api.callsTo(ALERT)).toHaveLength(1));
    expect(JSON.parse(String((api.callsTo(ALERT)[0]?.[1] as RequestInit).body))).toEqual({ kind: 'priceDrop', on: false });
    await waitFor(() => expect(api.callsTo(ALERTS).length).toBeGreaterThan(1));
  });

  it('lists an alert on a product no longer available as such, without its name or a link, and still cancels it (issue 28)', async () => {
    const api = stub(() => ({
      products: [{ productId: 501, name: null, image: null, kinds: ['priceDrop'], available: false }],
      searches: [],
    }));
    renderApp('/home/my-favorites?tab=alerts&language=en');
    expect(await screen.findByText('Product no longer available')).toBeTruthy();
    expect(screen.getByText('Product no longer available').closest('a')).toBeNull();
    fireEvent.click(screen.getByLabelText('Cancel the Price drop alert on Product no longer available'));
    await waitFor(() => expect(api.callsTo(ALERT)).toHaveLength(1));
  });

  it('removes a saved search after a confirmation', async () => {
    const api = stub(alerts);
    renderApp('/home/my-favorites?tab=alerts&language=en');
    fireEvent.click(await screen.findByLabelText('Remove the saved search Pearls under 500'));
    const ok = await waitFor(() => {
      const found = document.querySelector('.ant-popconfirm .ant-btn-primary');
      if (!found) throw new Error('no confirmation');
      return found as HTMLButtonElement;
    });
    fireEvent.click(ok);
    await waitFor(() => expect(api.callsTo(REMOVE)).toHaveLength(1));
  });

  it('says so when there are no alerts', async () => {
    stub(() => ({ products: [], searches: [] }));
    renderApp('/home/my-favorites?tab=alerts&language=en');
    expect(await screen.findByText(/You have no alerts/)).toBeTruthy();
  });
});
