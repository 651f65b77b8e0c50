// First: before any module builds a zod schema (app/strict-csp.ts says why).
import './app/strict-csp.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/global.css';
import { watchDecorativeIcons } from './app/decorative-icons.ts';
import { applyAntdStylesheet } from './app/antd-stylesheet.ts';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { reportError } from './shared/errors/report-error.ts';
import { initLocale } from './shared/i18n/locale-store.ts';
import { setNavigator } from './shared/navigation/navigator.ts';
import { startSession } from './shared/session/start-session.ts';
import { nextTask } from './app/next-task.ts';

// The modules above are evaluated in one task (0.5-0.75 s on a phone at Lighthouse's 4x slowdown); the router, the
// query client and the texts start in a task of their own, so the two do not add up to one long task.
await nextTask();
watchDecorativeIcons();
const router = createAppRouter();
setNavigator((to, options) => router.navigate(to, options));
const queryClient = createQueryClient();
const root = createRoot(document.getElementById('root')!);

/**
 * Renders the app. As a transition, so React builds the first screen in slices and a slow phone stays responsive
 * meanwhile (one long task otherwise: total blocking time); the boot text of index.html shows until it is ready.
 * The SPEC §8 session notices count their 300 ms from the moment they are on screen (shared/api/shown-notice.ts), so
 * a deferred first render cannot shorten them.
 */
function mount() {
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
}

// The language's texts load before the first paint so a Chinese visitor never sees an English flash;
// if that fails the app still starts, in English. antd's stylesheet likewise, so the first render is styled.
const stylesheet = applyAntdStylesheet();
try {
  await initLocale();
} catch (error) {
  reportError(error, { where: 'initLocale' });
}
await stylesheet;
void startSession(mount);
