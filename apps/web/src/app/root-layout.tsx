import { Outlet, ScrollRestoration } from 'react-router';
import { Spin } from 'antd';
import { BrandLogo } from '../shared/ui/brand-logo.tsx';
import { useLeaveGuardHost } from '../shared/navigation/leave-guards.ts';
import { useRealtime } from '../shared/realtime/use-realtime.ts';
import { DocumentTitle } from './document-title.tsx';
import { useLanguageParamSync } from './language-sync.ts';
import { NavigationProgress } from './navigation-progress.tsx';

/**
 * The root route: language parameter, the app's one navigation blocker, progress bar, document title, scroll
 * restoration and the realtime socket for every face.
 */
export function RootLayout() {
  useLanguageParamSync();
  useLeaveGuardHost();
  useRealtime();
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Shown while the first page's code loads (the router's hydrate fallback). */
export function BootScreen() {
  return (
    <div className="gb-boot-screen">
      <BrandLogo tone="dark" size={36} />
      <Spin />
    </div>
  );
}
