// First: before any module builds a zod schema (app/strict-csp.ts says why).
import './app/strict-csp.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import './app/global.css';
import { applyAntdStylesheet } from './app/antd-stylesheet.ts';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter, routes } from './app/router.tsx';
import { readSsrState } from './app/ssr/ssr-state.ts';
import { reportError } from './shared/errors/report-error.ts';
import { initLocale } from './shared/i18n/locale-store.ts';
import { loadNamespaces } from './shared/i18n/i18n.ts';
import { setNavigator } from './shared/navigation/navigator.ts';
import { startSession } from './shared/session/start-session.ts';
import { nextTask } from './app/next-task.ts';

/**
 * The routes a server-rendered page matched, their code loaded and put in place (issue 29): the browser hydrates the
 * server's markup, so the page's code must be in before the router starts, else it would draw the loading fallback
 * over that markup. Awaited inside start(), never at the module's top level: a page's chunk imports the modules of
 * this entry's chunk, which would still be evaluating, and the two would wait on each other for ever.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  // The modules above are evaluated in one task (0.5-0.75 s on a phone at Lighthouse's 4x slowdown); the router, the
  // query client and the texts start in a task of their own, so the two do not add up to one long task.
  await nextTask();
  // The language's texts load before the first paint so a Chinese visitor never sees an English flash;
  // if that fails the app still starts, in English. antd's stylesheet likewise, so the first render is styled.
  const stylesheet = applyAntdStylesheet();
  try {
    await initLocale();
  } catch (error) {
    reportError(error, { where: 'initLocale' });
  }
  await stylesheet;
  // A public page comes rendered by the server, with the data it was rendered from (app/ssr/ssr-state.ts).
  const rendered = readSsrState();
  if (rendered) await Promise.all([loadMatchedRoutes(), loadNamespaces(rendered.namespaces)]);
  const router = createAppRouter(rendered ? { hydrationData: rendered.router } : undefined);
  setNavigator((to, options) => router.navigate(to, options));
  const queryClient = createQueryClient();
  if (rendered) hydrate(queryClient, rendered.queries);
  const container = document.getElementById('root')!;
  let root: Root | undefined;

  /**
   * Renders the app. As a transition, so React builds the first screen in slices and a slow phone stays responsive
   * meanwhile (one long task otherwise: total blocking time); the boot text of index.html shows until it is ready.
   * The SPEC §8 session notices count their 300 ms from the moment they are on screen (shared/api/shown-notice.ts), so
   * a deferred first render cannot shorten them. A server-rendered page is hydrated instead, once.
   */
  function mount() {
    const app = (
      <StrictMode>
        <AppErrorBoundary>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </AppErrorBoundary>
      </StrictMode>
    );
    startTransition(() => {
      if (root) root.render(app);
      else if (rendered) root = hydrateRoot(container, app, { onRecoverableError: (error) => reportError(error, { where: 'hydrate' }) });
      else (root = createRoot(container)).render(app);
    });
  }
  await startSession(mount);
}

void start();
