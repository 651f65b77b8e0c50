import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp, stubApi } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';

beforeEach(() => {
  stubApi();
  resetSessionStore();
  setToken('tok', true);
  setUserInfo(makeUser({ actualName: 'Mei Lin', companyName: '周大福珠宝', companyNameEn: 'Chow Tai Fook Jewellery' }));
});
afterEach(() => vi.unstubAllGlobals());

const companyLine = () => document.querySelector('.gb-user-card .gb-user-card__meta')?.textContent;

// Issue 9, item 12: the English user menu showed the company's Chinese name.
describe('the account menu', () => {
  it('names the company as the viewer reads it, like the product cards', async () => {
    await setLocale('en');
    const user = userEvent.setup();
    const en = renderApp('/home/about?language=en');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await waitFor(() => expect(companyLine()).toBe('Chow Tai Fook Jewellery'));
    en.unmount();

    await setLocale('zh-cn');
    renderApp('/home/about?language=zh-cn');
    await user.click(await screen.findByRole('button', { name: /账户菜单|账号菜单|Mei Lin/ }));
    await waitFor(() => expect(companyLine()).toBe('周大福珠宝'));
  });

  it('is named by the visible name and what it opens (WCAG label in name)', async () => {
    await setLocale('en');
    renderApp('/home/about?language=en');
    const button = await screen.findByRole('button', { name: /Account menu/ });
    // Named by its content (no aria-label that would differ from what is shown), the initials left out.
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(button.textContent).toBe('MLMei Lin, Account menu');
    expect(screen.getByRole('button', { name: /^Mei Lin\s*, Account menu$/ })).toBe(button);
  });
});
