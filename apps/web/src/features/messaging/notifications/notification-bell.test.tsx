import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { stubScreenWidth } from '../../../test/screen.ts';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { handleServerEvent } from '../../../shared/realtime/realtime-events.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../../../shared/session/session-store.ts';
import { setToken } from '../../../shared/storage/token-store.ts';
import { callsTo, notice, SilentSocket, stubNoticeApi } from '../../../test/notification-fixtures.ts';

const NOTICES = [
  notice({ id: 12, title: 'Lumen Fine Jewellery asked to connect', link: '/home/company-profile?id=22' }),
  notice({ id: 11, title: 'New answer to your question', event: 'questionAnswered', link: '/home/product-detail?id=5' }),
  notice({ id: 10, title: 'Weekly summary', event: 'weeklySummary', link: null, readAt: '2026-03-01T10:00:00Z' }),
];

beforeEach(async () => {
  stubScreenWidth();
  vi.stubGlobal('WebSocket', SilentSocket);
  resetSessionStore();
  setToken('tok', true);
  setUserInfo(makeUser({ actualName: 'Mei Lin' }));
  // A confirmed session: the root layout mounts the member's hosts (counts, chat panel).
  useSessionStore.setState({ status: 'ready' });
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

const bell = (name: RegExp) => screen.findByRole('button', { name });

describe('the notification bell', () => {
  it('shows the unread count loaded with the header counts, and rises on a `notifications` event', async () => {
    const { fetchMock } = stubNoticeApi({ notices: NOTICES, messages: 1 });
    renderApp('/home/about?language=en');
    expect(await bell(/^Notifications, 2 unread$/)).toBeTruthy();
    // One call loads all three header counts; the list is only asked for when the bell opens.
    expect(callsTo(fetchMock, '/api/notifications/counts')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/notifications/list')).toHaveLength(0);

    act(() => handleServerEvent({ type: 'notifications', count: 3 }));
    expect(await bell(/^Notifications, 3 unread$/)).toBeTruthy();
  });

  it('lists the latest notifications, unread ones marked; "Mark all read" clears the count', async () => {
    const { fetchMock } = stubNoticeApi({ notices: NOTICES });
    const user = userEvent.setup();
    renderApp('/home/about?language=en');
    await user.click(await bell(/^Notifications, 2 unread$/));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.gb-notice__title')?.textContent)).toEqual([
      'Unread: Lumen Fine Jewellery asked to connect',
      'Unread: New answer to your question',
      'Weekly summary',
    ]);
    expect(rows[0].textContent).toContain('5 minutes ago');
    expect(callsTo(fetchMock, '/api/notifications/list')[0]).toContain('limit=8');

    await user.click(within(panel).getByRole('button', { name: /Mark all read/ }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/notifications/read-all', 'POST')).toHaveLength(1));
    expect(await bell(/^Notifications$/)).toBeTruthy();
    await waitFor(() => expect(panel.querySelectorAll('.gb-notice--unread')).toHaveLength(0));
  });

  it('opens a notification: marks it read and goes to its link', async () => {
    const { fetchMock } = stubNoticeApi({ notices: NOTICES });
    const user = userEvent.setup();
    const { router } = renderApp('/home/about?language=en');
    await user.click(await bell(/^Notifications, 2 unread$/));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('button', { name: /New answer to your question/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/product-detail'));
    expect(router.state.location.search).toContain('id=5');
    await waitFor(() => expect(callsTo(fetchMock, '/api/notifications/read/11', 'POST')).toHaveLength(1));
    expect(await bell(/^Notifications, 1 unread$/)).toBeTruthy();
  });

  it('says so when there is nothing, and when the list cannot be loaded (with Retry)', async () => {
    stubNoticeApi({ notices: [] });
    const user = userEvent.setup();
    const view = renderApp('/home/about?language=en');
    await user.click(await bell(/^Notifications$/));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
    view.unmount();

    stubNoticeApi({ notices: NOTICES, failList: true });
    renderApp('/home/about?language=en');
    await user.click(await bell(/^Notifications, 2 unread$/));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Your notifications could not be loaded.');
    expect(within(alert).getByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});
