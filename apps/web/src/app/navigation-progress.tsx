import { useEffect } from 'react';
import NProgress from 'nprogress';
import { theme } from 'antd';
import { useNavigation } from 'react-router';
import { UI_DEFAULTS } from '@gembourse/contracts/limits';

NProgress.configure({ ...UI_DEFAULTS.progress, showSpinner: false });

/** The top progress bar of SPEC §2/§9: runs while the router loads the next page, in the theme's primary colour. */
export function NavigationProgress() {
  const { state } = useNavigation();
  const { token } = theme.useToken();
  useEffect(() => {
    document.documentElement.style.setProperty('--gb-progress-color', token.colorPrimary);
  }, [token.colorPrimary]);
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
  // A page left while loading must not leave the bar running forever.
  useEffect(() => () => void NProgress.done(), []);
  return null;
}
