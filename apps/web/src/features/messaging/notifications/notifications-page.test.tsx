import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuIdOf } from '@gembourse/contracts/pages';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { stubScreenWidth } from '../../../test/screen.ts';
import { reloadAppConfig } from '../../../shared/app-config/app-config-store.ts';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../../../shared/session/session-store.ts';
import { ADMIN_MENUS, menuRow } from '../../../shared/session/test-menus.ts';
import { setToken } from '../../../shared/storage/token-store.ts';
import { callsTo, notice, SilentSocket, stubNoticeApi, todo } from '../../../test/notification-fixtures.ts';

// The seeded Account entries of issue 12, which the test menus of earlier issues do not hold.
const MENUS = [
  ...ADMIN_MENUS.menuList,
  menuRow({ menuId: menuIdOf({ page: 'Messages' }), parentId: 400, menuName: 'Messages', path: '/home/messages' }),
  menuRow({ menuId: menuIdOf({ page: 'Notifications' }), parentId: 400, menuName: 'Notifications', path: '/home/notifications' }),
];

beforeEach(async () => {
  stubScreenWidth();
  vi.stubGlobal('WebSocket', SilentSocket);
  localStorage.clear();
  reloadAppConfig();
  resetSessionStore();
  setToken('tok', true);
  setUserInfo(makeUser({ actualName: 'Mei Lin', menuList: MENUS, permissions: ADMIN_MENUS.permissions }));
  useSessionStore.setState({ status: 'ready' });
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

const titles = () => [...document.querySelectorAll('.gb-notice-page .gb-notice__title')].map((el) => el.textContent);

describe('the notification centre page', () => {
  it('lists notifications a page at a time, filters the unread ones and shows the counts in the side menu', async () => {
    const notices = Array.from({ length: 25 }, (_, i) =>
      notice({ id: 100 - i, title: `Notice ${100 - i}`, readAt: i % 2 ? '2026-03-01T10:00:00Z' : null }),
    );
    const { fetchMock } = stubNoticeApi({ notices, messages: 4 });
    const user = userEvent.setup();
    renderApp('/home/notifications?language=en');
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(titles()[0]).toBe('Unread: Notice 100');
    expect(titles()[1]).toBe('Notice 99');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(25));
    // The second page starts after the last id of the first (keyset), and is the last.
    expect(callsTo(fetchMock, '/api/notifications/list').at(-1)).toContain('before=81');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(screen.getByText('Unread', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(titles()).toHaveLength(13));
    expect(titles().every((t) => t?.startsWith('Unread: '))).toBe(true);
    expect(screen.getByText('Unread: 13')).toBeTruthy();

    // The side menu's Messages and Notifications entries carry their counts.
    const menu = screen.getAllByRole('navigation', { name: 'Workspace menu' })[0];
    expect(within(menu).getByRole('menuitem', { name: /Messages\s*4/ })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Notifications\s*13/ })).toBeTruthy();

    // Everything read: the unread list is empty, and so is the count.
    await user.click(screen.getByRole('button', { name: /Mark all read/ }));
    expect(await screen.findByText('You have read everything.')).toBeTruthy();
    expect(screen.getByText('Unread: 0')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/notifications/read-all', 'POST')).toHaveLength(1);
  });

  it('ticks a to-do item off with its checkbox, and the to-do count follows', async () => {
    const { fetchMock } = stubNoticeApi({
      todos: [
        todo({ id: 7, title: 'Answer the contact request of Lumen Fine Jewellery' }),
        todo({ id: 8, title: 'Answer a question about the jade bangle' }),
        todo({ id: 3, title: 'Finish your company profile', doneFlag: true }),
      ],
    });
    const user = userEvent.setup();
    renderApp('/home/notifications?tab=todo&language=en');
    const box = await screen.findByRole('checkbox', { name: 'Done: Answer the contact request of Lumen Fine Jewellery' });
    expect(screen.getByRole('checkbox', { name: 'Done: Finish your company profile' })).toHaveProperty('checked', true);
    expect(await screen.findByText('Open: 2')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'To-do list, 2 open' })).toBeTruthy();

    await user.click(box);
    await waitFor(() => expect(callsTo(fetchMock, '/api/todo/done/7', 'POST')).toHaveLength(1));
    await waitFor(() => expect(box).toHaveProperty('checked', true));
    expect(await screen.findByText('Open: 1')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'To-do list, 1 open' })).toBeTruthy();
    // The title links to the thing to do.
    expect(screen.getByRole('link', { name: 'Answer a question about the jade bangle' }).getAttribute('href')).toBe(
      '/home/company-profile?id=22',
    );
  });

  it('speaks simplified Chinese in zh-cn', async () => {
    stubNoticeApi({ notices: [notice({ id: 5, title: '新的联系请求' })], todos: [todo()] });
    await setLocale('zh-cn');
    const user = userEvent.setup();
    renderApp('/home/notifications?language=zh-cn');
    expect(await screen.findByRole('heading', { level: 1, name: '通知' })).toBeTruthy();
    expect(await screen.findByText('未读：1')).toBeTruthy();
    expect(screen.getByRole('button', { name: /全部标为已读/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '通知，1 条未读' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /待办/ }));
    expect(await screen.findByText('未完成：1')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.gb-todo__meta')?.textContent).toMatch(/^1\s?小时前添加$/));
  });
});
