import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QUESTION_LIMITS, type OwnQuestion, type OwnQuestions } from '@gembourse/contracts/product-questions';
import { envelope, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { stubScreenWidth } from '../../../test/screen.ts';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../../shared/session/session-store.ts';
import { setToken } from '../../../shared/storage/token-store.ts';

// /home/showroom-product?tab=questions: the supplier's product questions, unanswered by default with their count,
// the answered ones on the switch, answering and editing an answer; hidden without the product-edit permission.

const OWN = '/api/showroom/question/list';
const ANSWER = '/api/showroom/question/answer/41';
const PRODUCTS = '/api/showroom/product/list';
const VIEW = { menuId: 1001, webPerms: 'showroom:view' };
const EDIT = { menuId: 1012, webPerms: 'showroom:product:edit' };

const question = (overrides: Partial<OwnQuestion> = {}): OwnQuestion => ({
  id: 41,
  body: 'Is the clasp 18K gold?',
  answer: null,
  asker: { name: 'Ann', avatarUrl: null, jobTitle: null, companyName: 'Buyer Co' },
  product: { id: 501, name: 'Akoya Pearl Strand', sku: 'AK-1', image: null },
  askedAt: '2026-03-02T10:00:00Z',
  answeredAt: null,
  ...overrides,
});
const page = (list: OwnQuestion[], unanswered: number): OwnQuestions => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 20,
  hasMore: false,
  unanswered,
});

function stub(answers: { unanswered: OwnQuestion[]; answered: OwnQuestion[] }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    if (path === OWN) {
      const state = new URL(url, 'http://x').searchParams.get('state');
      return envelope(page(state === 'answered' ? answers.answered : answers.unanswered, answers.unanswered.length));
    }
    if (path === ANSWER) {
      const { answer } = JSON.parse(String(init?.body)) as { answer: string };
      return envelope(question({ answer, answeredAt: '2026-03-03T10:00:00Z' }));
    }
    if (path === PRODUCTS) return envelope({ list: [], total: 0, pageNum: 1, pageSize: 20, hasMore: false });
    if (path === '/api/showroom/product/options') return envelope({ collections: [], brands: [], tags: [] });
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (p: string) => fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === p);
  return { callsTo };
}

// Role queries compute accessible names over the whole workspace (slow in jsdom): elements are found by text.
const button = (text: string | RegExp) =>
  screen.getAllByText(text, { selector: 'button, button *' })[0]!.closest('button') as HTMLButtonElement;
const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent?.trim();

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('showroom questions tab', () => {
  it('opens from the address on the unanswered questions, with the count, and answers one', async () => {
    setToken('tok', true);
    setUserInfo(makeUser({ permissions: [VIEW, EDIT] }));
    const api = stub({ unanswered: [question(), question({ id: 42, asker: null, body: 'Do you ship to Turkey?' })], answered: [] });
    renderApp('/home/showroom-product?tab=questions&language=en');
    expect(await screen.findByText('Is the clasp 18K gold?')).toBeTruthy();
    expect(activeTab()).toBe('Questions');
    expect(screen.getAllByText('Akoya Pearl Strand', { selector: 'a' })[0]?.getAttribute('href')).toBe('/home/product-detail?id=501');
    expect(screen.getByText(/Ann, Buyer Co ·/)).toBeTruthy();
    expect(screen.getByText(/Anonymous ·/)).toBeTruthy();
    expect(document.querySelector('.ant-badge-count')?.textContent).toBe('2');
    expect(new URL(String(api.callsTo(OWN)[0]?.[0]), 'http://x').searchParams.get('state')).toBe('unanswered');

    const box = document.getElementById('gb-answer-41') as HTMLTextAreaElement;
    expect(box.maxLength).toBe(QUESTION_LIMITS.answerMax);
    fireEvent.change(box, { target: { value: 'Yes, solid 18K.' } });
    fireEvent.click(button('Publish answer'));
    await waitFor(() => expect(api.callsTo(ANSWER)).toHaveLength(1));
    expect(JSON.parse(String((api.callsTo(ANSWER)[0]?.[1] as RequestInit).body))).toEqual({ answer: 'Yes, solid 18K.' });
  });

  it('switches to the answered questions and edits an answer', async () => {
    setToken('tok', true);
    setUserInfo(makeUser({ permissions: [VIEW, EDIT] }));
    const api = stub({ unanswered: [], answered: [question({ answer: 'Yes.', answeredAt: '2026-03-03T10:00:00Z' })] });
    renderApp('/home/showroom-product?tab=questions&language=en');
    expect(await screen.findByText('No questions are waiting for an answer.')).toBeTruthy();
    fireEvent.click(screen.getByText('Answered'));
    expect(await screen.findByText('Yes.')).toBeTruthy();
    fireEvent.click(button('Edit answer'));
    const box = document.getElementById('gb-answer-41') as HTMLTextAreaElement;
    expect(box.value).toBe('Yes.');
    fireEvent.change(box, { target: { value: 'Yes, 18K yellow gold.' } });
    fireEvent.click(button('Update answer'));
    await waitFor(() => expect(api.callsTo(ANSWER)).toHaveLength(1));
  });

  it('is not offered without the permission to edit products', async () => {
    setToken('tok', true);
    setUserInfo(makeUser({ permissions: [VIEW], company_role: 'standard' }));
    const api = stub({ unanswered: [question()], answered: [] });
    renderApp('/home/showroom-product?tab=questions&language=en');
    await waitFor(() => expect(api.callsTo(PRODUCTS).length).toBeGreaterThan(0));
    expect(document.querySelector('.ant-tabs-tab')).toBeNull();
    expect(api.callsTo(OWN)).toHaveLength(0);
  });
});
