import { it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderApp, stubApi } from '../test/render-app.tsx';
import { setLocale } from '../shared/i18n/locale-store.ts';
import { resetSessionStore } from '../shared/session/session-store.ts';

it('debug', async () => {
  stubApi();
  resetSessionStore();
  await setLocale('en');
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...a) => { errors.push(a.map(String).join(' ').slice(0, 500)); });
  const { router } = renderApp('/');
  await waitFor(() => { if (router.state.location.pathname !== '/home/index') throw new Error('x'); });
  await new Promise((r) => setTimeout(r, 2000));
  console.log('TEXT', document.body.textContent?.slice(0, 1500));
  console.log('ERR', errors.slice(0, 5));
});
