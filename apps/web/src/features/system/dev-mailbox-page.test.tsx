import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore } from '../../shared/session/session-store.ts';
import type { OutboxMessage } from '@gembourse/contracts/system';
import { linkify } from './components/mail-body.tsx';

const mail = (id: number, overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id,
  to: `member${id}@example.com`,
  subject: `Subject ${id}`,
  text: `Hello,\n\nMessage ${id}.`,
  html: null,
  locale: 'en',
  status: 'stored',
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
  ...overrides,
});

let outbox: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
  fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0];
    if (path === '/api/dev/outbox') return outbox();
    if (path === '/api/app/info') return envelope({ demo: true, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const page = (list: OutboxMessage[], hasMore = false) => envelope({ list, pageNum: 1, pageSize: 50, hasMore });
const outboxCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/dev/outbox')).length;

describe('dev mailbox (/home/dev-mailbox, demo mode)', () => {
  it('lists mail newest first, reads sanitised HTML in a sandbox or the text with clickable links', async () => {
    const activation = mail(3, {
      to: 'mei@aurora.example',
      subject: 'Activate your GemBourse account',
      locale: 'zh-tw',
      text: 'Open https://gembourse.example/home/activate?token=abc. Thanks',
      html:
        '<!doctype html><html><head><title>x</title><script>parent.alert(1)</script></head><body style="margin:0">' +
        '<p onclick="steal()">Hi</p><a href="https://gembourse.example/home/activate?token=abc">Activate</a>' +
        '<img src="x" onerror="steal()"><form action="https://evil.example"><input name="p"></form></body></html>',
    });
    outbox = () => page([mail(1), activation, mail(2, { status: 'failed' })]);
    const user = userEvent.setup();
    const { router } = renderApp('/home/dev-mailbox?language=en');

    const list = await screen.findByRole('navigation', { name: 'E-mails' });
    const items = within(list)
      .getAllByRole('button')
      .filter((b) => b.className.includes('gb-mailbox__item'));
    expect(items.map((b) => b.querySelector('.gb-mailbox__item-subject')?.textContent)).toEqual([
      'Activate your GemBourse account',
      'Subject 2',
      'Subject 1',
    ]);
    expect(within(items[1]).getByText('Delivery failed')).toBeTruthy();
    expect(items[0].getAttribute('aria-current')).toBe('true');

    // The newest is open: its details, and its HTML in a sandboxed frame, sanitised.
    const reader = screen.getByRole('article');
    expect(within(reader).getByRole('heading', { name: 'Activate your GemBourse account' })).toBeTruthy();
    expect(within(reader).getByText('mei@aurora.example')).toBeTruthy();
    expect(within(reader).getByText('繁體中文')).toBeTruthy();
    expect(within(reader).getByText('Kept in outbox')).toBeTruthy();
    const frame = within(reader).getByTitle('E-mail: Activate your GemBourse account') as HTMLIFrameElement;
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('Activate</a>');
    expect(doc).toContain('target="_blank"');
    for (const bad of ['<script', 'onclick', 'onerror', '<form', '<input', 'steal']) expect(doc, bad).not.toContain(bad);

    // The text version turns web links into links, leaving the sentence's full stop outside.
    await user.click(within(reader).getByText('Plain text'));
    const link = within(reader).getByRole('link', { name: 'https://gembourse.example/home/activate?token=abc' });
    expect(link.getAttribute('href')).toBe('https://gembourse.example/home/activate?token=abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    // Choosing another message opens it and keeps the choice in the address.
    await user.click(items[2]);
    expect(await within(screen.getByRole('article')).findByRole('heading', { name: 'Subject 1' })).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('Message 1.');
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('1');
  });

  it('shows the empty state, and Refresh fetches the outbox again', async () => {
    outbox = () => page([]);
    const user = userEvent.setup();
    renderApp('/home/dev-mailbox?language=en');
    expect(await screen.findByText(/No e-mails yet/)).toBeTruthy();
    const before = outboxCalls();
    outbox = () => page([mail(1, { subject: 'Your verification code' })]);
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByRole('heading', { name: 'Your verification code' })).toBeTruthy();
    expect(outboxCalls()).toBe(before + 1);
  });

  it('sends the DEV_OUTBOX_TOKEN of its link as the X-Dev-Outbox-Token header, and no header without one', async () => {
    outbox = () => page([mail(1)]);
    const { unmount } = renderApp('/home/dev-mailbox?language=en&token=shared-demo-outbox-token');
    expect(await screen.findByRole('heading', { name: 'Subject 1' })).toBeTruthy();
    const headersOf = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).startsWith('/api/dev/outbox'))
        .map(([, init]) => (init as RequestInit).headers as Record<string, string>);
    expect(headersOf().at(-1)?.['x-dev-outbox-token']).toBe('shared-demo-outbox-token');
    unmount();
    fetchMock.mockClear();
    renderApp('/home/dev-mailbox?language=en');
    expect(await screen.findByRole('heading', { name: 'Subject 1' })).toBeTruthy();
    expect(headersOf().at(-1)?.['x-dev-outbox-token']).toBeUndefined();
  });

  it('says the mailbox is off when the server is not in demo mode, and offers Retry on other failures', async () => {
    outbox = () => envelope(null, 40400, 'Content does not exist.', 0, 404);
    const { unmount } = renderApp('/home/dev-mailbox?language=en');
    expect(await screen.findByText('The demo mailbox is off')).toBeTruthy();
    expect(
      screen.getByText(/only available while GemBourse runs in demo mode, and only to a browser on the server's own machine/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    // No generic toast on top of the explanation.
    expect(screen.queryByText('Content does not exist.')).toBeNull();
    unmount();

    outbox = () => envelope(null, 50000, 'Database is resting', 0, 500);
    renderApp('/home/dev-mailbox?language=en');
    expect(await screen.findByText('Database is resting')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
    expect(screen.queryByText('The demo mailbox is off')).toBeNull();
  });
});

describe('linkify', () => {
  it('keeps text as text and cuts trailing punctuation off links', () => {
    expect(linkify('See (https://a.example/x?y=1), then http://b.example.')).toEqual([
      { text: 'See (' },
      { text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { text: '), then ' },
      { text: 'http://b.example', href: 'http://b.example' },
      { text: '.' },
    ]);
    expect(linkify('javascript:alert(1) no link')).toEqual([{ text: 'javascript:alert(1) no link' }]);
  });
});
