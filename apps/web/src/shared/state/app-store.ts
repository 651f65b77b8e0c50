import { useCallback, useDebugValue, useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

/** A store's hook (`useX(selector)`) with the store's API on it, as zustand's `create` makes it. */
export type AppStore<T> = (<U = T>(selector?: (state: T) => U) => U) & StoreApi<T>;

const whole = <T>(state: T) => state;

/**
 * A zustand store whose hook reads the store as it is now, in a server render and while the browser hydrates too.
 * zustand's own hook reads the state the store was created with in both (its "server snapshot"), so a page the server
 * rendered in Chinese would hydrate in English and mismatch. Here the server sets a render's state (the page's
 * language) right before its synchronous render, and the browser the same before it hydrates, so both read the same.
 * The session is the exception, on purpose: shared/session/session-store.ts.
 */
export function createAppStore<T>(init: StateCreator<T, [], []>): AppStore<T> {
  const api = createStore<T>()(init);
  function useAppStore<U = T>(selector: (state: T) => U = whole as (state: T) => U): U {
    const read = useCallback(() => selector(api.getState()), [selector]);
    const slice = useSyncExternalStore(api.subscribe, read, read);
    useDebugValue(slice);
    return slice;
  }
  return Object.assign(useAppStore, api);
}
