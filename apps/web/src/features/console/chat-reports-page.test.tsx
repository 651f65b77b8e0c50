import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, ChatReport } from '@gembourse/contracts/messaging';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

const LIST = '/api/console/chat-reports';
const ADMIN = makeUser({ id: 1, administratorFlag: true, actualName: 'Ada Admin', join_type: 'buyer', companyName: 'GemBourse' });

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: 40,
    senderId: 9,
    kind: 'text',
    text: '',
    image: null,
    card: null,
    clientId: null,
    createdAt: '2026-03-02T12:00:00Z',
    deliveredAt: null,
    readAt: null,
    ...overrides,
  };
}

const REPORT: ChatReport = {
  id: 5,
  conversationId: 40,
  reporter: { userId: 7, name: 'Mei Lin', email: 'supplier@example.com' },
  reported: { userId: 9, name: 'Spam Trader', email: 'spam@trader.example' },
  reason: 'Sends the same advert every hour',
  status: 'open',
  createdAt: '2026-03-02T13:00:00Z',
  excerpt: [
    message(81, { text: '<b>Cheap diamonds</b> at http://spam.example' }),
    message(82, { kind: 'image', image: { url: '/uploads/x.jpg', width: 10, height: 10 } }),
    message(83, {
      kind: 'product',
      card: { type: 'product', id: 3, title: 'Jade bangle', subtitle: null, imageUrl: null, link: '/home/product-detail?id=3' },
    }),
  ],
};

/** Stubs fetch: the report list answers by status from the rows held here; closing a report closes it. */
function stubReportsApi(initial: ChatReport[]) {
  let rows = initial;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const [path, qs = ''] = url.split('?');
    if (path === LIST) {
      const status = new URLSearchParams(qs).get('status');
      return envelope(rows.filter((r) => !status || r.status === status));
    }
    const closed = /^\/api\/console\/chat-reports\/(\d+)\/close$/.exec(path);
    if (closed && init?.method === 'POST') {
      rows = rows.map((r) => (r.id === Number(closed[1]) ? { ...r, status: 'closed' } : r));
      return envelope(null);
    }
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const closes = () =>
    fetchMock.mock.calls.filter(([u]) => /\/close$/.test(String(u))).map(([u, init]) => [u, JSON.parse(String(init?.body))] as const);
  return { fetchMock, closes };
}

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  setToken('tok', true);
  setUserInfo(ADMIN);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

const card = () => screen.getByText('Conversation #40').closest('.gb-report') as HTMLElement;
const button = (text: string, root: HTMLElement = document.body) =>
  within(root).getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;

describe('console: reported chats', () => {
  it('shows the reason and the messages as plain text, and closes a report after a confirmation', async () => {
    const api = stubReportsApi([REPORT]);
    const user = userEvent.setup();
    renderApp('/chat-reports');
    expect(await screen.findByText('Conversation #40')).toBeTruthy();
    expect(within(card()).getByText('Sends the same advert every hour')).toBeTruthy();
    expect(within(card()).getByText('spam@trader.example')).toBeTruthy();
    // Whatever the member typed is text: the markup shows as written and makes no element.
    expect(within(card()).getByText('<b>Cheap diamonds</b> at http://spam.example')).toBeTruthy();
    expect(card().querySelector('b')).toBeNull();
    expect(within(card()).getByText('[Image]')).toBeTruthy();
    expect(within(card()).getByText('[Product card: Jade bangle]')).toBeTruthy();
    expect(api.fetchMock.mock.calls[0]?.[0]).toContain(`${LIST}?status=open`);
    // The console's navigation leads here.
    expect(screen.getByText('Reported chats', { selector: 'a' }).getAttribute('href')).toBe('/chat-reports');

    await user.click(button('Close', card()));
    // Nothing is sent before the confirmation.
    expect(api.closes()).toEqual([]);
    const confirm = await screen.findByText('Close this report?');
    await user.click(button('Confirm', confirm.closest('.ant-popover') as HTMLElement));
    await waitFor(() => expect(api.closes()).toEqual([['/api/console/chat-reports/5/close', { disableReported: false }]]));
    expect(await screen.findByText('The report is closed.')).toBeTruthy();
    // The open list refreshes: the closed report has left it.
    expect(await screen.findByText('No reported chats.')).toBeTruthy();
  });

  it('closes a report and disables the reported member, naming them in the confirmation', async () => {
    const api = stubReportsApi([REPORT]);
    const user = userEvent.setup();
    renderApp('/chat-reports');
    await screen.findByText('Conversation #40');
    await user.click(button('Close and disable the member', card()));
    const confirm = await screen.findByText('Disable Spam Trader?');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    expect(within(popover).getByText(/spam@trader\.example/)).toBeTruthy();
    await user.click(button('Confirm', popover));
    await waitFor(() => expect(api.closes()).toEqual([['/api/console/chat-reports/5/close', { disableReported: true }]]));
    expect(await screen.findByText('The report is closed and the member is disabled.')).toBeTruthy();
  });
});
