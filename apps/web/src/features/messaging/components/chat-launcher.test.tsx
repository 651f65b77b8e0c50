import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { stubScreenWidth } from '../../../test/screen.ts';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { setNavigator } from '../../../shared/navigation/navigator.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../../../shared/session/session-store.ts';
import { setToken } from '../../../shared/storage/token-store.ts';
import { ChatLauncher } from './chat-launcher.tsx';

// The header's chat button: the session's live unread count as its badge; the panel on wide screens, the messages
// page on phones; nothing for guests.

const show = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ChatLauncher />
    </AppProviders>,
  );

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('chat launcher', () => {
  it('follows the unread count and opens the panel', async () => {
    setToken('tok', true);
    setUserInfo(makeUser());
    stubScreenWidth(1366);
    show();
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeTruthy();
    act(() => useSessionStore.setState({ unreadCount: 3 }));
    const button = await screen.findByRole('button', { name: 'Messages, 3 unread' });
    expect(button.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('3');
    fireEvent.click(button);
    expect(useSessionStore.getState().messagePanelOpen).toBe(true);
  });

  it('goes to the messages page on a phone', async () => {
    setToken('tok', true);
    setUserInfo(makeUser());
    stubScreenWidth(390);
    const go = vi.fn();
    setNavigator(go);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Messages' }));
    expect(go).toHaveBeenCalledWith('/home/messages', undefined);
    expect(useSessionStore.getState().messagePanelOpen).toBe(false);
  });

  it('is not there for guests', () => {
    stubScreenWidth(1366);
    const { container } = show();
    expect(container.querySelector('button')).toBeNull();
  });
});
