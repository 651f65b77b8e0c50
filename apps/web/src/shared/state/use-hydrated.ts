import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page renders on the server and while the browser hydrates that markup, true after (and at once for a
 * part that mounts later). What only the browser knows (a choice kept in its storage) waits for it, so the first
 * render in the browser draws what the server drew and hydration matches (issue 29).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
