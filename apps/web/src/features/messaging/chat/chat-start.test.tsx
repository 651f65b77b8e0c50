import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import { envelope, makeUser } from '../../../test/fixtures.ts';
import { stubScreenWidth } from '../../../test/screen.ts';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { setFrameSender } from '../../../shared/realtime/realtime-bus.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../../../shared/session/session-store.ts';
import { setToken } from '../../../shared/storage/token-store.ts';
import { resetChatStore } from './chat-store.ts';
import { fakeSocket, makeConversation, ME, renderWithPanel, stubChatApi } from './test/chat-fixtures.tsx';

// Starting a chat from a product page: "Chat with supplier" opens the panel (the messages page on phones) on the
// conversation the server opens for that product, with the product at its top. A guest is asked to log in first; not
// offered on one's own company's products; a refusal of the server (chatting with oneself, SPEC §5) shows its message.

const VIEW = '/api/product/view/501';
const OPEN = '/im-api/conversation/open';
const CARD = {
  type: 'product' as const,
  id: 501,
  title: 'Akoya Pearl Strand',
  subtitle: 'Pearl River Jewellery',
  imageUrl: null,
  link: '/home/product-detail?id=501',
};

const product = (supplierId = 11): CatalogueProductDetail => ({
  id: 501,
  name: 'Akoya Pearl Strand',
  sku: 'AK-1',
  image: null,
  companyId: supplierId,
  companyName: 'Pearl River Jewellery',
  companyCountry: 'HK',
  verified: true,
  categories: [],
  metal: null,
  caratTotal: null,
  price: { state: 'hidden', reason: 'none' } as unknown as CatalogueProductDetail['price'],
  availability: 'in_stock' as CatalogueProductDetail['availability'],
  immediate: true,
  releaseAt: null,
  createdAt: '2026-03-01T00:00:00Z',
  favourite: false,
  images: [],
  descriptionHtml: '',
  videoUrl: null,
  resources: [],
  tags: [],
  brand: null,
  variants: [],
  minOrder: null,
  noMinOrderNote: null,
  preorderFrom: null,
  preorderTo: null,
  stock: null,
  jewellery: { metal: null, fineness: null, grossWeightGrams: null, metalWeightGrams: null, stones: [] },
  supplier: {
    id: supplierId,
    name: 'Pearl River Jewellery',
    logo: null,
    country: 'HK',
    verified: true,
    connection: 'none',
    qaEnabled: false,
    qaAnonymous: false,
  },
  collection: null,
  alerts: { priceDrop: false, backInStock: false },
  currency: 'EUR',
  rates: [],
});

const conversation = makeConversation({ id: 1, context: { type: 'product', card: CARD } });

function api(options: { supplierId?: number; open?: () => unknown } = {}) {
  return stubChatApi({
    [VIEW]: () => product(options.supplierId),
    [OPEN]: options.open ?? (() => conversation),
    '/im-api/conversation/1': () => conversation,
    '/im-api/conversation/1/messages': () => ({ list: [], hasMore: false }),
    '/im-api/conversation/list': () => ({ list: [], hasMore: false, next: null }),
    '/api/product/search': () => ({
      list: [],
      total: 0,
      totalExact: true,
      page: 1,
      pageSize: 8,
      next: null,
      prev: null,
      facets: [],
      facetsExact: true,
      sort: 'newest',
      seed: null,
      currency: 'EUR',
      rates: [],
      limited: false,
    }),
  });
}

// The button's icon shows before its label's namespace has loaded: looking for it cannot pass by arriving too early.
const chatButton = () => document.querySelector('.gb-pd-side .anticon-message');

beforeEach(async () => {
  resetSessionStore();
  resetChatStore();
  fakeSocket();
  await setLocale('en');
});
afterEach(() => {
  setFrameSender(null);
  vi.unstubAllGlobals();
});

const asMember = (companyId = 3) => {
  setToken('tok', true);
  setUserInfo(makeUser({ id: ME, companyId, join_type: 'buyer' }));
};

describe('chat from a product', () => {
  it('opens the panel on the conversation about the product', async () => {
    asMember();
    stubScreenWidth(1366);
    const calls = api();
    renderWithPanel('/home/product-detail?id=501&language=en');
    fireEvent.click(await screen.findByText('Chat with supplier'));
    expect(chatButton()).not.toBeNull();
    expect(useSessionStore.getState().messagePanelOpen).toBe(true);
    await waitFor(() => expect(calls.callsTo(OPEN)).toHaveLength(1));
    expect(calls.callsTo(OPEN)[0]?.body).toEqual({ context: { type: 'product', id: 501 } });
    expect(await screen.findByText('About this product')).toBeTruthy();
    const card = document.querySelector('.gb-chat-context a');
    expect(card?.getAttribute('href')).toBe('/home/product-detail?id=501');
    expect(card?.textContent).toContain('Akoya Pearl Strand');
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
  });

  it('opens the messages page on a phone', async () => {
    asMember();
    stubScreenWidth(390);
    api();
    const { router } = renderWithPanel('/home/product-detail?id=501&language=en');
    fireEvent.click(await screen.findByText('Chat with supplier'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/messages'));
    await waitFor(() => expect(router.state.location.search).toContain('c=1'));
    expect(await screen.findByText('About this product')).toBeTruthy();
    expect(useSessionStore.getState().messagePanelOpen).toBe(false);
  });

  it('shows the server’s refusal and stays on the list', async () => {
    asMember();
    stubScreenWidth(1366);
    api({ open: () => envelope(null, 40000, 'Chatting with oneself is not supported.', 0, 400) });
    renderWithPanel('/home/product-detail?id=501&language=en');
    fireEvent.click(await screen.findByText('Chat with supplier'));
    expect(await screen.findByText('Chatting with oneself is not supported.')).toBeTruthy();
    expect(screen.queryByText('About this product')).toBeNull();
  });

  it('is not offered on one’s own company’s products', async () => {
    asMember(11);
    stubScreenWidth(1366);
    api({ supplierId: 11 });
    renderWithPanel('/home/product-detail?id=501&language=en');
    expect(await screen.findByRole('heading', { name: 'Akoya Pearl Strand' })).toBeTruthy();
    expect(chatButton()).toBeNull();
  });

  it('asks a guest to log in first, opens nothing, and opens the chat once they have logged in', async () => {
    setToken('', true);
    stubScreenWidth(1366);
    const calls = api();
    renderWithPanel('/home/product-detail?id=501&language=en');
    fireEvent.click(await screen.findByText('Chat with supplier'));
    expect(useSessionStore.getState().loginModalOpen).toBe(true);
    expect(await screen.findByText('Please log in first')).toBeTruthy();
    expect(calls.callsTo(OPEN)).toHaveLength(0);
    expect(useSessionStore.getState().messagePanelOpen).toBe(false);

    asMember();
    await waitFor(() => expect(calls.callsTo(OPEN)).toHaveLength(1));
    expect(calls.callsTo(OPEN)[0]?.body).toEqual({ context: { type: 'product', id: 501 } });
    expect(useSessionStore.getState().messagePanelOpen).toBe(true);
  });
});
