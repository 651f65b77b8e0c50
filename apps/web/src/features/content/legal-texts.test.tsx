import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentPage } from '@gembourse/contracts/content-pages';
import { envelope } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore } from '../../shared/session/session-store.ts';

const page = (slug: string, title: string, html: string): ContentPage => ({ slug, title, html, updatedAt: '2026-03-01T00:00:00.000Z' });
const PAGES: Record<string, ContentPage> = {
  about: page('about', 'About GemBourse', '<p>GemBourse is the online exhibition of the trade.</p>'),
  terms: page(
    'terms',
    'Terms of use',
    '<p>Confirmation is deemed given within 14 days.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
  ),
  privacy: page('privacy', 'Privacy policy', '<p>We process the data you give us. <a href="https://example.org/more">More</a></p>'),
  consent: page('consent', 'Consent to contact and data sharing', '<p>Suppliers you contact may see your name.</p>'),
};

type Answer = Response | (() => Response);

/** Stubs fetch: the static pages, what the registration form needs (ticket, dictionaries), and empty successes. */
function stubPagesApi(overrides: Record<string, Answer> = {}) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const path = url.split('?')[0];
    const custom = overrides[path];
    if (custom) return typeof custom === 'function' ? custom() : custom.clone();
    const slug = /^\/api\/content\/page\/([\w-]+)$/.exec(path)?.[1];
    if (slug) return PAGES[slug] ? envelope(PAGES[slug]) : envelope(null, 40400, 'Not found', 0, 404);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    if (path === '/api/auth/register/start')
      return envelope({ ticket: 'ticket-0000000001', expiresAt: new Date(Date.now() + 40 * 60_000).toISOString() });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsOf = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === path);
  return { fetchMock, callsOf };
}

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
});
const realScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = realScrollIntoView;
  delete (window as { hacked?: number }).hacked;
});

describe('registration form consent links (SPEC §2 "Privacy and consent texts")', () => {
  it('opens the rules in a modal over the form, which stays as the user left it', async () => {
    const api = stubPagesApi();
    const user = userEvent.setup();
    const { router } = renderApp('/home/Register?language=en');
    const company = (await screen.findByLabelText('Company name')) as HTMLInputElement;
    fireEvent.change(company, { target: { value: 'Aurora Gems Trading Ltd' } });
    expect(api.callsOf('/api/content/page/terms')).toHaveLength(0);

    await user.click(screen.getByText('membership rules'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Confirmation is deemed given within 14 days.')).toBeTruthy();
    expect(within(dialog).getByText('Terms of use')).toBeTruthy();
    // Sanitised: neither the script nor the handler made it into the page.
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    const full = within(dialog).getByText('Open in full page').closest('a')!;
    expect(full.getAttribute('href')).toBe('/home/about#terms');
    expect(full.getAttribute('target')).toBe('_blank');

    // Still on the form, nothing lost, consent not ticked by the click on its link.
    expect(router.state.location.pathname).toBe('/home/Register');
    expect(company.value).toBe('Aurora Gems Trading Ltd');
    await user.click(within(dialog).getByText('Close').closest('button')!);
    // jsdom never ends antd's leave animation: a closing modal is as far as it gets.
    await waitFor(() => expect(dialog.className).toMatch(/ant-zoom-leave/));
    expect((screen.getByRole('checkbox', { name: /I accept the/ }) as HTMLInputElement).checked).toBe(false);

    // The data-use statement: its own text; links inside it open new tabs.
    await user.click(screen.getByText('data-use statement'));
    const privacy = await screen.findByText(/We process the data you give us/);
    expect(privacy.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(privacy.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(privacy.closest('[role="dialog"]')?.querySelector('a[href="/home/about#privacy"]')).toBeTruthy();
  });
});

describe('About page', () => {
  it('shows the About text, selects the tab the hash names and scrolls to it', async () => {
    stubPagesApi();
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderApp('/home/about?language=en#privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'About GemBourse' })).toBeTruthy();
    const tab = await screen.findByRole('tab', { name: 'Privacy policy' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(/We process the data you give us/)).toBeTruthy();
    expect(screen.queryByText('Confirmation is deemed given within 14 days.')).toBeNull();
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ block: 'start' }));
    expect(scroll.mock.contexts.at(-1)).toBe(document.querySelector('.gb-about__legal'));
  });

  it('opens #consent, defaults to the terms without a hash, and writes the chosen tab to the hash', async () => {
    stubPagesApi();
    const user = userEvent.setup();
    const first = renderApp('/home/about?language=en#consent');
    expect((await screen.findByRole('tab', { name: 'Consent' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Suppliers you contact may see your name.')).toBeTruthy();
    first.unmount();

    const { router } = renderApp('/home/about?language=en');
    expect((await screen.findByRole('tab', { name: 'Terms of use' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Confirmation is deemed given within 14 days.')).toBeTruthy();
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    await user.click(screen.getByRole('tab', { name: 'Privacy policy' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#privacy'));
    // A tab chosen on the page changes the address but leaves the page where it is.
    expect(scroll).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?language=en');
    expect(await screen.findByText(/We process the data you give us/)).toBeTruthy();
  });

  it('asks in the current language, and offers Retry when a text fails to load', async () => {
    await setLocale('zh-tw');
    let failures = 1;
    const api = stubPagesApi({
      '/api/content/page/terms': () =>
        failures-- > 0
          ? envelope(null, 50000, '伺服器錯誤', 0, 500)
          : envelope(page('terms', '使用條款', '<p>14 天內未收到書面確認。</p>')),
    });
    const user = userEvent.setup();
    renderApp('/home/about?language=zh-tw#terms');
    expect(await screen.findByRole('tab', { name: '隱私權政策' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: /重試|Retry/ });
    await user.click(retry);
    expect(await screen.findByText('14 天內未收到書面確認。')).toBeTruthy();
    const headers = api.callsOf('/api/content/page/terms')[0][1]?.headers as Record<string, string>;
    expect(headers.lang).toBe('zh_TW');
  });
});
