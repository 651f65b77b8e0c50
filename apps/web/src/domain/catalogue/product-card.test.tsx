import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CatalogueProduct, PriceView } from '@gembourse/contracts/catalogue-search';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { loadNamespaces } from '../../shared/i18n/i18n.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';
import { catalogueProduct } from '../../test/catalogue-fixtures.ts';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { PriceText } from './price-text.tsx';
import { CatalogueProductCard } from './product-card.tsx';

const FAVOURITE = '/api/favourite/product/701';

function stubFetch(favourite: (body: { collected: boolean }) => Response = (body) => envelope(body)) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    if (path === FAVOURITE) return favourite(JSON.parse(String(init?.body)));
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderWith(node: React.ReactNode) {
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}

const shown = (
  amount: number,
  max: number | null,
  currency: 'EUR' | 'USD' | 'CNY',
  original: [number, number | null, 'EUR' | 'USD' | 'CNY'],
  approximate: boolean,
): PriceView => ({
  state: 'shown',
  converted: { amount, max, currency },
  original: { amount: original[0], max: original[1], currency: original[2] },
  approximate,
});

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
  await loadNamespaces(['catalogue']);
  stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('PriceText', () => {
  it('shows a converted price as approximate and whole, with the supplier\u2019s own price beside it', () => {
    renderWith(<PriceText price={shown(1234.4, null, 'EUR', [1340, null, 'USD'], true)} />);
    expect(screen.getByText('≈ €1,234')).toBeTruthy();
    expect(screen.getByText('$1,340').getAttribute('title')).toBe("Supplier's price");
  });

  it('shows a range with the same precision on both ends, and nothing beside it in the supplier\u2019s currency', () => {
    renderWith(<PriceText price={shown(665.95, 13640, 'EUR', [665.95, 13640, 'EUR'], false)} />);
    expect(screen.getByText('€665.95 – €13,640.00')).toBeTruthy();
    expect(document.querySelector('.gb-price-text__own')).toBeNull();
  });

  it('says why a price is hidden; the guest\u2019s reason opens the login box', async () => {
    const user = userEvent.setup();
    const hidden = (reason: 'login' | 'members' | 'release' | 'private' | 'none') => ({ state: 'hidden', reason }) as const;
    renderWith(
      <>
        <PriceText price={hidden('login')} />
        <PriceText price={hidden('members')} />
        <PriceText price={hidden('release')} releaseAt="2026-12-05T12:00:00Z" />
        <PriceText price={hidden('release')} />
        <PriceText price={hidden('private')} />
        <PriceText price={hidden('none')} />
      </>,
    );
    expect(screen.getByText("Price for the supplier's members")).toBeTruthy();
    expect(screen.getByText('Price from Dec 5, 2026')).toBeTruthy();
    expect(screen.getByText('Price at launch')).toBeTruthy();
    expect(screen.getByText('Price not public')).toBeTruthy();
    expect(screen.getByText('Price on request')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Log in to see the price/ }));
    expect(useSessionStore.getState().loginModalOpen).toBe(true);
  });
});

describe('catalogue product card', () => {
  const card = (overrides: Partial<CatalogueProduct> = {}) => catalogueProduct(overrides);

  it('links to the product page and shows supplier, country, tags and the launch date', () => {
    renderWith(<CatalogueProductCard product={card({ immediate: true, availability: 'preorder', releaseAt: '2026-12-24T12:00:00Z' })} />);
    expect(screen.getByText('Burmese Ruby Halo Ring').closest('a')?.getAttribute('href')).toBe('/home/product-detail?id=701');
    expect(screen.getByText('Aurora Gems')).toBeTruthy();
    expect(screen.getByLabelText('Verified supplier')).toBeTruthy();
    expect(screen.getByText(/Hong Kong/)).toBeTruthy();
    expect(screen.getByText('Immediate')).toBeTruthy();
    expect(screen.getByText('Pre-order')).toBeTruthy();
    expect(screen.getByText('Launches on Dec 24, 2026')).toBeTruthy();
    expect(screen.getByText('$1,250')).toBeTruthy();
  });

  it('a member\u2019s heart turns on at once and stays on when the server agrees; favourites lists are refreshed', async () => {
    setToken('tok', true);
    setUserInfo(makeUser({ join_type: 'buyer' }));
    let answer!: (r: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    const user = userEvent.setup();
    const { queryClient } = renderWith(<CatalogueProductCard product={card()} />);
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const heart = screen.getByRole('button', { name: 'Add to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    // Optimistic: on before the server answers.
    expect(screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(String(fetchMock.mock.calls.find(([u]) => u === FAVOURITE)?.[1]?.body))).toEqual({ collected: true });
    answer(envelope({ collected: true }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith({ queryKey: ['favourites'] }));
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
  });

  it('a refused heart goes back and the error is shown', async () => {
    setToken('tok', true);
    setUserInfo(makeUser({ join_type: 'buyer' }));
    stubFetch(() => envelope(null, 40400, 'This product is no longer available', 0, 404));
    const user = userEvent.setup();
    renderWith(<CatalogueProductCard product={card({ favourite: true })} />);
    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText('This product is no longer available')).toBeTruthy();
  });

  it('a guest\u2019s heart asks to log in and sends nothing', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWith(<CatalogueProductCard product={card({ favourite: null, price: { state: 'hidden', reason: 'login' } })} />);
    await user.click(screen.getByRole('button', { name: 'Log in to keep favourites' }));
    expect(useSessionStore.getState().loginModalOpen).toBe(true);
    expect(fetchMock.mock.calls.some(([u]) => u === FAVOURITE)).toBe(false);
  });
});
