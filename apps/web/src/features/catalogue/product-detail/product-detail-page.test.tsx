import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import { ErrorCode } from '@gembourse/contracts/errors';
import { QUESTION_LIMITS, type ProductQuestions } from '@gembourse/contracts/product-questions';
import { envelope, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../../shared/session/session-store.ts';
import { setToken } from '../../../shared/storage/token-store.ts';

// /home/product-detail: the product as the viewer may see it (price converted or the reason it is hidden), the alert
// switches (optimistic, undone on failure), the Q&A (off, guest, ask form held to the contract's limits, anonymous
// only where allowed), and the not-found state.

const VIEW = '/api/product/view/501';
const QUESTIONS = '/api/product/question/list/501';
const ASK = '/api/product/question/501';
const ALERT = '/api/product/alert/501';
const SEARCH = '/api/product/search';

type Handler = (url: string, body: unknown) => Response | Promise<Response>;

const product = (overrides: Partial<CatalogueProductDetail> = {}): CatalogueProductDetail => ({
  id: 501,
  name: 'Akoya Pearl Strand',
  sku: 'AK-1',
  image: null,
  companyId: 11,
  companyName: 'Pearl River Jewellery',
  companyCountry: 'HK',
  verified: true,
  categories: [],
  metal: null,
  caratTotal: null,
  price: {
    state: 'shown',
    converted: { amount: 1160, max: null, currency: 'EUR' },
    original: { amount: 1250, max: null, currency: 'USD' },
    approximate: true,
  },
  availability: 'preorder',
  immediate: false,
  releaseAt: null,
  createdAt: '2026-03-01T00:00:00Z',
  favourite: false,
  images: [],
  descriptionHtml: '<p>Lustrous strand.</p>',
  videoUrl: null,
  resources: [],
  tags: [],
  brand: null,
  variants: [],
  minOrder: null,
  noMinOrderNote: null,
  preorderFrom: '2026-04-01',
  preorderTo: '2026-04-20',
  stock: null,
  jewellery: { metal: null, fineness: null, grossWeightGrams: null, metalWeightGrams: null, stones: [] },
  supplier: {
    id: 11,
    name: 'Pearl River Jewellery',
    logo: null,
    country: 'HK',
    verified: true,
    connection: 'none',
    qaEnabled: true,
    qaAnonymous: false,
  },
  collection: null,
  alerts: { priceDrop: false, backInStock: false },
  currency: 'EUR',
  rates: [{ currency: 'EUR', perUsd: 0.928, asOf: '2026-03-10' }],
  ...overrides,
});

const questions = (overrides: Partial<ProductQuestions> = {}): ProductQuestions => ({
  list: [],
  total: 0,
  pageNum: 1,
  pageSize: 10,
  hasMore: false,
  enabled: true,
  anonymousAllowed: false,
  ...overrides,
});

const searchAnswer = {
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
};

function stub(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (handlers[path]) return handlers[path](url, body);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    if (path === SEARCH) return envelope(searchAnswer);
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (p: string) => fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === p);
  return { callsTo };
}

const asMember = () => {
  setToken('tok', true);
  setUserInfo(makeUser({ join_type: 'buyer', companyId: 3 }));
};

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('product detail page', () => {
  it('shows the converted price with the supplier’s own and the reference rate’s date, and the delivery window', async () => {
    asMember();
    const api = stub({ [VIEW]: () => envelope(product()), [QUESTIONS]: () => envelope(questions()) });
    renderApp('/home/product-detail?id=501&currency=EUR&language=en');
    expect(await screen.findByRole('heading', { name: 'Akoya Pearl Strand' })).toBeTruthy();
    expect(screen.getByText('≈ €1,160')).toBeTruthy();
    expect(screen.getByText('$1,250')).toBeTruthy();
    expect(screen.getByText('Approximate, at the reference rate of Mar 10, 2026')).toBeTruthy();
    expect(screen.getByText(/Pre-order, delivery/)).toBeTruthy();
    expect(api.callsTo(VIEW)[0]?.[0]).toContain('currency=EUR');
    // Related products: one search of this supplier's others, without facets.
    await waitFor(() => expect(api.callsTo(SEARCH)).toHaveLength(1));
    const related = new URL(String(api.callsTo(SEARCH)[0]?.[0]), 'http://x').searchParams;
    expect([related.get('supplier'), related.get('exclude'), related.get('facets'), related.get('pageSize')]).toEqual([
      '11',
      '501',
      'false',
      '8',
    ]);
    expect(screen.getByText('Pearl River Jewellery', { selector: 'a' }).getAttribute('href')).toBe('/home/company-profile?id=11');
  });

  it('shows a guest why the price is hidden, with a way to log in, and asks them to log in for alerts and questions', async () => {
    stub({
      [VIEW]: () =>
        envelope(
          product({ price: { state: 'hidden', reason: 'login' }, favourite: null, supplier: { ...product().supplier, connection: null } }),
        ),
      [QUESTIONS]: () => envelope(questions()),
    });
    renderApp('/home/product-detail?id=501&language=en');
    expect(await screen.findByRole('button', { name: /Log in to see the price/ })).toBeTruthy();
    expect(screen.queryByText(/≈/)).toBeNull();
    expect(screen.getByRole('button', { name: /Log in to set alerts/ })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(await screen.findByText('Log in to ask the supplier a question')).toBeTruthy();
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });

  it('flips an alert at once and puts it back when the server refuses', async () => {
    asMember();
    let fail!: () => void;
    const api = stub({
      [VIEW]: () => envelope(product()),
      [QUESTIONS]: () => envelope(questions()),
      [ALERT]: () =>
        new Promise<Response>((resolve) => (fail = () => resolve(envelope(null, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests')))),
    });
    renderApp('/home/product-detail?id=501&language=en');
    const priceDrop = await screen.findByRole('switch', { name: 'Tell me when the price drops' });
    expect(priceDrop.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(priceDrop);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Tell me when the price drops' }).getAttribute('aria-checked')).toBe('true'),
    );
    await waitFor(() => expect(api.callsTo(ALERT)).toHaveLength(1));
    expect(JSON.parse(String((api.callsTo(ALERT)[0]?.[1] as RequestInit).body))).toEqual({ kind: 'priceDrop', on: true });
    fail();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Tell me when the price drops' }).getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('keeps an alert the server confirmed', async () => {
    asMember();
    stub({
      [VIEW]: () => envelope(product()),
      [QUESTIONS]: () => envelope(questions()),
      [ALERT]: () => envelope({ priceDrop: false, backInStock: true }),
    });
    renderApp('/home/product-detail?id=501&language=en');
    fireEvent.click(await screen.findByRole('switch', { name: 'Tell me when it is back in stock' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Tell me when it is back in stock' }).getAttribute('aria-checked')).toBe('true'),
    );
  });

  it('has no Q&A section when the supplier switched it off', async () => {
    asMember();
    const api = stub({
      [VIEW]: () => envelope(product({ supplier: { ...product().supplier, qaEnabled: false } })),
      [QUESTIONS]: () => envelope(questions({ enabled: false })),
    });
    renderApp('/home/product-detail?id=501&language=en');
    expect(await screen.findByRole('heading', { name: 'Akoya Pearl Strand' })).toBeTruthy();
    expect(screen.queryByText('Questions and answers')).toBeNull();
    expect(api.callsTo(QUESTIONS)).toHaveLength(0);
  });

  it('lists answered questions and the member’s own waiting one', async () => {
    asMember();
    stub({
      [VIEW]: () => envelope(product()),
      [QUESTIONS]: () =>
        envelope(
          questions({
            total: 2,
            list: [
              {
                id: 1,
                body: 'Is the clasp gold?',
                answer: 'Yes, 18K.',
                asker: null,
                askedAt: '2026-03-02T00:00:00Z',
                answeredAt: '2026-03-03T00:00:00Z',
                mine: false,
              },
              {
                id: 2,
                body: 'What length?',
                answer: null,
                asker: { name: 'Ann', avatarUrl: null, jobTitle: null, companyName: 'Buyer Co' },
                askedAt: '2026-03-04T00:00:00Z',
                answeredAt: null,
                mine: true,
              },
            ],
          }),
        ),
    });
    renderApp('/home/product-detail?id=501&language=en');
    expect(await screen.findByText('Yes, 18K.')).toBeTruthy();
    expect(screen.getByText(/Anonymous · Asked/)).toBeTruthy();
    expect(screen.getByText('Waiting for the supplier')).toBeTruthy();
  });

  it('holds a question to the contract’s length before sending, and sends a valid one', async () => {
    asMember();
    const api = stub({
      [VIEW]: () => envelope(product()),
      [QUESTIONS]: () => envelope(questions()),
      [ASK]: (_u, body) =>
        envelope({
          id: 9,
          body: (body as { body: string }).body,
          answer: null,
          asker: null,
          askedAt: '2026-03-05T00:00:00Z',
          answeredAt: null,
          mine: true,
        }),
    });
    renderApp('/home/product-detail?id=501&language=en');
    const box = (await screen.findByLabelText('Your question')) as HTMLTextAreaElement;
    expect(box.maxLength).toBe(QUESTION_LIMITS.bodyMax);
    expect(screen.queryByText(/Ask anonymously/)).toBeNull();
    fireEvent.change(box, { target: { value: 'x'.repeat(QUESTION_LIMITS.bodyMin - 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(document.querySelector('.gb-pd-ask .ant-form-item-explain-error')).toBeTruthy());
    expect(api.callsTo(ASK)).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'Which lengths do you make?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(api.callsTo(ASK)).toHaveLength(1));
    expect(JSON.parse(String((api.callsTo(ASK)[0]?.[1] as RequestInit).body))).toEqual({
      body: 'Which lengths do you make?',
      anonymous: false,
    });
  });

  it('offers an anonymous question only where the supplier allows it', async () => {
    asMember();
    const api = stub({
      [VIEW]: () => envelope(product({ supplier: { ...product().supplier, qaAnonymous: true } })),
      [QUESTIONS]: () => envelope(questions({ anonymousAllowed: true })),
      [ASK]: () => envelope({ id: 9, body: 'q', answer: null, asker: null, askedAt: '2026-03-05T00:00:00Z', answeredAt: null, mine: true }),
    });
    renderApp('/home/product-detail?id=501&language=en');
    const anonymous = await screen.findByRole('checkbox', { name: /Ask anonymously/ });
    fireEvent.click(anonymous);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Can you engrave it?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(api.callsTo(ASK)).toHaveLength(1));
    expect(JSON.parse(String((api.callsTo(ASK)[0]?.[1] as RequestInit).body))).toEqual({ body: 'Can you engrave it?', anonymous: true });
  });

  it('says the content does not exist for an unknown or hidden product', async () => {
    stub({ [VIEW]: () => envelope(null, ErrorCode.NOT_FOUND, 'Not found', 0, 404) });
    renderApp('/home/product-detail?id=501&language=en');
    expect(await screen.findByText('Content does not exist')).toBeTruthy();
    expect(screen.getByText('No access to this content.')).toBeTruthy();
  });

  it('shows the launch date and plays the video only after a click', async () => {
    asMember();
    stub({
      [VIEW]: () => envelope(product({ releaseAt: '2026-12-01T00:00:00Z', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })),
      [QUESTIONS]: () => envelope(questions()),
    });
    renderApp('/home/product-detail?id=501&language=en');
    expect(await screen.findByText('Launches on Dec 1, 2026')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Play the video/ }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });
});
