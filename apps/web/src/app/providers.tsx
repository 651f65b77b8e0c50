import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { setUiBridge } from '../shared/api/ui-bridge.ts';
import { useAppConfigStore } from '../shared/app-config/app-config-store.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { useLocaleStore } from '../shared/i18n/locale-store.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { fieldScroll } from '../shared/forms/first-error.ts';
import { useReducedMotion } from '../shared/ui/reduced-motion.ts';
import { buildTheme } from './theme.ts';

/** Hands the context-bound message/modal/notification to code outside React (error catalogue, start-up). */
function UiBridgeBinder() {
  const { message, modal, notification } = App.useApp();
  useLayoutEffect(() => setUiBridge({ message, modal, notification }), [message, modal, notification]);
  return null;
}

/**
 * Whose data the cache holds changes with the session. A login (or a switch of account) refetches what is on screen
 * and drops the rest. A logout cancels what is in flight and forgets everything without refetching: the member's
 * queries would only answer 401 without a token, and the pages still on screen refetch what a guest may see when
 * they render again (member-only queries are disabled for guests).
 */
function useCacheFollowsSession(queryClient: QueryClient) {
  useEffect(
    () =>
      useSessionStore.subscribe((state, prev) => {
        if (state.token === prev.token) return;
        if (!state.token) {
          void queryClient.cancelQueries();
          queryClient.removeQueries();
          return;
        }
        queryClient.removeQueries({ type: 'inactive' });
        void queryClient.invalidateQueries();
      }),
    [queryClient],
  );
}

/** Query client, i18n, antd theme/locale and antd App (for message, modal and notification) around the app. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const config = useAppConfigStore((s) => s.config);
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(() => buildTheme(config, { reducedMotion }), [config, reducedMotion]);
  // Every antd Form that fails its checks on submit brings its first error into view (shared/forms/first-error.ts).
  const formConfig = useMemo(() => ({ scrollToFirstError: fieldScroll(reducedMotion) }), [reducedMotion]);
  const antdLocale = useLocaleStore((s) => s.antdLocale);
  useCacheFollowsSession(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={antdLocale} theme={themeConfig} form={formConfig}>
          <App className="gb-app">
            <UiBridgeBinder />
            {children}
          </App>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
