import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the visitor asked their system for less motion (WCAG 2.3.3), now. */
export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

/**
 * Whether the visitor asked their system for less motion (WCAG 2.3.3); follows a change of the setting live. While the
 * browser hydrates a server-rendered page (issue 29) it reads the setting too, not the server's "no": antd's motion
 * switch changes no markup, but switching it after hydration re-mounts the whole app under the theme (antd's
 * MotionWrapper puts a provider around it from the first time motion is off), which redrew every page from scratch.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, prefersReducedMotion);
}
