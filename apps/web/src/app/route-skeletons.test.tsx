import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeUser } from '../test/fixtures.ts';
import { renderApp, stubApi } from '../test/render-app.tsx';
import { setLocale } from '../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../shared/session/session-store.ts';
import { ADMIN_MENUS } from '../shared/session/test-menus.ts';
import { setToken } from '../shared/storage/token-store.ts';

// Issue 28: a page whose code was still loading showed an empty grey page (the boot screen's logo and a spinner) for
// 2-3 s under load. Here a page's code, and the workspace's and the console's layouts, are held back until the test
// lets them load: meanwhile the face's frame and the page's skeleton are on screen.

/** A module load the test releases. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
const gates = vi.hoisted(() => ({}) as Record<string, { open: () => void; opened: Promise<void> }>);
const held = (name: string) => (gates[name] ??= gate()).opened;

vi.mock('../features/content/pages/event-list-page.tsx', async (original) => {
  await held('events');
  return original();
});
vi.mock('./layouts/workspace/workspace-layout.tsx', async (original) => {
  await held('workspace');
  return original();
});
vi.mock('./layouts/console-layout.tsx', async (original) => {
  await held('console');
  return original();
});

/** Releases a held module, however far its load has got. */
const release = (name: string) => (gates[name] ??= gate()).open();

beforeEach(async () => {
  stubApi();
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe("while a page's code loads", () => {
  it("a public page shows the site header and the page's skeleton, then the page", async () => {
    renderApp('/home/event?language=en');
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(document.querySelector('.gb-page-skeleton .ant-skeleton')).not.toBeNull();
    release('events');
    expect(await screen.findByText(/coming with the Content release/)).toBeTruthy();
    expect(document.querySelector('.gb-page-skeleton')).toBeNull();
  });

  it("a member page shows the site header and the workspace's frame, then the workspace", async () => {
    setToken('tok', true);
    setUserInfo(makeUser(ADMIN_MENUS));
    renderApp('/home/showroom-product?language=en');
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(document.querySelector('.gb-ws-skeleton__sider')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    release('workspace');
    expect(await screen.findByRole('navigation', { name: 'Opened pages' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.gb-ws-skeleton')).toBeNull());
  });

  it("a console page shows the console's header and the page's skeleton, then the console", async () => {
    setToken('tok', true);
    setUserInfo(makeUser({ administratorFlag: true }));
    renderApp('/companies?language=en');
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    release('console');
    expect(await screen.findByRole('navigation', { name: /console/i })).toBeTruthy();
  });
});
