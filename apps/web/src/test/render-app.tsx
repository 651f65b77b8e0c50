import { catalogueAnswer } from './catalogue-fixtures.ts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/router.tsx';
import { setNavigator } from '../shared/navigation/navigator.ts';
import { envelope } from './fixtures.ts';

/** Stubs fetch so every API call answers an empty success; returns the mock for assertions. */
// The catalogue's answer is an object (the home page's rows read it): an empty one unless a test says otherwise.
export function stubApi(answers: Record<string, unknown> = {}) {
  const fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0];
    return envelope(
      path in answers
        ? answers[path]
        : path === '/api/app/info'
          ? { demo: false, version: 't', demoAccounts: [], payloadEncryption: false }
          : path === '/api/product/search'
            ? catalogueAnswer({ list: [], total: 0 })
            : [],
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the real route table in a memory router with the app's providers. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => router.navigate(to, options));
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
