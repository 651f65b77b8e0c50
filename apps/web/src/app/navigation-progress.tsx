import { useEffect } from 'react';
import type NProgressApi from 'nprogress';
import { theme } from 'antd';
import { useNavigation } from 'react-router';
import { UI_DEFAULTS } from '@gembourse/contracts/limits';

let progress: Promise<typeof NProgressApi> | null = null;

/**
 * The progress bar's code, fetched at the first navigation: the first page load is not a navigation (the boot text and
 * the page's skeleton show it), so the first screen does without it. Its styles are in global.css.
 */
function loadProgress(): Promise<typeof NProgressApi> {
  progress ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({ ...UI_DEFAULTS.progress, showSpinner: false });
    return NProgress;
  });
  return progress;
}

/** The top progress bar of SPEC §2/§9: runs while the router loads the next page, in the theme's primary colour. */
export function NavigationProgress() {
  const { state } = useNavigation();
  const { token } = theme.useToken();
  useEffect(() => {
    document.documentElement.style.setProperty('--gb-progress-color', token.colorPrimary);
  }, [token.colorPrimary]);
  useEffect(() => {
    // Calls run in order: each waits on the same loaded module.
    if (state !== 'idle') void loadProgress().then((NProgress) => NProgress.start());
    else if (progress) void progress.then((NProgress) => NProgress.done());
  }, [state]);
  // A page left while loading must not leave the bar running forever.
  useEffect(() => () => void progress?.then((NProgress) => NProgress.done()), []);
  return null;
}
