import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLanguageParamSync } from './language-sync.ts';

function Root() {
  useLanguageParamSync();
  return <Outlet />;
}

describe('language parameter sync', () => {
  it('does not cancel a navigation to a page still loading when the page being left lacks the parameter', async () => {
    let finishLoading: () => void = () => undefined;
    const slowPage = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Root />,
          children: [
            { path: 'a', element: <p>page a</p> },
            {
              path: 'b',
              // A lazy page whose code arrives late, as on a busy network.
              lazy: async () => {
                await slowPage;
                return { element: <p>page b</p> };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/a?language=en'] },
    );
    const view = render(<RouterProvider router={router} />);
    await view.findByText('page a');

    // A menu click that leaves out the parameter, and a second click before the sync has run.
    await act(async () => {
      void router.navigate('/a');
      void router.navigate('/b');
    });
    await act(async () => {
      finishLoading();
      await slowPage;
    });

    await view.findByText('page b');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/b?language=en'));
  });
});
