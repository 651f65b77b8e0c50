import { useEffect, useReducer } from 'react';
import { isNamespaceLoaded, loadNamespaces } from './i18n.ts';
import type { Namespace } from './namespaces.ts';

/**
 * Whether these namespaces are loaded in the current language, loading them when not: for a component that shows
 * outside a route's or a box's own loading (a guard's page), which renders nothing until its texts are there.
 */
export function useNamespaces(namespaces: readonly Namespace[]): boolean {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const ready = namespaces.every(isNamespaceLoaded);
  const key = namespaces.join();
  useEffect(() => {
    if (!ready) void loadNamespaces(key.split(',') as Namespace[]).then(loaded, loaded);
  }, [ready, key]);
  return ready;
}
